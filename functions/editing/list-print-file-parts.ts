/** GET /galleries/editor/{clientId}/{orderId}/print-file/parts: the parts S3 already has, so an upload resumes where it stopped. */
import * as contracts from '../../shared/api/editing';
import { staffRoute } from '../kit/staff-route';
import { printFileUploads } from './lib/print-file';

export const handler = staffRoute(contracts.listPrintFileParts).handler(({ params, query, caller }) => printFileUploads.listParts({ params, caller }, query));
