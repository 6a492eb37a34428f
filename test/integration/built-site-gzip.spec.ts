/**
 * The built site's text compressed as CloudFront compresses it: a browser that accepts gzip gets
 * the very bytes of the file, gzipped, every time it asks (the server compresses a hashed file
 * once and keeps it), and one that does not gets them as they are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { rawGet } from '../support/raw-get';
import { endpoints, webBuilt } from '../support/runtime';
import { webBuildFolder } from '../support/web-build';

/** The answer's headers and raw body from the run's site. */
const fetchRaw = (path: string, acceptEncoding: string) => rawGet(endpoints().web + path, acceptEncoding);

beforeAll(() => webBuilt());

it('sends a hashed script gzipped, the same bytes on every request, and plain to a browser that does not accept gzip', async () => {
  const assets = join(webBuildFolder(), 'assets');
  const script = readdirSync(assets).find((name) => name.endsWith('.js'))!;
  const file = readFileSync(join(assets, script));

  const answers = await Promise.all([1, 2, 3].map(() => fetchRaw(`/assets/${script}`, 'gzip, deflate')));
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.encoding).toBe('gzip');
    expect(gunzipSync(answer.body).equals(file)).toBe(true);
  }

  const plain = await fetchRaw(`/assets/${script}`, 'identity');
  expect(plain.encoding).toBeUndefined();
  expect(plain.body.equals(file)).toBe(true);
});

it('answers a missing hashed file with 404, gzip accepted or not', async () => {
  await expect(fetchRaw('/assets/no-such-chunk-00000000.js', 'gzip').then((a) => a.status)).resolves.toBe(404);
});
