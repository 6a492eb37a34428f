/**
 * The contact sheet of an album draft (web/src/features/album-draft/contact-sheet.ts), read back
 * with pdf-lib: a page per spread and one for the lists, each spread's note and its must-haves
 * printed, the photos placed as images.
 */
import { PDFDocument } from 'pdf-lib';
import type { AlbumDraft } from '../../shared/album-draft/schema';
import { buildContactSheet } from '../../web/src/features/album-draft/contact-sheet';
import { jpegWithExif } from '../support/exif-jpeg';
import { drawnImages, textOf } from '../support/pdf-content';
import { pngOf } from '../support/photos';

const crop = { x: 0, y: 0, width: 1, height: 1 };
const draft: AlbumDraft = {
  spreads: [
    {
      id: 's1',
      hero: { imageId: 'ceremony', crop: { x: 0.1, y: 0, width: 0.8, height: 0.6 } },
      pages: [],
      note: 'The ceremony across both pages.\nKeep the arch whole.',
    },
    {
      id: 's2',
      pages: [
        {
          template: 'two',
          photos: [
            { imageId: 'rings', crop },
            { imageId: 'dance', crop },
          ],
        },
        { template: 'one', photos: [{ imageId: 'cake', crop }] },
      ],
      note: '',
    },
    { id: 's3', hero: { imageId: 'sunset', crop }, pages: [], note: '夕日 at the end' },
  ],
  mustHave: ['ceremony', 'cake'],
  leaveOut: ['blurry'],
  leftOut: ['extra'],
};
const photos = {
  ceremony: { fileName: 'ceremony.jpg', image: jpegWithExif() },
  rings: { fileName: 'rings.png', image: pngOf(30, 20) },
  dance: { fileName: 'dance.jpg' },
  cake: { fileName: 'cake.jpg', image: jpegWithExif() },
  sunset: { fileName: 'sunset.jpg', image: new Uint8Array([1, 2, 3]) },
  blurry: { fileName: 'blurry.jpg' },
  extra: { fileName: 'extra.jpg' },
};

it('draws a page per spread with its note and must-haves, and a page of the lists', async () => {
  const bytes = await buildContactSheet({ draft, album: { name: 'Lux', size: '10x10', pages: 20 }, photos });
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(4);
  expect(pdf.getTitle()).toBe('Lux album draft');
  const [first, second, third, lists] = pdf.getPages().map(textOf);
  expect(first).toContain('Spread 1 of 3');
  expect(first).toContain('The ceremony across both pages.');
  expect(first).toContain('Keep the arch whole.');
  expect(first).toContain('MUST-HAVE');
  expect(first).toContain('ceremony.jpg (must-have)');
  expect(second).toContain('No note on this spread.');
  expect(second).toContain('rings.png, dance.jpg, cake.jpg (must-have)');
  // A frame without a picture shows the file name; the standard font's missing characters print as "?".
  expect(second).toContain('dance.jpg');
  expect(third).toContain('?? at the end');
  expect(lists).toContain('ceremony.jpg, cake.jpg');
  expect(lists).toContain('blurry.jpg');
  expect(lists).toContain('extra.jpg');
  // The photos with a picture are drawn (ceremony; rings and cake); the bytes that are no picture are not.
  expect(pdf.getPages().map((page) => drawnImages(page))).toEqual([1, 2, 0, 0]);
});
