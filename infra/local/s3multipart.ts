/**
 * ListParts and AbortMultipartUpload for s3rver, which stores a multipart upload's parts as files
 * (`<part number>` and `<part number>.md5`) in one folder per upload id but has no route for
 * either call; and the checks S3 makes on CompleteMultipartUpload before s3rver joins the parts
 * (it opens each named part's file unchecked, and one never uploaded ends the whole process).
 * Answers as S3 does (path-style requests, XML bodies, NoSuchUpload, InvalidPart).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { readBody } from './http';

interface Ctx {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
  req: IncomingMessage;
  res: ServerResponse;
}
type Store = { getResourcePath(bucket: string, key: string | undefined, resource: string): string };

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function multipartExtras(store: Store) {
  return async (ctx: Ctx, next: () => Promise<unknown>) => {
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;
    const [, bucket, ...keyParts] = ctx.path.split('/');
    const isList = ctx.method === 'GET' && ctx.query.partNumber === undefined;
    const isComplete = ctx.method === 'POST';
    if (!uploadId || !bucket || !keyParts.length || !(isList || isComplete || ctx.method === 'DELETE')) return next();
    const key = decodeURIComponent(keyParts.join('/'));
    const dir = join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    const sameKey = existsSync(join(dir, 'key')) && readFileSync(join(dir, 'key'), 'utf8') === key;
    if (!sameKey) {
      ctx.req.resume();
      return refuse(ctx, 404, 'NoSuchUpload', 'The specified upload does not exist.', `<UploadId>${escape(uploadId)}</UploadId>`);
    }
    if (isComplete) {
      const body = await readBody(ctx.req);
      const refusal = completionRefusal(dir, body.toString('utf8'));
      if (refusal) return refuse(ctx, 400, ...refusal);
      // The body is read: s3rver reads it again from here, and joins the parts.
      ctx.req = Object.assign(Readable.from([body]), { headers: ctx.req.headers }) as unknown as IncomingMessage;
      return next();
    }
    if (ctx.method === 'DELETE') {
      rmSync(dir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = null;
      return;
    }
    const parts = readdirSync(dir)
      .filter((f) => /^\d+$/.test(f))
      .map(Number)
      .sort((a, b) => a - b)
      .flatMap((n) => {
        const whole = wholePart(dir, n);
        if (!whole) return [];
        const { mtime } = statSync(join(dir, String(n)));
        return [
          `<Part><PartNumber>${n}</PartNumber><LastModified>${mtime.toISOString()}</LastModified><ETag>"${whole.etag}"</ETag><Size>${whole.size}</Size></Part>`,
        ];
      });
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${escape(bucket)}</Bucket><Key>${escape(key)}</Key>` +
        `<UploadId>${escape(uploadId)}</UploadId><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  };
}

/**
 * Part `n` of the upload in `dir` as S3 has it, or undefined. s3rver writes a part's bytes as they
 * arrive and its .md5 once they have all come: a part cut off on the way (a page reloaded
 * mid-upload) has no .md5, or the one of an earlier attempt. S3 keeps only parts it has whole, so
 * those do not count (they are left out of the list, and uploaded again).
 */
function wholePart(dir: string, n: number): { etag: string; size: number } | undefined {
  const file = join(dir, String(n));
  if (!existsSync(file) || !existsSync(`${file}.md5`)) return undefined;
  const etag = readFileSync(`${file}.md5`, 'utf8').trim();
  const bytes = readFileSync(file);
  return createHash('md5').update(bytes).digest('hex') === etag ? { etag, size: bytes.length } : undefined;
}

/** Why S3 would refuse to complete the upload in `dir` with the parts `body` names: [code, message, detail], or undefined. */
function completionRefusal(dir: string, body: string): [string, string, string] | undefined {
  const named = [...body.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, part]) => ({
    number: Number(/<PartNumber>\s*(\d+)\s*<\/PartNumber>/.exec(part!)?.[1]),
    etag: (/<ETag>([\s\S]*?)<\/ETag>/.exec(part!)?.[1] ?? '').replace(/&quot;|"/g, '').trim(),
  }));
  if (!named.length || named.some((p) => !Number.isInteger(p.number)))
    return ['MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema.', ''];
  if (named.some((p, i) => i > 0 && p.number <= named[i - 1]!.number))
    return ['InvalidPartOrder', 'The list of parts was not in ascending order. Parts must be ordered by part number.', ''];
  const missing = named.find((p) => wholePart(dir, p.number)?.etag !== p.etag);
  if (missing)
    return [
      'InvalidPart',
      "One or more of the specified parts could not be found.  The part may not have been uploaded, or the specified entity tag may not have matched the part's entity tag.",
      `<PartNumber>${missing.number}</PartNumber><ETag>${escape(missing.etag)}</ETag>`,
    ];
  return undefined;
}

function refuse(ctx: Ctx, status: number, code: string, message: string, detail: string): void {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = xml(`<Error><Code>${code}</Code><Message>${escape(message)}</Message>${detail}</Error>`);
}
