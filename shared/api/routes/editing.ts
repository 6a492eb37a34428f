/** How a page calls the editing routes: method, path and who may call; the schemas stay in ../editing.ts. */
import type { editingRoutes as contracts } from '../editing';
import { describeRoutes, type RoutesOf } from '../contract';

const editors = ['Admin', 'Editors'] as const;

export const editingPaths = describeRoutes({
  listEditingQueue: { method: 'GET', path: '/orders/editors/{userId}', allow: editors },
  setEditingStatus: { method: 'PUT', path: '/orders/editors/{clientId}/{orderId}/status', allow: editors },
  getOrderDesigns: { method: 'GET', path: '/galleries/editor/{clientId}/{orderId}', allow: editors },
  signDesignSpreads: { method: 'POST', path: '/galleries/editor/{clientId}/{orderId}', allow: editors },
  startPrintFile: { method: 'POST', path: '/galleries/editor/{clientId}/{orderId}/print-file', allow: editors },
  signPrintFileParts: { method: 'POST', path: '/galleries/editor/{clientId}/{orderId}/print-file/parts', allow: editors },
  listPrintFileParts: { method: 'GET', path: '/galleries/editor/{clientId}/{orderId}/print-file/parts', allow: editors },
  completePrintFile: { method: 'POST', path: '/galleries/editor/{clientId}/{orderId}/print-file/complete', allow: editors },
  abortPrintFile: { method: 'DELETE', path: '/galleries/editor/{clientId}/{orderId}/print-file', allow: editors },
});

/** What the web imports: typed by the contract, without its schemas. */
export const editingRoutes: RoutesOf<typeof contracts> = editingPaths;
