/**
 * The kit's batch presigner (functions/kit/batch-presign.ts) gives exactly the URLs
 * the kit's presignPut and presignGet give (the SDK's getSignedUrl): the same address, headers bound and
 * signature, in the cloud (virtual-hosted, the bucket in the host) and at an endpoint of our own
 * (the bucket in the path), for keys that need escaping, with or without a length or If-None-Match.
 */
export {};

const signingDate = new Date('2026-03-14T09:26:53Z');
const saved = { ...process.env };
afterAll(() => {
  process.env = saved;
});

type Kit = typeof import('../../functions/kit/s3');
type Signer = typeof import('../../functions/kit/batch-presign');

/** Both modules as a function loads them with `endpoint` configured (or none, as in the cloud). */
async function loadedWith(endpoint: string | undefined, sessionToken?: string): Promise<{ kit: Kit; signer: Signer }> {
  Object.assign(process.env, { AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' });
  if (sessionToken) process.env.AWS_SESSION_TOKEN = sessionToken;
  else delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_ENDPOINT_URL;
  if (endpoint) process.env.AWS_ENDPOINT_URL_S3 = endpoint;
  else delete process.env.AWS_ENDPOINT_URL_S3;
  let loaded!: { kit: Kit; signer: Signer };
  await jest.isolateModulesAsync(async () => {
    loaded = { kit: await import('../../functions/kit/s3'), signer: await import('../../functions/kit/batch-presign') };
  });
  return loaded;
}

const puts = [
  { object: { bucket: 'shop-uploads', key: "u/6a1f/ph oto (1)!'ü*.png" }, put: { contentType: 'image/png', contentLength: 1234, onlyNew: true } },
  { object: { bucket: 'shop-uploads', key: 'orders/01J/line-1/01JTHUMB.thumb.jpg' }, put: { contentType: 'image/jpeg', onlyNew: true } },
  { object: { bucket: 'shop-uploads', key: 'orders/01J/line-1/01JPHOTO.jpg' }, put: { contentType: 'image/jpeg', contentLength: 5 * 1024 * 1024 } },
  { object: { bucket: 'other-bucket', key: 'a/b.webp' }, put: { contentType: 'image/webp', contentLength: 9, cacheControl: 'max-age=60' } },
];

it.each([
  ['in the cloud', undefined, undefined],
  ['in the cloud with a session token', undefined, 'IQoJb3JpZ2luX2VjEXAMPLE'],
  ['at an endpoint of our own', 'http://127.0.0.1:4569', undefined],
  ['at an endpoint with a host name', 'http://localhost:4569', undefined],
])('signs every PUT and GET of a batch exactly as the kit does, %s', async (_where, endpoint, sessionToken) => {
  const { kit, signer } = await loadedWith(endpoint, sessionToken);
  const options = { expiresIn: 3600, signingDate };
  const expected = await Promise.all(puts.map(({ object, put }) => kit.presignPut(object, put, options)));
  // Twice: the second batch reuses the bucket's endpoint and signer.
  expect(await signer.presignPuts(puts, options)).toEqual(expected);
  expect(await signer.presignPuts(puts, options)).toEqual(expected);
  // GETs of the same objects, after the PUTs: each operation has its own signer.
  const objects = puts.map(({ object }) => object);
  const gets = await Promise.all(objects.map((object) => kit.presignGet(object, { expiresIn: 900, signingDate })));
  expect(await signer.presignGets(objects, { expiresIn: 900, signingDate })).toEqual(gets);
  expect(await signer.presignGets(objects, { expiresIn: 900, signingDate })).toEqual(gets);
});

it('signs nothing for an empty batch', async () => {
  const { signer } = await loadedWith(undefined);
  expect(await signer.presignPuts([], { expiresIn: 60 })).toEqual([]);
});
