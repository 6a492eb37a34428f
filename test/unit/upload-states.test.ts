/**
 * The truth an uploader tells, without a browser: each photo's state from the uploader's side and
 * the server's word on it, the batch's state in words (signing only while a signing call is under
 * way and nothing is sending, the connection's loss, the checks, the server's counts), the design
 * files' state, which failures are the connection's, and how long a signed URL is good for.
 */
import { uploadProgressWords } from '../../shared/upload-progress';
import { uploadStates } from '../../shared/uploads';
import { designUploadState } from '../../web/src/features/editors/components/design-upload-state';
import { batchState, photoStateOf, progressOf, type PhotoState } from '../../web/src/features/uploads/photo-states';
import { urlFreshFor } from '../../web/src/features/uploads/signed-url';
import { alreadyArrived, isConnectionLost, retryPause } from '../../web/src/lib/uploads/retries';

const rowOf = (state: PhotoState, bytesUploaded = 0) => ({ state, size: 100, bytesUploaded });

describe('a photo’s state', () => {
  it('is the uploader’s until the photo is in S3, then the server’s: checking, done or refused', () => {
    const since = { listedSince: false };
    expect(photoStateOf('waiting', 'reserved', since)).toBe('waiting');
    expect(photoStateOf('sending', 'reserved', since)).toBe('sending');
    expect(photoStateOf('failed', 'reserved', since)).toBe('failed');
    expect(photoStateOf('sent', 'reserved', since)).toBe('checking');
    expect(photoStateOf('sent', undefined, since)).toBe('checking');
    expect(photoStateOf('sent', 'uploaded', since)).toBe('done');
    expect(photoStateOf('sent', 'rejected', since)).toBe('refused');
  });

  it('takes the server’s word over the uploader’s, and drops a photo the server no longer lists', () => {
    // A reload restored a photo as sent that the server refused: it is refused.
    expect(photoStateOf('sent', 'rejected', { listedSince: true })).toBe('refused');
    expect(photoStateOf('sent', undefined, { listedSince: true })).toBeUndefined();
  });
});

describe('a batch’s state', () => {
  const quiet = { offline: false, signing: false };

  it('says Generating upload URLs... only while a signing call is under way and no photo is sending bytes', () => {
    expect(batchState([rowOf('sending'), rowOf('waiting')], { offline: false, signing: true })).toBe(uploadStates.signing);
    // Photos queued at 0 bytes while others send: the batch is sending, not signing.
    expect(batchState([rowOf('sending', 40), rowOf('waiting'), rowOf('waiting')], { offline: false, signing: true })).toBe('Sending photos: 0 of 3 sent…');
    expect(batchState([rowOf('checking'), rowOf('waiting')], quiet)).toBe('Sending photos: 1 of 2 sent…');
  });

  it('says the connection is lost while photos wait for it, whatever else is under way', () => {
    expect(batchState([rowOf('waiting'), rowOf('sending')], { offline: true, signing: true })).toBe(uploadProgressWords.offline);
    // Nothing left to send: the connection does not matter.
    expect(batchState([rowOf('done')], { offline: true, signing: false })).toBe(uploadStates.done);
  });

  it('waits for the server’s checks, then counts what it received and refused', () => {
    expect(batchState([rowOf('done'), rowOf('checking')], quiet)).toBe(uploadProgressWords.checking);
    expect(batchState([rowOf('done'), rowOf('done'), rowOf('refused')], quiet)).toBe('2 of 3 photos received, 1 refused.');
    expect(batchState([rowOf('done'), rowOf('failed')], quiet)).toBe(uploadStates.failed);
    expect(batchState([], quiet)).toBeUndefined();
    expect(progressOf([rowOf('done'), rowOf('refused'), rowOf('checking'), rowOf('sending', 50)])).toMatchObject({
      done: 1,
      refused: 1,
      count: 4,
      percent: 87,
    });
  });
});

describe('the design files’ state', () => {
  const file = (bytesUploaded: number, bytesTotal = 100) => ({
    progress: { bytesUploaded, bytesTotal, uploadStarted: 1, uploadComplete: false, percentage: 0 },
  });

  it('sums what is sending and waiting, says a lost connection as such, and counts failures', () => {
    expect(designUploadState([], false)).toBe('');
    expect(
      designUploadState(
        [
          { file: file(50), state: 'sending' },
          { file: file(0), state: 'waiting' },
        ],
        false,
      ),
    ).toBe('Sending 2 files: 25%, 1 waiting their turn…');
    expect(designUploadState([{ file: file(50), state: 'waiting' }], true)).toBe(uploadProgressWords.offline);
    expect(designUploadState([{ file: file(0), state: 'failed' }], false)).toBe('1 file failed to upload.');
    expect(designUploadState([{ file: file(100), state: 'sent' }], false)).toBe(uploadStates.done);
  });
});

describe('retrying', () => {
  it('takes a request that got no answer for the connection’s fault, and an HTTP refusal for the file’s', () => {
    expect(isConnectionLost(new TypeError('Failed to fetch'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('Unknown error'), { source: { status: 0 } }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('Non 2xx'), { source: { status: 403 } }))).toBe(false);
    expect(isConnectionLost(new Error('The photos of this order were already sent to the studio.'))).toBe(false);
  });

  it('counts a PUT S3 refused because its file is already there as arrived', () => {
    expect(alreadyArrived(Object.assign(new Error('Non 2xx'), { source: { status: 412 } }))).toBe(true);
    expect(alreadyArrived(Object.assign(new Error('Non 2xx'), { source: { status: 403 } }))).toBe(false);
  });

  it('tries again soon after the connection drops, then every 5 s for as long as it is down', () => {
    expect([0, 1, 2, 3, 4, 50].map(retryPause)).toEqual([1_000, 2_000, 3_000, 5_000, 5_000, 5_000]);
  });
});

describe('a signed URL’s life', () => {
  it('is read from the URL itself, whatever lifetime the API signs for', () => {
    const url = 'https://s3.test/b/k?X-Amz-Date=20261127T100000Z&X-Amz-Expires=900&X-Amz-Signature=abc';
    const signedAt = Date.UTC(2026, 10, 27, 10, 0, 0);
    expect(urlFreshFor(url, signedAt)).toBe(900_000);
    expect(urlFreshFor(url, signedAt + 901_000)).toBe(-1_000);
    expect(urlFreshFor('https://s3.test/b/k', signedAt)).toBe(0);
    expect(urlFreshFor('not a url', signedAt)).toBe(0);
  });
});
