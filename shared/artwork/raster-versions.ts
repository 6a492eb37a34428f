/** Which of the artwork's pictures are also served as WebP: apart from the drawing code, so the site's head and the tests read it without loading that. */
/**
 * Pictures the site also serves as WebP, drawn from their SVG at the build, and at what widths.
 * The home pictures' wood grain, leather relief and soft shadows are SVG filters: drawn by the
 * browser, the picture cost a desktop Chromium about 0.3 s of CPU each time the home page
 * opened (a phone, several times that); as WebP it is a decode.
 */
const rastered: Record<string, readonly number[]> = {
  '/art/home/hero.svg': [800, 1600],
  '/art/home/hero-travel.svg': [800, 1600],
  '/art/home/hero-wedding.svg': [800, 1600],
};

/** Where the WebP of `svgPath` at `width` is served: `/art/home/hero.svg` at 800 is `/art/home/hero-800.webp`. */
export const rasterPath = (svgPath: string, width: number): string => svgPath.replace(/\.svg$/, `-${width}.webp`);

/** Every WebP version the site serves: its path, the SVG it is drawn from and its width. */
export function rasterVersions(): { path: string; svgPath: string; width: number }[] {
  return Object.entries(rastered).flatMap(([svgPath, widths]) => widths.map((width) => ({ path: rasterPath(svgPath, width), svgPath, width })));
}

/** The `srcset` of a rastered picture, every width it is served at. */
export function rasterSrcSet(svgPath: string): string {
  const widths = rastered[svgPath];
  if (!widths) throw new Error(`${svgPath} is not served as WebP`);
  return widths.map((width) => `${rasterPath(svgPath, width)} ${width}w`).join(', ');
}
