/** How a page calls the uploads routes: method, path and who may call; the schemas stay in ../uploads.ts. */
import type { uploadRoutes as contracts } from '../uploads';
import { describeRoutes, type RoutesOf } from '../contract';

const staffReaders = ['owner', 'Admin', 'Employee', 'Editors'] as const;

export const uploadPaths = describeRoutes({
  signUploads: { method: 'POST', path: '/galleries/user/{userId}/{orderId}', allow: ['owner'] },
  startMultipartUpload: { method: 'POST', path: '/galleries/user/{userId}/{orderId}/multipart', allow: ['owner'] },
  signUploadParts: { method: 'POST', path: '/galleries/user/{userId}/{orderId}/multipart/parts', allow: ['owner'] },
  listUploadParts: { method: 'GET', path: '/galleries/user/{userId}/{orderId}/multipart/parts', allow: ['owner'] },
  completeMultipartUpload: { method: 'POST', path: '/galleries/user/{userId}/{orderId}/multipart/complete', allow: ['owner'] },
  abortMultipartUpload: { method: 'DELETE', path: '/galleries/user/{userId}/{orderId}/multipart', allow: ['owner'] },
  listLineImages: { method: 'GET', path: '/galleries/user/{userId}/{orderId}/items', allow: staffReaders },
  removeLineImage: { method: 'DELETE', path: '/galleries/user/{userId}/{orderId}/items/{imageId}', allow: ['owner'] },
  imageCounts: { method: 'GET', path: '/galleries/user/{userId}/image-count', allow: staffReaders },
  completeUploads: { method: 'POST', path: '/orders/{userId}/{orderId}/uploads-complete', allow: ['owner'] },
  createGallery: { method: 'POST', path: '/gallery/{userId}/{orderId}', allow: ['owner'] },
  listGalleryImages: { method: 'GET', path: '/gallery/gallery-images/{userId}/{orderId}', allow: staffReaders },
});

/** What the web imports: typed by the contract, without its schemas. */
export const uploadRoutes: RoutesOf<typeof contracts> = uploadPaths;
