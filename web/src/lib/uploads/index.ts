/** The shop's one uploader to S3 over Uppy, for every feature that sends files (photos, galleries, design files). */
export {
  createUploader,
  PARALLEL,
  type MultipartRef,
  type SendState,
  type Uploader,
  type UploaderOptions,
  type UploadFile,
  type UploadRoutes,
} from './uploader';
export { isConnectionLost } from './retries';
