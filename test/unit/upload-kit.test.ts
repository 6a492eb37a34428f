/**
 * The upload kit (functions/kit/uploads.ts): the one server side of uploads that a customer's
 * photos and the editors' design files share. Its part arithmetic, its refusals before S3 is asked,
 * and that no area signs, starts, completes or lists a multipart upload but through it.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PART_BYTES, uploadMessages } from '../../shared/uploads';
import { sourcesUnder } from '../support/source-files';

const saved = { ...process.env };
afterAll(() => {
  process.env = saved;
});

async function kit(): Promise<typeof import('../../functions/kit/uploads')> {
  Object.assign(process.env, { AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret', UPLOADS_BUCKET: 'shop-uploads' });
  return import('../../functions/kit/uploads');
}

const ref = { key: 'orders/o1/l1/p1', uploadId: 'up-1' };
const log = { info: jest.fn() } as never;

it('cuts a file in PART_BYTES parts, the last the remainder, and names the parts there are when asked for another', async () => {
  const { partCountOf, partSizeOf } = await kit();
  expect(partCountOf(PART_BYTES * 2 + 7)).toBe(3);
  expect([1, 2, 3].map((n) => partSizeOf(PART_BYTES * 2 + 7, n))).toEqual([PART_BYTES, PART_BYTES, 7]);
  expect(() => partSizeOf(PART_BYTES * 2 + 7, 4)).toThrow(uploadMessages.partOutOfRange(3));
});

it('asks the area for the upload a request names, for the caller, before anything else, and stops at its refusal', async () => {
  const { multipartUploads } = await kit();
  const refusal = new Error('not yours');
  const find = jest.fn().mockRejectedValue(refusal);
  const uploads = multipartUploads(find);
  const who = { params: { orderId: 'o1' }, caller: 'someone' };
  await expect(uploads.signParts(who, { ...ref, partNumbers: [1] })).rejects.toBe(refusal);
  await expect(uploads.complete(who, { ...ref, parts: [{ PartNumber: 1, ETag: 'e' }] }, log)).rejects.toBe(refusal);
  await expect(uploads.abort(who, ref)).rejects.toBe(refusal);
  expect(find.mock.calls).toEqual([
    [who, { ...ref, partNumbers: [1] }],
    [who, { ...ref, parts: [{ PartNumber: 1, ETag: 'e' }] }],
    [who, ref],
  ]);
});

it('signs each part for the upload found, and refuses a completion that does not name every part once, before S3 is asked', async () => {
  const { multipartUploads } = await kit();
  const completed = jest.fn();
  const uploads = multipartUploads(async () => ({ size: PART_BYTES + 1, completed, aborted: jest.fn() }));
  const { urls } = await uploads.signParts({}, { ...ref, partNumbers: [1, 2] });
  expect(urls.map((u) => [u.partNumber, new URL(u.url).searchParams.get('partNumber'), new URL(u.url).searchParams.get('uploadId')])).toEqual([
    [1, '1', 'up-1'],
    [2, '2', 'up-1'],
  ]);
  await expect(uploads.signParts({}, { ...ref, partNumbers: [3] })).rejects.toThrow(uploadMessages.partOutOfRange(2));
  for (const parts of [
    [{ PartNumber: 1, ETag: 'a' }],
    [
      { PartNumber: 1, ETag: 'a' },
      { PartNumber: 1, ETag: 'b' },
    ],
    [
      { PartNumber: 1, ETag: 'a' },
      { PartNumber: 3, ETag: 'c' },
    ],
  ])
    await expect(uploads.complete({}, { ...ref, parts }, log)).rejects.toThrow(uploadMessages.partsMissing);
  expect(completed).not.toHaveBeenCalled();
});

it('is the only way the upload areas sign, start, list, complete or abort an upload: no area calls S3 for it itself', () => {
  const functionsDir = join(__dirname, '../../functions');
  const lifecycle = /\b(signPhotoPuts|signPartPut|startMultipart|completeMultipart|listParts)\b/;
  const areas = ['uploads', 'editing'].flatMap((area) => sourcesUnder(join(functionsDir, area)));
  const offenders = areas.filter(
    (file) =>
      /from '[./]*data\/photo-files'/.test(readFileSync(file, 'utf8')) &&
      lifecycle.test(readFileSync(file, 'utf8').replace(/import[^;]*kit\/uploads[^;]*;/g, '')),
  );
  expect(offenders.map((file) => relative(functionsDir, file))).toEqual([]);
  for (const entry of [
    'uploads/sign-upload-parts',
    'uploads/list-upload-parts',
    'uploads/complete-multipart-upload',
    'uploads/abort-multipart-upload',
    'editing/sign-print-file-parts',
    'editing/list-print-file-parts',
    'editing/complete-print-file',
    'editing/abort-print-file',
  ])
    expect(readFileSync(join(functionsDir, `${entry}.ts`), 'utf8')).toMatch(/(photoUploads|printFileUploads)\.(signParts|listParts|complete|abort)\(/);
});
