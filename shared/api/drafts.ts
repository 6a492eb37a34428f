/**
 * Album drafts: the customer's layout of an album line (shared/album-draft/schema.ts), saved on the
 * line by its owner while the album's design is still open, read back by the owner and by staff;
 * the editors start their design from it.
 */
import { saveDraftSchema, storedDraftSchema } from '../album-draft/schema';
import { defineContract } from './contract';
import * as table from './routes';

export const getAlbumDraft = defineContract({
  ...table.getAlbumDraft,
  summary: 'The saved draft of an album line and its version (no draft and version 0 before the first save)',
  response: storedDraftSchema,
});

export const saveAlbumDraft = defineContract({
  ...table.saveAlbumDraft,
  summary: 'Saves the customer’s draft of an album line on the version read, while the album’s design is open',
  body: saveDraftSchema,
  response: storedDraftSchema,
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const draftRoutes = { getAlbumDraft, saveAlbumDraft };
