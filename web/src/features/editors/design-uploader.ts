/**
 * The design files of one album line, sent from the browser straight to S3 with Uppy's S3 plugin
 * (the machinery the photo uploads use): proof spreads as single PUTs, signed in one call per
 * batch before they go; the print-ready file (up to 500 MB) in 5 MB parts, each part retried by
 * itself and resumable from the parts S3 already has.
 */
import Uppy, { type UppyFile } from '@uppy/core';
import AwsS3 from '@uppy/aws-s3';
import type { spreadMimeTypes, printFileMimeTypes } from '@shared/proofs';
import { PART_BYTES } from '@shared/uploads';
import { abortPrintFile, completePrintFile, listPrintFileParts, signPrintFilePart, signSpreads, startPrintFile } from './api/design-files';

interface DesignMeta {
  [key: string]: unknown;
  kind: 'spread' | 'printFile';
  mimeType: string;
  uploadUrl?: string;
}
type DesignFile = UppyFile<DesignMeta, Record<string, never>>;

export interface DesignTarget {
  clientId: string;
  orderId: string;
  lineId: string;
}

export function createDesignUploader(target: DesignTarget, onChange: () => void) {
  const order = { clientId: target.clientId, orderId: target.orderId };
  const uppy = new Uppy<DesignMeta, Record<string, never>>({ id: `design-${target.lineId}`, autoProceed: false, allowMultipleUploadBatches: true });
  uppy.use(AwsS3<DesignMeta, Record<string, never>>, {
    limit: 4,
    retryDelays: [1_000, 3_000, 8_000],
    shouldUseMultipart: (file) => file.meta.kind === 'printFile',
    getChunkSize: () => PART_BYTES,
    getUploadParameters: (file: DesignFile) => ({ method: 'PUT', url: file.meta.uploadUrl!, headers: { 'content-type': file.meta.mimeType } }),
    async createMultipartUpload(file) {
      const started = await startPrintFile(order, {
        lineId: target.lineId,
        fileName: file.name ?? 'print-ready',
        mimeType: file.meta.mimeType as (typeof printFileMimeTypes)[number],
        size: file.size ?? 0,
      });
      return { uploadId: started.uploadId, key: started.key };
    },
    async signPart(_file, { uploadId, key, partNumber, signal }) {
      return { method: 'PUT', url: await signPrintFilePart(order, { uploadId, key }, partNumber, signal) };
    },
    listParts: (_file, { uploadId, key, signal }) => listPrintFileParts(order, { uploadId: uploadId!, key }, signal),
    async completeMultipartUpload(_file, { uploadId, key, parts, signal }) {
      const done = parts.flatMap((p) => (p.PartNumber && p.ETag ? [{ PartNumber: p.PartNumber, ETag: p.ETag }] : []));
      await completePrintFile(order, { uploadId: uploadId!, key }, done, signal);
      return {};
    },
    async abortMultipartUpload(_file, { uploadId, key, signal }) {
      await abortPrintFile(order, { uploadId: uploadId!, key }, signal);
    },
  });
  uppy.on('state-update', onChange);

  const addFile = (file: File, meta: DesignMeta) => {
    try {
      return uppy.addFile({ name: file.name, type: meta.mimeType, data: file, meta, source: 'editors' });
    } catch {
      // Uppy refuses the same file twice in one visit; it is already on its way.
      return undefined;
    }
  };

  return {
    uppy,
    /** Signs the spreads in one call (they join the round being designed), then sends them. */
    async addSpreads(files: { file: File; mimeType: (typeof spreadMimeTypes)[number] }[]) {
      const signed = await signSpreads(order, {
        lineId: target.lineId,
        spreads: files.map(({ file, mimeType }) => ({ fileName: file.name, mimeType, size: file.size })),
      });
      const urlOf = new Map(signed.spreads.map((s) => [s.fileName, s.uploadUrl]));
      for (const { file, mimeType } of files) addFile(file, { kind: 'spread', mimeType, uploadUrl: urlOf.get(file.name.trim()) });
      await uppy.upload();
      return signed.round;
    },
    async addPrintFile(file: File, mimeType: (typeof printFileMimeTypes)[number]) {
      addFile(file, { kind: 'printFile', mimeType });
      await uppy.upload();
    },
    close: () => uppy.destroy(),
  };
}
export type DesignUploader = ReturnType<typeof createDesignUploader>;
