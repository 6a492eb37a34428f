/**
 * POST /galleries/user/{userId}/{orderId}/multipart/complete: joins the parts into the photo. Its
 * arrival is then checked like any other (check-upload), which marks it uploaded.
 */
import * as contracts from '../../shared/api/uploads';
import { route } from '../kit/route';
import { photoUploads } from './lib/multipart';

export const handler = route(contracts.completeMultipartUpload).handler(({ params, body, log }) => photoUploads.complete(params, body, log));
