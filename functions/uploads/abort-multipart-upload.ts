/** DELETE /galleries/user/{userId}/{orderId}/multipart: abandons a multipart upload and frees its place at once. */
import * as contracts from '../../shared/api/uploads';
import { route } from '../kit/route';
import { photoUploads } from './lib/multipart';

export const handler = route(contracts.abortMultipartUpload).handler(({ params, body }) => photoUploads.abort(params, body));
