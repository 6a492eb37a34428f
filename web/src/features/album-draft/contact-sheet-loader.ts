/** The contact sheet of a draft, for the editors' download: pdf-lib loads when a sheet is made. */
import type { ContactSheetInput } from './contact-sheet';

export async function buildContactSheet(input: ContactSheetInput): Promise<Uint8Array> {
  const { buildContactSheet: build } = await import('./contact-sheet');
  return build(input);
}
