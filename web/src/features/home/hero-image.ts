/**
 * The home page's main picture, its largest paint: the route's loader preloads it while the
 * page's code downloads. Served as WebP at two widths, drawn from its SVG at the build
 * (shared/artwork/raster-versions.ts); the browser takes the one its screen needs.
 */
import { rasterPath, rasterSrcSet } from '@shared/artwork/raster-versions';

const drawing = '/art/home/hero.svg';

export const heroImage = {
  src: rasterPath(drawing, 1600),
  srcSet: rasterSrcSet(drawing),
  sizes: '100vw',
  alt: 'Photo albums and loose prints on a walnut table in window light',
  width: 1600,
  height: 900,
} as const;
