/**
 * The design-file routes the uploader calls: spreads signed in one call per batch, and the
 * print-ready file's multipart upload (start, sign parts, list parts to resume, complete, abort).
 */
import type { BodyOf, ContractOf } from '@shared/api/contract';
import { editingRoutes } from '@shared/api/routes/editing';
import { api } from '@/lib/api-client';

type Order = { clientId: string; orderId: string };
type Ref = { key: string; uploadId: string };

export const signSpreads = (order: Order, body: BodyOf<ContractOf<typeof editingRoutes.signDesignSpreads>>) =>
  api(editingRoutes.signDesignSpreads, { params: order, body });

export const startPrintFile = (order: Order, body: BodyOf<ContractOf<typeof editingRoutes.startPrintFile>>) =>
  api(editingRoutes.startPrintFile, { params: order, body });

export const signPrintFilePart = async (order: Order, ref: Ref, partNumber: number, signal?: AbortSignal) =>
  (await api(editingRoutes.signPrintFileParts, { params: order, body: { ...ref, partNumbers: [partNumber] }, signal })).urls[0]!.url;

export const listPrintFileParts = async (order: Order, ref: Ref, signal?: AbortSignal) =>
  (await api(editingRoutes.listPrintFileParts, { params: order, query: ref, signal })).parts;

export const completePrintFile = (order: Order, ref: Ref, parts: { PartNumber: number; ETag: string }[], signal?: AbortSignal) =>
  api(editingRoutes.completePrintFile, { params: order, body: { ...ref, parts }, signal });

export const abortPrintFile = (order: Order, ref: Ref, signal?: AbortSignal) =>
  api(editingRoutes.abortPrintFile, { params: order, body: ref, signal });
