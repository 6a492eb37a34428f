/**
 * The local cloud's server for a production build (infra/local/web-build.ts) keeps each file's
 * bytes, gzipped or not, and the site's path function between requests, but never past a change:
 * a build written again into the same folder is what the next request gets.
 */
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
