/**
 * Draws an SVG into WebP at the build (and for the dev server): resvg, a Rust SVG renderer, paints
 * it (`@resvg/resvg-js`, whose npm package brings the prebuilt binary for the machine, as esbuild's
 * and Rolldown's do), and libwebp (Squoosh's build, WebAssembly) encodes it. Used for the pictures
 * shared/artwork/raster-versions.ts lists. The picture is drawn once, at its largest width; a width
 * that divides it is scaled down from that drawing, averaging each square of pixels.
 *
 * Measured on the home hero: resvg's WebAssembly build took 4.5 core-s to draw it at 1600 px and 0.8
 * at 800; the native one, 1.5 and 0.3, and the 800 px version scaled from the 1600 px drawing takes
 * a few milliseconds.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';

// Runs as CommonJS (tsx, jest, Vite's bundled config) or as an ES module.
const require = createRequire(typeof __filename === 'string' ? __filename : import.meta.url);

interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

type Encode = (image: Rgba & { colorSpace: 'srgb' }, options: { quality: number }) => Promise<ArrayBuffer>;

/**
 * The WebP encoder, loaded once per process. Kept on the process, not in this module: a site build
 * loads Vite's config (and so this module) once per bundle.
 */
const loaded = Symbol.for('shop.raster.webp');
function webpEncoder(): Promise<Encode> {
  const shared = globalThis as unknown as { [loaded]?: Promise<Encode> };
  return (shared[loaded] ??= (async () => {
    // Node's WebAssembly global, which the config's types (no DOM) do not declare as a value.
    const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<unknown> } }).WebAssembly;
    const webp = (await import('@jsquash/webp/encode.js')) as unknown as { init(module: unknown): Promise<unknown>; default: Encode };
    // The encoder picks its SIMD build where WebAssembly has SIMD (Node does); it is handed the matching module.
    const { simd } = await import('wasm-feature-detect');
    const build = (await simd()) ? 'webp_enc_simd.wasm' : 'webp_enc.wasm';
    await webp.init(await wasm.compile(readFileSync(require.resolve(`@jsquash/webp/codec/enc/${build}`))));
    return webp.default;
  })());
}

/**
 * `svg` drawn `width` pixels wide, its height to scale, in plain RGBA. resvg answers its pixels with
 * the colour already multiplied by the opacity (half-transparent red is 128, 0, 0, 128); the encoder
 * and scaledDown take the colour as it is (255, 0, 0, 128).
 */
export function rgbaOf(svg: string, width: number): Rgba {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render();
  // Each read of `pixels` copies them out of resvg: read once.
  const { pixels } = image;
  const data = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  for (let at = 0; at < data.length; at += 4) {
    const alpha = data[at + 3]!;
    if (alpha === 255 || alpha === 0) continue;
    for (let channel = at; channel < at + 3; channel++) data[channel] = Math.round((data[channel]! * 255) / alpha);
  }
  return { data, width: image.width, height: image.height };
}

/**
 * `image` made `factor` times smaller each way, each pixel the average of the `factor` × `factor`
 * square it stands for (colour weighted by opacity, so a transparent pixel's colour does not bleed
 * into its neighbours). Pixels past the last whole square are dropped.
 */
export function scaledDown(image: Rgba, factor: number): Rgba {
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8ClampedArray(width * height * 4);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let dy = 0; dy < factor; dy++) {
        let at = ((y * factor + dy) * image.width + x * factor) * 4;
        for (let dx = 0; dx < factor; dx++, at += 4) {
          const alpha = image.data[at + 3]!;
          r += image.data[at]! * alpha;
          g += image.data[at + 1]! * alpha;
          b += image.data[at + 2]! * alpha;
          a += alpha;
        }
      }
      const out = (y * width + x) * 4;
      if (a > 0) {
        data[out] = Math.round(r / a);
        data[out + 1] = Math.round(g / a);
        data[out + 2] = Math.round(b / a);
      }
      data[out + 3] = Math.round(a / area);
    }
  }
  return { data, width, height };
}

/**
 * `svg` as WebP at each of `widths` (its height to scale), at `quality` (0-100): drawn once at the
 * largest width; each other width is scaled down from that drawing when it divides it, else drawn
 * at its own width.
 */
export async function webpsOf(svg: string, widths: readonly number[], quality = 80): Promise<Map<number, Uint8Array>> {
  const encode = await webpEncoder();
  const largest = Math.max(...widths);
  const drawing = rgbaOf(svg, largest);
  const webps = new Map<number, Uint8Array>();
  for (const width of widths) {
    const image = width === largest ? drawing : largest % width === 0 ? scaledDown(drawing, largest / width) : rgbaOf(svg, width);
    webps.set(width, new Uint8Array(await encode({ ...image, colorSpace: 'srgb' }, { quality })));
  }
  return webps;
}
