/**
 * When a photo was taken, from the EXIF block in its first bytes (the same bytes the arrival check
 * reads for its type and size): DateTimeOriginal, else CreateDate, read with exifr's lite build
 * (JPEG and HEIC, which is where cameras and phones write it). EXIF keeps the camera's wall-clock
 * time; with its offset (OffsetTimeOriginal) the moment is exact, without one the wall-clock time
 * is kept as if it were UTC, which orders a camera's photos the same way. Unknown (no EXIF, a PNG,
 * a date the camera never set) is undefined, never an error: the photo is taken all the same.
 */
import exifr from 'exifr/dist/lite.umd.cjs';

const exifDate = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const exifOffset = /^([+-])(\d{2}):?(\d{2})$/;

/** An EXIF date (`2019:04:12 10:30:15`) with its offset (`+02:00`), as an ISO time in UTC; undefined when it is no real date. */
export function isoOfExifDate(date: unknown, offset?: unknown): string | undefined {
  const m = typeof date === 'string' ? exifDate.exec(date.trim()) : undefined;
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return undefined;
  let at = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(at).getUTCDate() !== day) return undefined;
  const o = typeof offset === 'string' ? exifOffset.exec(offset.trim()) : undefined;
  if (o) at -= (o[1] === '-' ? -1 : 1) * (Number(o[2]) * 60 + Number(o[3])) * 60_000;
  return new Date(at).toISOString();
}

/**
 * Only the EXIF IFD (where the dates are), its values as written. (The lite build's `pick` fails on
 * the dictionaries it leaves out, so the other blocks are switched off instead.)
 */
const exifOnly = {
  tiff: true,
  exif: true,
  gps: false,
  ifd1: false,
  interop: false,
  xmp: false,
  icc: false,
  iptc: false,
  jfif: false,
  ihdr: false,
  makerNote: false,
  userComment: false,
  reviveValues: false,
  translateValues: false,
  silentErrors: true,
};

export async function captureTimeOf(header: Uint8Array): Promise<string | undefined> {
  try {
    const tags = (await exifr.parse(header, exifOnly)) as Record<string, unknown> | undefined;
    if (!tags) return undefined;
    return isoOfExifDate(tags.DateTimeOriginal, tags.OffsetTimeOriginal) ?? isoOfExifDate(tags.CreateDate, tags.OffsetTimeDigitized);
  } catch {
    return undefined;
  }
}
