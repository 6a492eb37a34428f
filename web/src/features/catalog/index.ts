/** What other features use of the catalog: its click-time reads, the paths and pictures of its pages, its copy rules. */
export { readAlbumNow } from './api/get-album';
export { readProductNow } from './api/get-product';
export { cardPictureOf, learnPathOf, orderPathOf, picturesOf } from './links';
export { withoutComingSoon } from './storefront';
export { albumQuery, useAlbum } from './api/get-album';
export { albumsQuery, useAlbums } from './api/get-albums';
export { productQuery, useProduct } from './api/get-product';
export { productsQuery, useProducts } from './api/get-products';
export { CatalogSection } from './components/catalog-section';
export { navbarPictureOf } from './links';
export { albumRevisionOf, albumsByPrice, albumsForSale, comingSoon, wallArtForSale } from './storefront';
