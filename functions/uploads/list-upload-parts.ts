/** GET /galleries/user/{userId}/{orderId}/multipart/parts: the parts S3 already has, so an upload resumes where it stopped. */
import * as contracts from '../../shared/api/uploads';
import { route } from '../kit/route';
import { photoUploads } from './lib/multipart';

export const handler = route(contracts.listUploadParts).handler(({ params, query }) => photoUploads.listParts(params, query));
