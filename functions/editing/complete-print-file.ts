/** POST /galleries/editor/{clientId}/{orderId}/print-file/complete: joins the parts; the round records its print-ready file. */
import * as contracts from '../../shared/api/editing';
import { staffRoute } from '../kit/staff-route';
import { printFileUploads } from './lib/print-file';

export const handler = staffRoute(contracts.completePrintFile).handler(({ params, body, caller, log }) =>
  printFileUploads.complete({ params, caller }, body, log),
);
