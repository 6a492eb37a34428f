/**
 * The design-file routes the uploader calls: spreads signed in one call per batch, and the
 * print-ready file's multipart upload (start, sign parts, list parts to resume, complete, abort).
 */
import type { ContractOf } from '@shared/api';
import type { BodyOf } from '@shared/api/contract';
import { api } from '@/lib/api-client';

type Order = { clientId: string; orderId: string };
type Ref = { key: string; uploadId: string };

export const signSpreads = (order: Order, body: BodyOf<ContractOf<'POST /galleries/editor/{clientId}/{orderId}'>>) =>
  api('POST /galleries/editor/{clientId}/{orderId}', { params: order, body });

export const startPrintFile = (order: Order, body: BodyOf<ContractOf<'POST /galleries/editor/{clientId}/{orderId}/print-file'>>) =>
  api('POST /galleries/editor/{clientId}/{orderId}/print-file', { params: order, body });

export const signPrintFilePart = async (order: Order, ref: Ref, partNumber: number, signal?: AbortSignal) =>
  (await api('POST /galleries/editor/{clientId}/{orderId}/print-file/parts', { params: order, body: { ...ref, partNumbers: [partNumber] }, signal })).urls[0]!
    .url;

export const listPrintFileParts = async (order: Order, ref: Ref, signal?: AbortSignal) =>
  (await api('GET /galleries/editor/{clientId}/{orderId}/print-file/parts', { params: order, query: ref, signal })).parts;

export const completePrintFile = (order: Order, ref: Ref, parts: { PartNumber: number; ETag: string }[], signal?: AbortSignal) =>
  api('POST /galleries/editor/{clientId}/{orderId}/print-file/complete', { params: order, body: { ...ref, parts }, signal });

export const abortPrintFile = (order: Order, ref: Ref, signal?: AbortSignal) =>
  api('DELETE /galleries/editor/{clientId}/{orderId}/print-file', { params: order, body: ref, signal });
