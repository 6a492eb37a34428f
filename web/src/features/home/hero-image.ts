/**
 * The home page's main picture, its largest paint: the route's loader preloads it while the
 * page's code downloads. Served as WebP at two widths, drawn from its SVG at the build
 * (shared/artwork/raster-versions.ts); the browser takes the one its screen needs. Written out
 * rather than worked out from that list, which would bring it into the app's first chunk; a unit
 * test holds the two together.
 */
export const heroImage = {
  src: '/art/home/hero-1600.webp',
  srcSet: '/art/home/hero-800.webp 800w, /art/home/hero-1600.webp 1600w',
  sizes: '100vw',
  alt: 'Photo albums and loose prints on a walnut table in window light',
  width: 1600,
  height: 900,
} as const;
