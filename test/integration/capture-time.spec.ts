/**
 * When a photo was taken, recorded as it arrives: a JPEG whose EXIF block has DateTimeOriginal (or
 * only CreateDate) is listed with that time; one without EXIF is listed without. Sent through the
 * API's signed URLs to the local S3, checked by the bucket's event as in the cloud.
 */
import { SIGNED_PUT_HEADERS } from '../../shared/uploads';
import { jpegWithExif } from '../support/exif-jpeg';
import { newCustomer, type Person } from '../support/identity';
import { luxAlbum, paidOrder } from '../support/photos';
import { api, useLocalCloudEnvironment } from '../support/runtime';

let person: Person;

beforeAll(async () => {
  useLocalCloudEnvironment();
  person = await newCustomer('Tess');
});

it('records the capture time from the EXIF DateTimeOriginal, else CreateDate, and none without EXIF', async () => {
  const order = await paidOrder(person, [luxAlbum]);
  const lineId = order.albums[0]!._id;
  const base = `/galleries/user/${person.sub}/${order._id}`;
  const files = {
    'original.jpg': jpegWithExif({ dateTimeOriginal: '2019:04:12 10:30:15', createDate: '2019:04:13 08:00:00' }),
    'digitized.jpg': jpegWithExif({ createDate: '2020:01:02 03:04:05' }),
    'plain.jpg': jpegWithExif(),
  };
  const signed = await api('POST', base, {
    token: person.idToken,
    body: { lineId, images: Object.entries(files).map(([fileName, bytes]) => ({ fileName, mimeType: 'image/jpeg', size: bytes.length })) },
  });
  expect(signed.status).toBe(200);
  await Promise.all(
    signed.body.signedUrls.map(async (s: { uploadUrl: string }, i: number) => {
      const bytes = Object.values(files)[i]!;
      const put = await fetch(s.uploadUrl, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'image/jpeg', ...SIGNED_PUT_HEADERS } });
      expect(put.status).toBe(200);
    }),
  );
  let images: { fileName: string; status: string; takenAt?: string; width?: number }[] = [];
  for (let i = 0; i < 100; i++) {
    images = (await api('GET', `${base}/items?lineId=${lineId}`, { token: person.idToken })).body.images;
    if (images.length === 3 && images.every((image) => image.status !== 'reserved')) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const byName = Object.fromEntries(images.map((image) => [image.fileName, image]));
  expect(byName['original.jpg']).toMatchObject({ status: 'uploaded', width: 8, takenAt: '2019-04-12T10:30:15.000Z' });
  expect(byName['digitized.jpg']).toMatchObject({ status: 'uploaded', takenAt: '2020-01-02T03:04:05.000Z' });
  expect(byName['plain.jpg']).toMatchObject({ status: 'uploaded', width: 8 });
  expect(byName['plain.jpg']!.takenAt).toBeUndefined();
});
