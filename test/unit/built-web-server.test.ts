/**
 * The local cloud's server for a production build (infra/local/web-build.ts) keeps each file's
 * bytes, gzipped or not, and the site's path function between requests, but never past a change:
 * a build written again into the same folder is what the next request gets. A catalog image it
 * passes on from the bucket survives a connection the bucket drops, as through CloudFront.
 */
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { freePort } from '../../infra/local/ports';
import { startBuiltWeb } from '../../infra/local/web-build';
import { rawGet } from '../support/raw-get';

let dist: string;
let server: Awaited<ReturnType<typeof startBuiltWeb>>;
let tick = 0;

/** Writes `text` to `path` in the build, with a modification time of its own. */
function write(path: string, text: string) {
  const file = join(dist, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, ++tick));
  utimesSync(file, at, at);
}
const pages = (...paths: string[]) => write('prerendered.json', JSON.stringify({ siteOrigin: 'http://shop.test', pages: paths }));

/** GET `path`, gzipped when asked: status, encoding and the body as text. */
async function get(path: string, gzip = false) {
  const { status, encoding, body } = await rawGet(`${server.endpoint}${path}`, gzip ? 'gzip' : 'identity');
  return { status, encoding, text: (encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8') };
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shop-built-web-'));
  pages('/', '/about');
  write('index.html', '<h1>Home</h1>');
  write('about/index.html', '<h1>About</h1>');
  write('404.html', '<h1>Not here</h1>');
  write('app.html', '<div id="root"></div>');
  write('art/home/hero.svg', '<svg>first</svg>');
  server = await startBuiltWeb({ port: await freePort(), dist, runtimeConfigFile: join(dist, 'runtime-config.json'), catalogImages: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

it('serves a file again after it changed, gzipped or not', async () => {
  expect(await get('/art/home/hero.svg', true)).toEqual({ status: 200, encoding: 'gzip', text: '<svg>first</svg>' });
  expect(await get('/art/home/hero.svg')).toEqual({ status: 200, encoding: undefined, text: '<svg>first</svg>' });
  write('art/home/hero.svg', '<svg>second</svg>');
  expect((await get('/art/home/hero.svg', true)).text).toBe('<svg>second</svg>');
  expect((await get('/art/home/hero.svg')).text).toBe('<svg>second</svg>');
  // Same length, new time: a rebuild that happened to write as many bytes.
  write('art/home/hero.svg', '<svg>thirds</svg>');
  expect((await get('/art/home/hero.svg', true)).text).toBe('<svg>thirds</svg>');
});

it('maps paths by the build’s page list as it is now', async () => {
  expect(await get('/about')).toMatchObject({ status: 200, text: '<h1>About</h1>' });
  expect(await get('/faq')).toMatchObject({ status: 404, text: '<h1>Not here</h1>' });
  write('faq/index.html', '<h1>FAQ</h1>');
  pages('/', '/about', '/faq');
  expect(await get('/faq')).toMatchObject({ status: 200, text: '<h1>FAQ</h1>' });
  expect(await get('/art/no/such.svg')).toMatchObject({ status: 404, text: '<h1>Not here</h1>' });
});

describe('a catalog image, from the bucket', () => {
  let bucket: Server;
  /** How many of the next requests the bucket drops without an answer. */
  let dropping = 0;
  let asked = 0;
  let images: Awaited<ReturnType<typeof startBuiltWeb>>;
  beforeAll(async () => {
    bucket = createServer((req, res) => {
      asked++;
      if (dropping > 0 && dropping--) return void req.socket.destroy();
      res.setHeader('content-type', 'image/png');
      res.end(req.url === '/catalog-images/ab12.png' ? 'png bytes' : undefined);
    });
    await new Promise<void>((listening) => bucket.listen(0, '127.0.0.1', listening));
    const { port } = bucket.address() as { port: number };
    images = await startBuiltWeb({
      port: await freePort(),
      dist,
      runtimeConfigFile: join(dist, 'runtime-config.json'),
      catalogImages: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await images?.stop();
    await new Promise((closed) => bucket?.close(closed));
  });
  const image = () => rawGet(`${images.endpoint}/catalog-images/ab12.png`, 'identity');

  it('arrives although the bucket dropped the first two tries', async () => {
    [dropping, asked] = [2, 0];
    const { status, body } = await image();
    expect({ status, body: body.toString(), asked }).toEqual({ status: 200, body: 'png bytes', asked: 3 });
  });

  it('is a 502 when the bucket drops all three', async () => {
    [dropping, asked] = [3, 0];
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect({ status: (await image()).status, asked }).toEqual({ status: 502, asked: 3 });
      expect(quiet).toHaveBeenCalledWith(expect.stringContaining('ab12.png'), expect.anything());
    } finally {
      quiet.mockRestore();
    }
  });
});
