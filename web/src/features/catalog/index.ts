/** What other features use of the catalog: its fetchers, the paths and pictures of its pages, its copy rules. */
export { getAlbum } from './api/get-album';
export { getProduct } from './api/get-product';
export { cardPictureOf, learnPathOf, orderPathOf } from './links';
export { withoutComingSoon } from './storefront';
