/** DELETE /galleries/editor/{clientId}/{orderId}/print-file: abandons an upload of the print-ready file. */
import * as contracts from '../../shared/api/editing';
import { staffRoute } from '../kit/staff-route';
import { printFileUploads } from './lib/print-file';

export const handler = staffRoute(contracts.abortPrintFile).handler(({ params, body, caller }) => printFileUploads.abort({ params, caller }, body));
