/** The customer's draft of an album line, for its page. */
export { AlbumDraftPage } from './components/album-draft-page';
/** The contact sheet of a draft, for the editors' download. */
export { buildContactSheet } from './contact-sheet';
