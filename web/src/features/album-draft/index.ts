/** The customer's draft of an album line, for its page. */
export { AlbumDraftPage } from './components/album-draft-page';
