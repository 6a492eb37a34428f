/** POST /galleries/editor/{clientId}/{orderId}/print-file/parts: a PUT per part of the print-ready file, each signed for its exact length. */
import * as contracts from '../../shared/api/editing';
import { staffRoute } from '../kit/staff-route';
import { printFileUploads } from './lib/print-file';

export const handler = staffRoute(contracts.signPrintFileParts).handler(({ params, body, caller }) => printFileUploads.signParts({ params, caller }, body));
