/** What the app's pages and other features use of this feature. */
export { AlbumRow, orList, pageCountsOf } from './components/album-row';
export { CatalogError, CatalogLoading } from './components/catalog-state';
export { LearnPage } from './components/learn-page';
