/**
 * What the uploader decides before anything is sent, without a browser: which chosen files are
 * refused and why, when a batch goes over a line's limit, the batch's progress, the lines of an
 * order and when Step 2 may be clicked, the low-resolution warning per line, and how photos are
 * signed in batches.
 */
import { messages } from '../../shared/messages';
import { MAX_IMAGE_BYTES, type ImageFile } from '../../shared/uploads';
import {
  batchProgress,
  choosePhotos,
  everyLineHasImages,
  imageTypeOf,
  lowResolutionNames,
  TOO_LARGE,
  uploadLinesOf,
  uploadsOpen,
} from '../../web/src/features/uploads/photo-choice';
import { SigningQueue, type SignedPhoto } from '../../web/src/features/uploads/signing-queue';

const MB = 1024 * 1024;
const photo = (name: string, size = 3 * MB, type = 'image/jpeg') => ({ name, size, type });
const album = { kind: 'album' as const, limit: 40 };
const product = { kind: 'product' as const, limit: 1 };

describe('choosing photos for a line', () => {
  it('takes images and refuses other types and files over 50 MB, each with its reason', () => {
    const choice = choosePhotos(
      [photo('a.jpg'), photo('notes.txt', 100, 'text/plain'), photo('huge.tif', MAX_IMAGE_BYTES + 1, 'image/tiff'), photo('b.png', MB, 'image/png')],
      album,
      0,
    );
    expect(choice.accepted.map((a) => [a.file.name, a.mimeType])).toEqual([
      ['a.jpg', 'image/jpeg'],
      ['b.png', 'image/png'],
    ]);
    expect(choice.refused).toEqual([
      { fileName: 'notes.txt', reason: messages.imagesOnly },
      { fileName: 'huge.tif', reason: TOO_LARGE },
    ]);
    expect(choice.overLimit).toBeUndefined();
  });

  it('reads the type of a HEIC photo the browser left untyped from its name, and nothing else', () => {
    expect(imageTypeOf({ name: 'IMG_0001.HEIC', type: '' })).toBe('image/heic');
    expect(imageTypeOf({ name: 'scan.tiff', type: '' })).toBe('image/tiff');
    expect(imageTypeOf({ name: 'archive.zip', type: '' })).toBeUndefined();
    expect(imageTypeOf({ name: 'fake.jpg', type: 'application/pdf' })).toBeUndefined();
  });

  it('refuses a whole batch that would take an album over its limit, with the spec’s message', () => {
    const batch = Array.from({ length: 5 }, (_, i) => photo(`p${i}.jpg`));
    expect(choosePhotos(batch, { kind: 'album', limit: 4 }, 0)).toEqual({ accepted: [], refused: [], overLimit: messages.albumUploadLimit(4) });
    expect(choosePhotos(batch, album, 37).overLimit).toBe(messages.albumUploadRemaining(37, 3));
    expect(choosePhotos(batch, album, 35).accepted).toHaveLength(5);
  });

  it('takes one photo for a product, and says when it already has it', () => {
    expect(choosePhotos([photo('a.jpg')], product, 0).accepted).toHaveLength(1);
    expect(choosePhotos([photo('a.jpg'), photo('b.jpg')], product, 0).overLimit).toBe(messages.productUploadLimit(1));
    expect(choosePhotos([photo('a.jpg')], product, 1).overLimit).toBe(messages.productUploadFull);
  });

  it('counts only the images of a batch against the limit', () => {
    const choice = choosePhotos([photo('a.jpg'), photo('readme.txt', 10, 'text/plain')], product, 0);
    expect(choice.accepted).toHaveLength(1);
    expect(choice.overLimit).toBeUndefined();
  });
});

describe('the progress of a batch', () => {
  it('adds the bytes sent over every photo, counting a finished one whole', () => {
    expect(
      batchProgress([
        { bytesTotal: 10 * MB, bytesUploaded: 5 * MB, done: false, failed: false },
        { bytesTotal: 10 * MB, bytesUploaded: 0, done: true, failed: false },
        { bytesTotal: 20 * MB, bytesUploaded: 0, done: false, failed: true },
      ]),
    ).toEqual({ total: 40 * MB, sent: 15 * MB, done: 1, failed: 1, count: 3, percent: 37 });
  });

  it('is 0 % of nothing, and never more than 100 %', () => {
    expect(batchProgress([]).percent).toBe(0);
    expect(batchProgress([{ bytesTotal: 100, bytesUploaded: 140, done: false, failed: false }]).percent).toBe(100);
  });
});

