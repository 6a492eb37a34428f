/**
 * The editors' dashboard (spec §2 /admin/editors, §6 "Admin or Editors", §7): the editing queue,
 * the editors' status dropdown, and the design files of each album line. `{clientId}` is the
 * customer whose order it is. Design files go from the browser straight to S3 through presigned
 * URLs, never through a function (spec §7 shows a multipart POST; see docs/editing.md).
 */
import * as z from 'zod/mini';
import {
  editingQueueSchema, editorStatusChangeSchema, orderDesignsSchema, printFileStartedSchema, queueOrderSchema,
  signedSpreadsSchema, signSpreadsSchema, startPrintFileSchema,
} from '../editing';
import {
  abortMultipartSchema, completeMultipartSchema, listPartsQuerySchema, signedPartsSchema, signPartsSchema, uploadedPartsSchema,
} from '../uploads';
import { defineContract } from './contract';

const editors = ['Admin', 'Editors'] as const;

export const editingRoutes = {
  listEditingQueue: defineContract({
    method: 'GET', path: '/orders/editors/{userId}', summary: "The editing queue and its counts, for the signed-in editor ({userId} is the editor's own id)",
    allow: editors, response: editingQueueSchema,
  }),
  setEditingStatus: defineContract({
    method: 'PUT', path: '/orders/editors/{clientId}/{orderId}/status', summary: 'The editors’ status dropdown; Waiting for client approval sends the proof once every album has its design',
    allow: editors, body: editorStatusChangeSchema, response: queueOrderSchema,
  }),
  getOrderDesigns: defineContract({
    method: 'GET', path: '/galleries/editor/{clientId}/{orderId}', summary: 'Every design round of each album of an order in the editing queue, with the customer’s comments',
    allow: editors, response: orderDesignsSchema,
  }),
  signDesignSpreads: defineContract({
    method: 'POST', path: '/galleries/editor/{clientId}/{orderId}', summary: 'Adds spreads to the proof being designed for an album and signs a PUT per spread',
    allow: editors, body: signSpreadsSchema, response: signedSpreadsSchema,
  }),
  startPrintFile: defineContract({
    method: 'POST', path: '/galleries/editor/{clientId}/{orderId}/print-file', summary: 'Starts the multipart upload of an album’s print-ready file (up to 500 MB)',
    allow: editors, body: startPrintFileSchema, response: printFileStartedSchema,
  }),
  signPrintFileParts: defineContract({
    method: 'POST', path: '/galleries/editor/{clientId}/{orderId}/print-file/parts', summary: 'Signs a PUT per part of the print-ready file',
    allow: editors, body: signPartsSchema, response: signedPartsSchema,
  }),
  listPrintFileParts: defineContract({
    method: 'GET', path: '/galleries/editor/{clientId}/{orderId}/print-file/parts', summary: 'The parts of the print-ready file S3 already has, to resume',
    allow: editors, query: listPartsQuerySchema, response: uploadedPartsSchema,
  }),
  completePrintFile: defineContract({
    method: 'POST', path: '/galleries/editor/{clientId}/{orderId}/print-file/complete', summary: 'Joins the parts of the print-ready file',
    allow: editors, body: completeMultipartSchema, response: z.object({ key: z.string() }),
  }),
  abortPrintFile: defineContract({
    method: 'DELETE', path: '/galleries/editor/{clientId}/{orderId}/print-file', summary: 'Abandons an upload of the print-ready file',
    allow: editors, body: abortMultipartSchema, response: z.object({}),
  }),
};
