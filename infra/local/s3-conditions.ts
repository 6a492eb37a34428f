/**
 * S3's conditional writes, which s3rver ignores: a PutObject or CompleteMultipartUpload sent with
 * `If-None-Match: *` is refused with 412 PreconditionFailed when an object is at its key already,
 * and nothing is written. (An UploadPart takes no condition in S3 either.)
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';

interface Ctx {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
  req: IncomingMessage;
}
type Store = { getResourcePath(bucket: string, key: string | undefined, resource: string): string };

export function conditionalWrites(store: Store) {
  return async (ctx: Ctx, next: () => Promise<unknown>) => {
    const [, bucket, ...keyParts] = ctx.path.split('/');
    const isPut = ctx.method === 'PUT' && ctx.query.partNumber === undefined && !ctx.headers['x-amz-copy-source'];
    const isComplete = ctx.method === 'POST' && typeof ctx.query.uploadId === 'string';
    if (!bucket || !keyParts.length || !(isPut || isComplete) || ctx.headers['if-none-match'] !== '*') return next();
    const key = decodeURIComponent(keyParts.join('/'));
    if (!existsSync(store.getResourcePath(bucket, key, 'object'))) return next();
    ctx.req.resume();
    ctx.status = 412;
    ctx.type = 'application/xml';
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code>' +
      '<Message>At least one of the pre-conditions you specified did not hold</Message><Condition>If-None-Match</Condition></Error>';
  };
}
