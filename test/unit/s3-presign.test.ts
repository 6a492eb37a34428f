/**
 * The presigned URLs the kit gives the browser (functions/kit/s3.ts): each binds the browser to
 * the headers the shop signs (a photo's type and length, a part's length, a catalog image's type,
 * length and cache-control), carries no checksum a browser could not send, and is addressed as
 * S3 wants it: virtual-hosted in the cloud, path-style at an endpoint of our own.
 */
const signingDate = new Date('2026-03-14T09:26:53Z');
const saved = { ...process.env };
afterAll(() => {
  process.env = saved;
});

/** The kit's S3 module as a function loads it with `endpoint` configured (or none, as in the cloud). */
async function kitWith(endpoint: string | undefined): Promise<typeof import('../../functions/kit/s3')> {
  Object.assign(process.env, { AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' });
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_ENDPOINT_URL;
  if (endpoint) process.env.AWS_ENDPOINT_URL_S3 = endpoint;
  else delete process.env.AWS_ENDPOINT_URL_S3;
  let kit!: typeof import('../../functions/kit/s3');
  await jest.isolateModulesAsync(async () => {
    kit = await import('../../functions/kit/s3');
  });
  return kit;
}

const photo = { bucket: 'shop-uploads', key: "u/6a1f/ph oto (1)!'ü*.png" };
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

it("signs a photo PUT for its type and length, with no checksum, at the bucket's own host in the cloud", async () => {
  const kit = await kitWith(undefined);
  const url = await kit.presignPut(photo, { contentType: 'image/png', contentLength: 1234 }, { expiresIn: 3600, signingDate });
  const { host, pathname } = new URL(url);
  expect(host).toBe('shop-uploads.s3.eu-west-1.amazonaws.com');
  expect(pathname).toBe('/u/6a1f/ph%20oto%20%281%29%21%27%C3%BC%2A.png');
  expect(query(url)).toEqual({
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
    'X-Amz-Credential': 'AKIDEXAMPLE/20260314/eu-west-1/s3/aws4_request',
    'X-Amz-Date': '20260314T092653Z',
    'X-Amz-Expires': '3600',
    'X-Amz-SignedHeaders': 'content-length;content-type;host',
    'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/),
    'x-id': 'PutObject',
  });
});

it('signs a PUT that only creates with If-None-Match: *, so S3 refuses it once a file is at the key', async () => {
  const kit = await kitWith(undefined);
  const url = await kit.presignPut(photo, { contentType: 'image/png', contentLength: 1234, onlyNew: true }, { expiresIn: 900, signingDate });
  expect(query(url)['X-Amz-SignedHeaders']).toBe('content-length;content-type;host;if-none-match');
  // Not hoisted into the query: the browser must send it as a header.
  expect(Object.keys(query(url)).filter((name) => /none-match/i.test(name))).toEqual([]);
});

it('puts the bucket in the path at a configured endpoint, a host name as well as an address', async () => {
  for (const endpoint of ['http://127.0.0.1:4569', 'http://localhost:4569']) {
    const kit = await kitWith(endpoint);
    const url = new URL(await kit.presignGet(photo, { expiresIn: 900, signingDate }));
    expect(`${url.origin}${url.pathname}`).toBe(`${endpoint}/shop-uploads/u/6a1f/ph%20oto%20%281%29%21%27%C3%BC%2A.png`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
  }
});

it('signs a part of a multipart upload for its exact length, naming the upload and the part', async () => {
  const kit = await kitWith('http://127.0.0.1:4569');
  const url = await kit.presignUploadPart(photo, { uploadId: 'x~Y.z_-1', partNumber: 3, contentLength: 5_242_880 }, { expiresIn: 3600, signingDate });
  expect(query(url)).toMatchObject({ partNumber: '3', uploadId: 'x~Y.z_-1', 'X-Amz-SignedHeaders': 'content-length;host', 'x-id': 'UploadPart' });
  expect(Object.keys(query(url)).filter((name) => /checksum/i.test(name))).toEqual([]);
});

it('signs a catalog image PUT for its type, length and cache-control, which S3 then serves with it', async () => {
  const kit = await kitWith(undefined);
  const url = await kit.presignPut(
    { bucket: 'shop-catalog', key: 'catalog-images/ab12.webp' },
    { contentType: 'image/webp', contentLength: 99, cacheControl: 'public, max-age=31536000, immutable' },
    { expiresIn: 600, signingDate },
  );
  expect(query(url)['X-Amz-SignedHeaders']).toBe('cache-control;content-length;content-type;host');
  expect(Object.keys(query(url)).filter((name) => /checksum/i.test(name))).toEqual([]);
});
