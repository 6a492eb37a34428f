import type { ContactSheetInput } from './contact-sheet';

/** The customer's draft of an album line, for its page; its code loads with the page. */
export { AlbumDraftPage } from './lazy-page';
/** What the draft's page reads, asked for as soon as the customer heads for it (My Orders' link). */
export { prefetchAlbumDraft } from './prefetch';

/** The contact sheet of a draft, for the editors' download: pdf-lib loads when a sheet is made. */
export async function buildContactSheet(input: ContactSheetInput): Promise<Uint8Array> {
  const { buildContactSheet: build } = await import('./contact-sheet');
  return build(input);
}
