/** The capture time read from a photo's first bytes (functions/uploads/lib/capture-time.ts). */
import { captureTimeOf, isoOfExifDate } from '../../functions/uploads/lib/capture-time';
import { jpegWithExif } from '../support/exif-jpeg';
import { pngOf } from '../support/photos';

it('reads DateTimeOriginal, else CreateDate, from a JPEG’s EXIF block, and nothing from a JPEG without one or a PNG', async () => {
  expect(await captureTimeOf(jpegWithExif({ dateTimeOriginal: '2019:04:12 10:30:15', createDate: '2019:04:13 08:00:00' }))).toBe('2019-04-12T10:30:15.000Z');
  expect(await captureTimeOf(jpegWithExif({ createDate: '2020:01:02 03:04:05' }))).toBe('2020-01-02T03:04:05.000Z');
  expect(await captureTimeOf(jpegWithExif())).toBeUndefined();
  expect(await captureTimeOf(pngOf(4, 4))).toBeUndefined();
  expect(await captureTimeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00]))).toBeUndefined();
});

it('turns EXIF’s wall-clock time into UTC with its offset, and refuses dates no camera took', () => {
  expect(isoOfExifDate('2019:04:12 10:30:15', '+02:00')).toBe('2019-04-12T08:30:15.000Z');
  expect(isoOfExifDate('2019:04:12 10:30:15', '-05:30')).toBe('2019-04-12T16:00:15.000Z');
  expect(isoOfExifDate('2019:04:12 10:30:15')).toBe('2019-04-12T10:30:15.000Z');
  expect(isoOfExifDate('0000:00:00 00:00:00')).toBeUndefined();
  expect(isoOfExifDate('2019:02:30 10:00:00')).toBeUndefined();
  expect(isoOfExifDate('    :  :     :  :  ')).toBeUndefined();
  expect(isoOfExifDate(undefined)).toBeUndefined();
});