describe('the lines of an order', () => {
  const order = {
    paymentStatus: 'paid' as const,
    status: 'Awaiting user images' as const,
    albums: [{ _id: 'L1', albumName: 'Lux', albumOptions: { size: '12x12', pages: 30 } }],
    products: [{ _id: 'P1', productName: 'Edge Prints', productOptions: { size: '8x10' } }],
  } as unknown as Parameters<typeof uploadLinesOf>[0] & Parameters<typeof uploadsOpen>[0];

  it('takes twice the pages for an album and one photo for a product', () => {
    expect(uploadLinesOf(order)).toEqual([
      { lineId: 'L1', kind: 'album', name: 'Lux', size: '12x12', limit: 60 },
      { lineId: 'P1', kind: 'product', name: 'Edge Prints', size: '8x10', limit: 1 },
    ]);
  });

  it('opens uploads once paid and closes them once marked complete', () => {
    expect(uploadsOpen(order)).toBe(true);
    expect(uploadsOpen({ ...order, paymentStatus: 'pending' })).toBe(false);
    expect(uploadsOpen({ ...order, status: 'Sent to editing team' })).toBe(false);
  });

  it('lets Step 2 through only when every line has a photo', () => {
    const lines = uploadLinesOf(order);
    expect(everyLineHasImages(lines, (id) => ({ L1: 12, P1: 1 })[id] ?? 0)).toBe(true);
    expect(everyLineHasImages(lines, (id) => ({ L1: 12 })[id as 'L1'] ?? 0)).toBe(false);
  });
});

describe('the low-resolution warning', () => {
  it('names the photos below 150 ppi of the print size, and does not judge one it could not measure', () => {
    const photos = [
      { fileName: 'sharp.jpg', width: 3000, height: 2400 },
      { fileName: 'small.jpg', width: 1200, height: 900 },
      { fileName: 'portrait.jpg', width: 1500, height: 1200 },
      { fileName: 'phone.heic' },
    ];
    expect(lowResolutionNames('8x10', photos)).toEqual(['small.jpg']);
    expect(lowResolutionNames('12x12', photos)).toEqual(['small.jpg', 'portrait.jpg']);
  });
});

describe('signing photos in batches', () => {
  const image = (n: number): ImageFile => ({ fileName: `p${n}.jpg`, mimeType: 'image/jpeg', size: MB });
  const signer = () => {
    const calls: string[][] = [];
    let next = 0;
    const sign = async (images: ImageFile[]): Promise<SignedPhoto[]> => {
      calls.push(images.map((i) => i.fileName));
      return images.map((i) => ({ imageId: `img${next++}`, key: i.fileName, uploadUrl: `put:${i.fileName}`, thumbnailUrl: `thumb:${i.fileName}` }));
    };
    return { calls, sign };
  };

  it('signs a photo with the next ones waiting, up to the batch size, once each', async () => {
    const { calls, sign } = signer();
    const queue = new SigningQueue(sign, 3);
    for (let n = 0; n < 7; n++) queue.add(`f${n}`, image(n));
    const urls = await Promise.all([0, 1, 2, 3, 4, 5, 6].map((n) => queue.urlsOf(`f${n}`)));
    expect(urls.map((u) => u.uploadUrl)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => `put:p${n}.jpg`));
    expect(calls).toEqual([['p0.jpg', 'p1.jpg', 'p2.jpg'], ['p3.jpg', 'p4.jpg', 'p5.jpg'], ['p6.jpg']]);
    expect(queue.waiting).toBe(0);
  });

  it('starts a batch at the photo asked for, then takes those still waiting before it', async () => {
    const { calls, sign } = signer();
    const queue = new SigningQueue(sign, 2);
    for (let n = 0; n < 4; n++) queue.add(`f${n}`, image(n));
    await queue.urlsOf('f3');
    expect(calls).toEqual([['p3.jpg', 'p0.jpg']]);
  });

  it('puts the photos of a failed signing back, so asking again signs them', async () => {
    let fail = true;
    const { calls, sign } = signer();
    const queue = new SigningQueue(async (images) => {
      if (fail) throw new Error('offline');
      return sign(images);
    }, 50);
    queue.add('a', image(1));
    queue.add('b', image(2));
    await expect(queue.urlsOf('a')).rejects.toThrow('offline');
    await expect(queue.urlsOf('b')).rejects.toThrow('offline');
    fail = false;
    await expect(queue.urlsOf('b')).resolves.toMatchObject({ uploadUrl: 'put:p2.jpg' });
    expect(calls).toEqual([['p2.jpg', 'p1.jpg']]);
  });
});
