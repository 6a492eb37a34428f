/** What the app's pages and other features use of this feature. */
export { GalleryUpload } from './components/gallery-upload';
export { useOrderUploads } from './components/order-uploads';
