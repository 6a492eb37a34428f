/**
 * The smaller WebP widths of a rastered picture are scaled down from its largest drawing
 * (web/vite/raster.ts): each pixel is the average of the square it stands for, colour weighted by
 * opacity; the drawing they come from is in plain RGBA. The built files themselves are checked in
 * built-site.spec.ts.
 */
import { rgbaOf, scaledDown } from '../../web/vite/raster';

const image = (width: number, height: number, pixels: number[][]) => ({ width, height, data: new Uint8ClampedArray(pixels.flat()) });

it('averages each square of pixels into one', () => {
  // 4 × 2: two 2 × 2 squares, one of greys, one of reds.
  const source = image(4, 2, [
    [0, 0, 0, 255],
    [100, 100, 100, 255],
    [200, 0, 0, 255],
    [100, 0, 0, 255],
    [40, 40, 40, 255],
    [60, 60, 60, 255],
    [220, 0, 0, 255],
    [80, 0, 0, 255],
  ]);
  const half = scaledDown(source, 2);
  expect({ width: half.width, height: half.height }).toEqual({ width: 2, height: 1 });
  expect([...half.data]).toEqual([50, 50, 50, 255, 150, 0, 0, 255]);
});

it('weighs colour by opacity, so a transparent pixel adds no colour, only transparency', () => {
  const source = image(2, 2, [
    [200, 100, 0, 255],
    [0, 0, 255, 0],
    [100, 50, 0, 255],
    [0, 0, 255, 0],
  ]);
  expect([...scaledDown(source, 2).data]).toEqual([150, 75, 0, 128]);
  expect([...scaledDown(image(1, 1, [[9, 9, 9, 0]]), 1).data]).toEqual([0, 0, 0, 0]);
});

it('drops the pixels past the last whole square', () => {
  const source = image(
    3,
    3,
    Array.from({ length: 9 }, (_, i) => [i * 10, 0, 0, 255]),
  );
  const half = scaledDown(source, 2);
  expect({ width: half.width, height: half.height }).toEqual({ width: 1, height: 1 });
  // The top-left square: 0, 10, 30, 40.
  expect([...half.data]).toEqual([20, 0, 0, 255]);
});

it('draws an SVG in plain RGBA: a half-transparent colour keeps its full value', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><rect width="2" height="2" fill="#ff8000" fill-opacity="0.5"/><rect x="2" width="2" height="2" fill="#102030"/></svg>';
  const drawing = rgbaOf(svg, 4);
  expect({ width: drawing.width, height: drawing.height }).toEqual({ width: 4, height: 2 });
  expect([...drawing.data.subarray(0, 4)]).toEqual([255, 128, 0, 128]);
  expect([...drawing.data.subarray(8, 12)]).toEqual([16, 32, 48, 255]);
});
