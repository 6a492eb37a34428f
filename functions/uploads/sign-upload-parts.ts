/** POST /galleries/user/{userId}/{orderId}/multipart/parts: a PUT per part, each signed for its exact length. */
import * as contracts from '../../shared/api/uploads';
import { route } from '../kit/route';
import { photoUploads } from './lib/multipart';

export const handler = route(contracts.signUploadParts).handler(({ params, body }) => photoUploads.signParts(params, body));
