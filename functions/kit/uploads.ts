/**
 * The upload kit: the server side of a file the browser sends straight to the uploads bucket, the
 * same for a customer's photos and for the editors' design files. A small file goes up with one
 * presigned PUT (`signPuts`); a large one in parts: `startMultipartUpload` starts it and has the
 * area record it, and `multipartUploads(find)` answers the four requests that follow (sign parts,
 * list the parts S3 has, complete, abort). An area gives only what differs: who may call (its
 * route or staffRoute), which upload a request names and whether the caller may touch it (`find`,
 * which refuses any other), its keys and limits, and what completing or abandoning it records.
 */
import { PART_BYTES, uploadMessages } from '../../shared/uploads';
import { abortMultipart, completeMultipart, listParts, signPartPut, signPhotoPuts, startMultipart } from '../data/photo-files';
import { Conflict, NotFound, ValidationFailed } from './errors';
import type { Logger } from './logger';

/** A multipart upload a request names. */
export interface MultipartRef {
  key: string;
  uploadId: string;
}

/** The upload in progress a request names, as its area found it for the caller. */
export interface UploadInProgress {
  /** Its size in bytes, as signed when it started: the parts are cut from it. */
  size: number;
  /** Records the file complete once S3 has joined it; false when it is no longer the upload in progress. */
  completed?: () => Promise<boolean>;
  /** Records the upload abandoned once S3 has dropped its parts. */
  aborted: () => Promise<unknown>;
}

/**
 * Finds the upload `ref` names for the request's `who` (its params and caller), or refuses: an
 * upload of another order, a completed, aborted or replaced one, or one the caller may no longer
 * change.
 */
export type FindUpload<Who> = (who: Who, ref: MultipartRef) => Promise<UploadInProgress>;

/** A file of `size` bytes goes up in PART_BYTES parts, the last one the remainder. */
export const partCountOf = (size: number) => Math.max(1, Math.ceil(size / PART_BYTES));

export function partSizeOf(size: number, partNumber: number): number {
  const parts = partCountOf(size);
  if (partNumber < 1 || partNumber > parts)
    throw new ValidationFailed(uploadMessages.partOutOfRange(parts), { partNumbers: uploadMessages.partOutOfRange(parts) });
  return partNumber < parts ? PART_BYTES : size - PART_BYTES * (parts - 1);
}

/** A presigned PUT for each file (its type and exact length signed, and only to create the object), signed together. */
export async function signPuts<F extends { key: string; mimeType: string; size: number }>(files: F[]): Promise<(F & { uploadUrl: string })[]> {
  const urls = await signPhotoPuts(files);
  return files.map((file, i) => ({ ...file, uploadUrl: urls[i]! }));
}

/**
 * Starts a multipart upload at `key` and has the area `record` it, which answers the refusal to
 * throw when it may not be recorded. When recording fails or is refused, the upload is aborted
 * again, so no upload is left that no record names.
 */
export async function startMultipartUpload(key: string, mimeType: string, record: (uploadId: string) => Promise<Error | undefined>): Promise<string> {
  const uploadId = await startMultipart(key, mimeType);
  let refusal: Error | undefined = new Error('The upload was not recorded');
  try {
    refusal = await record(uploadId);
  } finally {
    if (refusal) await abortMultipart(key, uploadId);
  }
  if (refusal) throw refusal;
  return uploadId;
}

/** The requests that follow a multipart upload's start, for the uploads `find` finds. */
export function multipartUploads<Who>(find: FindUpload<Who>) {
  return {
    /** A PUT per part, each signed for its exact length. */
    async signParts(who: Who, ref: MultipartRef & { partNumbers: number[] }) {
      const upload = await find(who, ref);
      const sizes = ref.partNumbers.map((partNumber) => ({ partNumber, size: partSizeOf(upload.size, partNumber) }));
      return {
        urls: await Promise.all(sizes.map(async ({ partNumber, size }) => ({ partNumber, url: await signPartPut(ref.key, ref.uploadId, partNumber, size) }))),
      };
    },

    /** The parts S3 already has whole, so an upload resumes where it stopped. */
    async listParts(who: Who, ref: MultipartRef) {
      await find(who, ref);
      return { parts: await listParts(ref.key, ref.uploadId) };
    },

    /**
     * Joins the parts: every part once, as many as the size makes, or the words for parts missing.
     * S3 joins them only where no file is at the key yet (If-None-Match).
     */
    async complete(who: Who, ref: MultipartRef & { parts: { PartNumber: number; ETag: string }[] }, log: Logger) {
      const upload = await find(who, ref);
      const numbers = new Set(ref.parts.map((p) => p.PartNumber));
      const expected = partCountOf(upload.size);
      if (numbers.size !== ref.parts.length || numbers.size !== expected || ![...numbers].every((n) => n >= 1 && n <= expected))
        throw new ValidationFailed(uploadMessages.partsMissing);
      try {
        await completeMultipart(ref.key, ref.uploadId, ref.parts);
      } catch (err) {
        const name = (err as Error).name;
        if (name === 'PreconditionFailed') throw new Conflict(uploadMessages.alreadyArrived);
        if (name !== 'InvalidPart' && name !== 'InvalidPartOrder' && name !== 'EntityTooSmall') throw err;
        log.info('multipart refused by S3', { name });
        throw new ValidationFailed(uploadMessages.partsMissing);
      }
      if (upload.completed && !(await upload.completed())) throw new NotFound(uploadMessages.noSuchUpload);
      return { key: ref.key };
    },

    /** Abandons the upload: S3 drops its parts, and the area records it. */
    async abort(who: Who, ref: MultipartRef) {
      const upload = await find(who, ref);
      await abortMultipart(ref.key, ref.uploadId);
      await upload.aborted();
      return {};
    },
  };
}
