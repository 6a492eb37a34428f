/** The home page's main picture, its largest paint: the route's loader preloads it while the page's code downloads. */
export const heroImage = {
  src: '/art/home/hero.svg',
  alt: 'Photo albums and loose prints on a walnut table in window light',
  width: 1600,
  height: 900,
} as const;
