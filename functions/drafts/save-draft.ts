/**
 * PUT /orders/{userId}/{orderId}/drafts/{lineId}: the customer saves the draft of one of their
 * albums, on the version their page read (a save from another window meanwhile is a conflict, and
 * nothing is written). Only while the album's design is open, and only with photos the line holds
 * as uploaded.
 */
import { draftMessages, type StoredDraft } from '../../shared/album-draft/schema';
import { spreadsNeeded, validateDraftAgainst, type DraftPhoto } from '../../shared/album-draft/layout';
import * as contracts from '../../shared/api/drafts';
import { listDesignRounds } from '../data/designs';
import { saveDraft } from '../data/drafts';
import { listImages } from '../data/images';
import { lineRoundsOf } from '../editing/lib/lines';
import { Conflict, ValidationFailed } from '../kit/errors';
import { route } from '../kit/route';
import { orderOf } from '../uploads/lib/order-lines';
import { albumLineOf, assertDraftMayChange, draftCropsStorable, photosNamedIn } from './lib/draft-line';

export const handler = route(contracts.saveAlbumDraft).handler(async ({ params, body }): Promise<StoredDraft> => {
  const order = await orderOf(params);
  const line = albumLineOf(order, params.lineId);
  assertDraftMayChange(order);
  const [rounds, images] = await Promise.all([listDesignRounds(order._id), listImages(order._id, line._id)]);
  if (lineRoundsOf(order, rounds, line._id).state === 'approved') throw new Conflict(draftMessages.closed);

  if (!draftCropsStorable(body.draft)) throw new ValidationFailed('A crop lies inside its photo', { draft: 'A crop lies inside its photo' });
  const uploaded = new Map(images.filter((i) => i.status === 'uploaded').map((i) => [i.imageId, i]));
  const named = photosNamedIn(body.draft);
  if (named.some((id) => !uploaded.has(id))) throw new ValidationFailed(draftMessages.unknownPhoto, { draft: draftMessages.unknownPhoto });
  // The layout's own rules (a photo twice, a left-out photo placed, a crop outside its photo), on the
  // photos the draft names: a photo uploaded after the draft was laid out is not in it yet.
  const photos: DraftPhoto[] = named.map((id, position) => {
    const image = uploaded.get(id)!;
    return { imageId: id, width: image.width ?? 1, height: image.height ?? 1, position, ...(image.takenAt ? { takenAt: image.takenAt } : {}) };
  });
  const problems = validateDraftAgainst(body.draft, photos);
  const spreads = spreadsNeeded({ pages: line.albumOptions.pages + (line.extraPages ?? 0) });
  if (body.draft.spreads.length > spreads) problems.push(`The draft has ${body.draft.spreads.length} spreads; the album has ${spreads}.`);
  if (problems.length) throw new ValidationFailed(problems[0]!, { draft: problems.join(' ') });

  const saved = await saveDraft(order._id, line._id, body.draft, body.version, new Date().toISOString());
  if (!saved) throw new Conflict(draftMessages.conflict);
  return { draft: saved.draft, version: saved.version, updatedAt: saved.updatedAt };
});
