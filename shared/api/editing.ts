/**
 * The editors' dashboard (/admin/editors, for Admin and Editors): the editing queue, the editors'
 * status dropdown, and the design files of each album line. `{clientId}` is the customer whose
 * order it is. Design files go from the browser straight to S3 through presigned URLs, never
 * through a function, whose payload is capped at 6 MB (docs/editing.md).
 */
import * as z from 'zod/mini';
import {
  editingQueueSchema,
  editorStatusChangeSchema,
  orderDesignsSchema,
  printFileStartedSchema,
  queueOrderSchema,
  signedSpreadsSchema,
  signSpreadsSchema,
  startPrintFileSchema,
} from '../editing';
import { abortMultipartSchema, completeMultipartSchema, listPartsQuerySchema, signedPartsSchema, signPartsSchema, uploadedPartsSchema } from '../uploads';
import { defineContract } from './contract';
import * as table from './routes';

export const listEditingQueue = defineContract({
  ...table.listEditingQueue,
  summary: "The editing queue and its counts, for the signed-in editor ({userId} is the editor's own id)",
  response: editingQueueSchema,
});

export const setEditingStatus = defineContract({
  ...table.setEditingStatus,
  summary: 'The editors’ status dropdown; Waiting for client approval sends the proof once every album has its design',
  body: editorStatusChangeSchema,
  response: queueOrderSchema,
});

export const getOrderDesigns = defineContract({
  ...table.getOrderDesigns,
  summary: 'Every design round of each album of an order in the editing queue, with the customer’s comments',
  response: orderDesignsSchema,
});

export const signDesignSpreads = defineContract({
  ...table.signDesignSpreads,
  summary: 'Adds spreads to the proof being designed for an album and signs a PUT per spread',
  body: signSpreadsSchema,
  response: signedSpreadsSchema,
});

export const startPrintFile = defineContract({
  ...table.startPrintFile,
  summary: 'Starts the multipart upload of an album’s print-ready file (up to 500 MB)',
  body: startPrintFileSchema,
  response: printFileStartedSchema,
});

export const signPrintFileParts = defineContract({
  ...table.signPrintFileParts,
  summary: 'Signs a PUT per part of the print-ready file',
  body: signPartsSchema,
  response: signedPartsSchema,
});

export const listPrintFileParts = defineContract({
  ...table.listPrintFileParts,
  summary: 'The parts of the print-ready file S3 already has, to resume',
  query: listPartsQuerySchema,
  response: uploadedPartsSchema,
});

export const completePrintFile = defineContract({
  ...table.completePrintFile,
  summary: 'Joins the parts of the print-ready file',
  body: completeMultipartSchema,
  response: z.object({ key: z.string() }),
});

export const abortPrintFile = defineContract({
  ...table.abortPrintFile,
  summary: 'Abandons an upload of the print-ready file',
  body: abortMultipartSchema,
  response: z.object({}),
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const editingRoutes = {
  listEditingQueue,
  setEditingStatus,
  getOrderDesigns,
  signDesignSpreads,
  startPrintFile,
  signPrintFileParts,
  listPrintFileParts,
  completePrintFile,
  abortPrintFile,
};
