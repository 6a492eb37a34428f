/**
 * The design files of one album line, sent from the browser straight to S3 by the shop's uploader
 * (lib/uploads, the one the photo uploads use): proof spreads as single PUTs, signed in one call
 * per batch before they go; the print-ready file (up to 500 MB) in 5 MB parts, each part retried
 * by itself and resumable from the parts S3 already has.
 */
import type { Meta } from '@uppy/core';
import type { printFileMimeTypes, spreadMimeTypes } from '@shared/proofs';
import { SIGNED_PUT_HEADERS } from '@shared/uploads';
import { createUploader, type Uploader } from '@/lib/uploads';
import { abortPrintFile, completePrintFile, listPrintFileParts, signPrintFilePart, signSpreads, startPrintFile } from './api/design-files';

interface DesignMeta extends Meta {
  kind: 'spread' | 'printFile';
  mimeType: string;
  uploadUrl?: string;
}

export interface DesignTarget {
  clientId: string;
  orderId: string;
  lineId: string;
}

export function createDesignUploader(target: DesignTarget, onChange: () => void) {
  const order = { clientId: target.clientId, orderId: target.orderId };
  const uploader: Uploader<DesignMeta> = createUploader<DesignMeta>({
    id: `design-${target.lineId}`,
    inParts: (file) => file.meta.kind === 'printFile',
    onChange,
    routes: {
      signPut: async (file) => ({ url: file.meta.uploadUrl!, headers: { 'content-type': file.meta.mimeType, ...SIGNED_PUT_HEADERS } }),
      multipart: {
        start: async (file) => {
          const started = await startPrintFile(order, {
            lineId: target.lineId,
            fileName: file.name ?? 'print-ready',
            mimeType: file.meta.mimeType as (typeof printFileMimeTypes)[number],
            size: file.size ?? 0,
          });
          return { uploadId: started.uploadId, key: started.key };
        },
        signPart: (ref, partNumber, signal) => signPrintFilePart(order, ref, partNumber, signal),
        listParts: (ref, signal) => listPrintFileParts(order, ref, signal),
        complete: (ref, parts, signal) => completePrintFile(order, ref, parts, signal),
        abort: (ref, signal) => abortPrintFile(order, ref, signal),
      },
    },
  });

  return {
    uploader,
    /** Signs the spreads in one call (they join the round being designed), then sends them; answers the round. */
    async addSpreads(files: { file: File; mimeType: (typeof spreadMimeTypes)[number] }[]) {
      const signed = await signSpreads(order, {
        lineId: target.lineId,
        spreads: files.map(({ file, mimeType }) => ({ fileName: file.name, mimeType, size: file.size })),
      });
      const urlOf = new Map(signed.spreads.map((s) => [s.fileName, s.uploadUrl]));
      uploader.add(
        files.map(({ file, mimeType }) => ({ file, type: mimeType, meta: { kind: 'spread' as const, mimeType, uploadUrl: urlOf.get(file.name.trim()) } })),
        'editors',
      );
      uploader.send();
      return signed.round;
    },
    addPrintFile(file: File, mimeType: (typeof printFileMimeTypes)[number]) {
      uploader.add([{ file, type: mimeType, meta: { kind: 'printFile', mimeType } }], 'editors');
      uploader.send();
    },
    close: () => uploader.close(),
  };
}
export type DesignUploader = ReturnType<typeof createDesignUploader>;
