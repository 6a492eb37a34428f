/** The customer's draft of an album line, for its page; its code loads with the page. */
export { AlbumDraftPage } from './lazy-page';
/** What the draft's page reads, asked for as soon as the customer heads for it (My Orders' link). */
export { prefetchAlbumDraft } from './prefetch';
/** The contact sheet of a draft, for the editors' download; its PDF library loads when a sheet is made. */
export { buildContactSheet } from './contact-sheet-loader';
