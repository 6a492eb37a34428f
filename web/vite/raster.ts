/**
 * Draws an SVG into a WebP at the build (and for the dev server): resvg, a Rust SVG renderer
 * compiled to WebAssembly, paints it, and libwebp (Squoosh's build, also WebAssembly) encodes
 * it. Both run in Node with nothing installed beside the packages. Used for the pictures
 * shared/artwork/raster-versions.ts lists.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Runs as CommonJS (tsx, jest, Vite's bundled config) or as an ES module.
const require = createRequire(typeof __filename === 'string' ? __filename : import.meta.url);

type Encode = (image: { data: Uint8ClampedArray; width: number; height: number; colorSpace: 'srgb' }, options: { quality: number }) => Promise<ArrayBuffer>;

type Tools = { Resvg: typeof import('@resvg/resvg-wasm').Resvg; encode: Encode };

/**
 * The two WebAssembly modules, loaded once per process. Kept on the process, not in this module:
 * a site build loads Vite's config (and so this module) once per bundle, while resvg's own module
 * is Node's, loaded once, and refuses to be initialized twice.
 */
const loaded = Symbol.for('shop.raster.tools');
function loadTools(): Promise<Tools> {
  const shared = globalThis as unknown as { [loaded]?: Promise<Tools> };
  return (shared[loaded] ??= (async () => {
    // Node's WebAssembly global, which the config's types (no DOM) do not declare as a value.
    const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<unknown> } }).WebAssembly;
    const resvg = await import('@resvg/resvg-wasm');
    await resvg.initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    const webp = (await import('@jsquash/webp/encode.js')) as unknown as { init(module: unknown): Promise<unknown>; default: Encode };
    // The encoder picks its SIMD build where WebAssembly has SIMD (Node does); it is handed the matching module.
    const { simd } = await import('wasm-feature-detect');
    const build = (await simd()) ? 'webp_enc_simd.wasm' : 'webp_enc.wasm';
    await webp.init(await wasm.compile(readFileSync(require.resolve(`@jsquash/webp/codec/enc/${build}`))));
    return { Resvg: resvg.Resvg, encode: webp.default };
  })());
}

/** `svg` drawn `width` pixels wide (its height to scale) and encoded as WebP at `quality` (0-100). */
export async function webpOf(svg: string, width: number, quality = 80): Promise<Uint8Array> {
  const { Resvg, encode } = await loadTools();
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render();
  const data = new Uint8ClampedArray(image.pixels.buffer, image.pixels.byteOffset, image.pixels.byteLength);
  const webp = await encode({ data, width: image.width, height: image.height, colorSpace: 'srgb' }, { quality });
  image.free();
  return new Uint8Array(webp);
}
