/**
 * The contact sheet of a customer's album draft, for the designer: a PDF made in the browser with
 * pdf-lib, one spread per page (US Letter, landscape), each frame drawn where the album's page
 * templates put it (the layout's own geometry, pageFrames and heroFrame) with the photo's thumbnail
 * cropped as the customer placed it, must-have photos marked, the customer's note printed under
 * the spread; and a last page listing the must-haves, the photos the customer left out and those
 * the layout could not fit. The PDF's standard font writes Western European text: a character it
 * cannot (a CJK note, an emoji) is printed as "?", and the draft's JSON beside it keeps every note
 * exactly.
 */
import {
  PDFDocument,
  StandardFonts,
  clip,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import type { AlbumDraft, Crop } from '../../../../shared/album-draft/schema';
import { heroFrame, pageFrames, pageSizeOf, type Frame } from '../../../../shared/album-draft/templates';

export interface SheetPhoto {
  fileName: string;
  /** The photo's thumbnail (or original), JPEG or PNG; without it the frame shows the file name. */
  image?: Uint8Array;
}

export interface ContactSheetInput {
  draft: AlbumDraft;
  album: { name: string; size: string; pages: number };
  /** By image id. */
  photos: Record<string, SheetPhoto>;
}

const PAGE = { width: 792, height: 612 };
const MARGIN = 36;
const ink = rgb(0.13, 0.13, 0.13);
const muted = rgb(0.45, 0.45, 0.45);
const accent = rgb(0.72, 0.2, 0.12);

/** Text the standard font can write: every character it has no glyph for becomes "?". */
function printable(font: PDFFont, text: string): string {
  let out = '';
  for (const ch of text.replace(/\r/g, '')) {
    try {
      font.widthOfTextAtSize(ch, 10);
      out += ch;
    } catch {
      out += '?';
    }
  }
  return out;
}

/** Lines of at most `width` points, broken between words (a word longer than a line is cut). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(font, text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const tried = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(tried, size) <= width) line = tried;
      else {
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

const isPng = (bytes: Uint8Array) => bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;

async function embed(pdf: PDFDocument, bytes: Uint8Array | undefined): Promise<PDFImage | undefined> {
  if (!bytes) return undefined;
  // A copy of its own: pdf-lib reads the JPEG through the whole underlying buffer, not the view's part of it.
  const own = Uint8Array.from(bytes);
  try {
    return isPng(own) ? await pdf.embedPng(own) : await pdf.embedJpg(own);
  } catch {
    return undefined;
  }
}

/** The photo in the frame (points, y up from the page's foot), cropped as placed: the crop fills the frame and nothing outside it shows. */
function drawPlaced(page: PDFPage, image: PDFImage, crop: Crop, box: Frame) {
  const width = box.width / crop.width;
  const height = box.height / crop.height;
  page.pushOperators(pushGraphicsState(), rectangle(box.x, box.y, box.width, box.height), clip(), endPath());
  page.drawImage(image, { x: box.x - crop.x * width, y: box.y + box.height + crop.y * height - height, width, height });
  page.pushOperators(popGraphicsState());
}

export async function buildContactSheet({ draft, album, photos }: ContactSheetInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${album.name} album draft`);
  pdf.setSubject(`The customer's draft: ${draft.spreads.length} spreads of a ${album.size} album of ${album.pages} pages`);
  pdf.setCreator('Lumière Albums');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const images = new Map<string, PDFImage | undefined>();
  const imageOf = async (id: string) => {
    if (!images.has(id)) images.set(id, await embed(pdf, photos[id]?.image));
    return images.get(id);
  };
  const nameOf = (id: string) => photos[id]?.fileName ?? id;
  const mustHave = new Set(draft.mustHave);
  const size = pageSizeOf(album.size);

  // The spread at the largest scale that leaves room under it for the note.
  const area = { width: PAGE.width - 2 * MARGIN, height: PAGE.height - 2 * MARGIN - 40 - 150 };
  const scale = Math.min(area.width / (2 * size.width), area.height / size.height);
  const spreadBox = { width: 2 * size.width * scale, height: size.height * scale };
  const left = (PAGE.width - spreadBox.width) / 2;
  const top = PAGE.height - MARGIN - 40;

  for (const [index, spread] of draft.spreads.entries()) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    page.drawText(printable(bold, `${album.name} album, ${album.size}, ${album.pages} pages`), {
      x: MARGIN,
      y: PAGE.height - MARGIN - 14,
      size: 14,
      font: bold,
      color: ink,
    });
    page.drawText(`Spread ${index + 1} of ${draft.spreads.length}`, { x: MARGIN, y: PAGE.height - MARGIN - 30, size: 10, font, color: muted });
    // The two pages, and the fold between them.
    page.drawRectangle({ x: left, y: top - spreadBox.height, width: spreadBox.width, height: spreadBox.height, borderColor: muted, borderWidth: 0.75 });
    page.drawLine({
      start: { x: left + spreadBox.width / 2, y: top },
      end: { x: left + spreadBox.width / 2, y: top - spreadBox.height },
      color: muted,
      thickness: 0.5,
    });

    const placed = spread.hero
      ? [{ placement: spread.hero, frame: heroFrame(size), offset: 0 }]
      : spread.pages.flatMap((p, side) => pageFrames(p.template, size).map((frame, f) => ({ placement: p.photos[f]!, frame, offset: side * size.width })));
    for (const { placement, frame, offset } of placed) {
      const box = { x: left + (offset + frame.x) * scale, y: top - (frame.y + frame.height) * scale, width: frame.width * scale, height: frame.height * scale };
      const image = await imageOf(placement.imageId);
      if (image) drawPlaced(page, image, placement.crop, box);
      else {
        page.drawRectangle({ ...box, color: rgb(0.9, 0.9, 0.9) });
        page.drawText(printable(font, nameOf(placement.imageId)).slice(0, 40), { x: box.x + 4, y: box.y + box.height / 2, size: 7, font, color: ink });
      }
      const must = mustHave.has(placement.imageId);
      page.drawRectangle({ ...box, borderColor: must ? accent : ink, borderWidth: must ? 2.5 : 0.5 });
      if (must) {
        page.drawRectangle({ x: box.x + 3, y: box.y + box.height - 15, width: bold.widthOfTextAtSize('MUST-HAVE', 7) + 6, height: 12, color: accent });
        page.drawText('MUST-HAVE', { x: box.x + 6, y: box.y + box.height - 11.5, size: 7, font: bold, color: rgb(1, 1, 1) });
      }
    }

    let y = top - spreadBox.height - 18;
    const names = placed.map(({ placement }) => `${nameOf(placement.imageId)}${mustHave.has(placement.imageId) ? ' (must-have)' : ''}`);
    for (const line of wrap(font, `Photos: ${names.join(', ')}`, 9, PAGE.width - 2 * MARGIN)) {
      page.drawText(line, { x: MARGIN, y, size: 9, font, color: muted });
      y -= 12;
    }
    y -= 4;
    page.drawText(spread.note.trim() ? 'Customer\u2019s note:' : 'No note on this spread.', { x: MARGIN, y, size: 10, font: bold, color: ink });
    y -= 14;
    for (const line of spread.note.trim() ? wrap(font, spread.note, 10, PAGE.width - 2 * MARGIN) : []) {
      if (y < MARGIN) break;
      page.drawText(line, { x: MARGIN, y, size: 10, font, color: ink });
      y -= 13;
    }
  }

  // The lists, on a page of their own (more pages as they need).
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN - 14;
  const write = (text: string, options: { bold?: boolean; size?: number } = {}) => {
    const size = options.size ?? 10;
    for (const line of wrap(options.bold ? bold : font, text, size, PAGE.width - 2 * MARGIN)) {
      if (y < MARGIN) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - MARGIN - 14;
      }
      page.drawText(line, { x: MARGIN, y, size, font: options.bold ? bold : font, color: ink });
      y -= size + 4;
    }
  };
  write(`${album.name} album draft: the photos`, { bold: true, size: 14 });
  y -= 6;
  const list = (title: string, ids: readonly string[], none: string) => {
    write(title, { bold: true });
    write(ids.length ? ids.map(nameOf).join(', ') : none);
    y -= 8;
  };
  list('Must-haves', draft.mustHave, 'None marked.');
  list('Left out by the customer', draft.leaveOut, 'None.');
  list('Left out by the layout (no room, or too few pixels for any frame)', draft.leftOut, 'None.');
  return pdf.save();
}
