/**
 * ListParts and AbortMultipartUpload for s3rver, which stores a multipart upload's parts as files
 * (`<part number>` and `<part number>.md5`) in one folder per upload id but has no route for
 * either call. Answers as S3 does (path-style requests, XML bodies, NoSuchUpload).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

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
    if (!uploadId || !bucket || !keyParts.length || !(isList || ctx.method === 'DELETE')) return next();
    const key = decodeURIComponent(keyParts.join('/'));
    const dir = join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    const sameKey = existsSync(join(dir, 'key')) && readFileSync(join(dir, 'key'), 'utf8') === key;
    if (!sameKey) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = xml(`<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${escape(uploadId)}</UploadId></Error>`);
      return;
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
        const file = join(dir, String(n));
        // s3rver writes a part's bytes as they arrive and its .md5 once they have all come: a part
        // cut off on the way (a page reloaded mid-upload) has no .md5, or the one of an earlier
        // attempt. S3 lists only parts it has whole, so those are left out, and uploaded again.
        const etag = existsSync(`${file}.md5`) ? readFileSync(`${file}.md5`, 'utf8').trim() : undefined;
        const bytes = readFileSync(file);
        if (!etag || createHash('md5').update(bytes).digest('hex') !== etag) return [];
        const { mtime } = statSync(file);
        return [`<Part><PartNumber>${n}</PartNumber><LastModified>${mtime.toISOString()}</LastModified><ETag>"${etag}"</ETag><Size>${bytes.length}</Size></Part>`];
      });
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${escape(bucket)}</Bucket><Key>${escape(key)}</Key>` +
        `<UploadId>${escape(uploadId)}</UploadId><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  };
}
