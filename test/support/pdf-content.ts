/**
 * What a PDF page draws, read back with pdf-lib: its content streams decoded, the text its
 * standard fonts write (their hex strings, one per line) and how many images it places.
 */
import { PDFArray, PDFName, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';

/** The page's content streams, decoded, as the operators they hold. */
export function contentsOf(page: PDFPage): string[] {
  const contents = page.node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => page.doc.context.lookup(ref))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'));
}

/** The text a page draws with the standard fonts, one string per line. */
export const textOf = (page: PDFPage): string =>
  contentsOf(page)
    .flatMap((ops) => [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')))
    .join('\n');

/** How many images a page draws (`/Name Do`). */
export const drawnImages = (page: PDFPage): number => contentsOf(page).reduce((n, ops) => n + [...ops.matchAll(/\/\S+ Do\b/g)].length, 0);
