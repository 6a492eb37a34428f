/**
 * A real JPEG of 8 × 6 pixels (made once by a JPEG encoder, kept here as its bytes), with or
 * without an EXIF block (an APP1 segment written by hand: a big-endian TIFF header, IFD0 pointing
 * to the EXIF IFD, and there DateTimeOriginal and CreateDate as EXIF writes them).
 */
const plainJpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDIBCQkJDAsMGA0NGDIhHCEyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMv/AABEIAAYACAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/ALq2i+1fIuoz6V1Wf//Z',
  'base64',
);

/** EXIF's own date form: `2019:04:12 10:30:15`. */
export type ExifDate = `${number}:${number}:${number} ${number}:${number}:${number}`;

function exifSegment(tags: { dateTimeOriginal?: ExifDate; createDate?: ExifDate }): Buffer {
  const entries = [
    ...(tags.dateTimeOriginal ? [{ tag: 0x9003, text: tags.dateTimeOriginal }] : []),
    ...(tags.createDate ? [{ tag: 0x9004, text: tags.createDate }] : []),
  ];
  // TIFF offsets count from the TIFF header: IFD0 at 8 (one entry), the EXIF IFD after it, its strings after that.
  const exifIfd = 8 + 2 + 12 + 4;
  let data = exifIfd + 2 + 12 * entries.length + 4;
  const tiff: number[] = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8];
  const u16 = (n: number) => tiff.push((n >> 8) & 0xff, n & 0xff);
  const u32 = (n: number) => tiff.push((n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff);
  u16(1);
  // ExifIFDPointer, a LONG.
  u16(0x8769);
  u16(4);
  u32(1);
  u32(exifIfd);
  u32(0);
  u16(entries.length);
  for (const e of entries) {
    // An ASCII value, NUL included, kept in the data area.
    u16(e.tag);
    u16(2);
    u32(e.text.length + 1);
    u32(data);
    data += e.text.length + 1;
  }
  u32(0);
  for (const e of entries) tiff.push(...Buffer.from(`${e.text}\0`, 'latin1'));
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.from(tiff)]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), length, body]);
}

/** The JPEG, with an EXIF block holding the dates given (none: no EXIF block at all). */
export function jpegWithExif(tags: { dateTimeOriginal?: ExifDate; createDate?: ExifDate } = {}): Buffer {
  if (!tags.dateTimeOriginal && !tags.createDate) return plainJpeg;
  return Buffer.concat([plainJpeg.subarray(0, 2), exifSegment(tags), plainJpeg.subarray(2)]);
}
