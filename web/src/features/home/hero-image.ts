/**
 * The home page's pictures. The first is the page's main picture, its largest paint: the route's
 * loader preloads it while the page's code downloads. The others follow it in the home carousel,
 * fetched once the page has loaded. Each is served as WebP at two widths, drawn from its SVG at
 * the build (shared/artwork/raster-versions.ts); the browser takes the one its screen needs.
 * Written out rather than worked out from that list, which would bring it into the app's first
 * chunk; a unit test holds the two together.
 */
const picture = (name: string, alt: string) =>
  ({
    src: `/art/home/${name}-1600.webp`,
    srcSet: `/art/home/${name}-800.webp 800w, /art/home/${name}-1600.webp 1600w`,
    sizes: '100vw',
    alt,
    width: 1600,
    height: 900,
  }) as const;

export const heroImages = [
  picture('hero', 'Photo albums and loose prints on a walnut table in window light'),
  picture('hero-travel', 'A linen travel album open on a gallery of landscapes, its prints laid beside it'),
  picture('hero-wedding', 'A wedding album open on the studio table beside its leather-bound twin'),
] as const;

export const heroImage = heroImages[0];
