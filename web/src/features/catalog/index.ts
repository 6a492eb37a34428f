/** What other features use of the catalog: its click-time reads, the paths and pictures of its pages, its copy rules. */
export { readAlbumNow } from './api/get-album';
export { readProductNow } from './api/get-product';
export { cardPictureOf, learnPathOf, orderPathOf } from './links';
export { withoutComingSoon } from './storefront';
