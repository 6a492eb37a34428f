/**
 * POST /galleries/editor/{clientId}/{orderId}: spreads of an album's proof, signed for the
 * browser to PUT straight to S3 (the upload kit: type and exact length signed, only to create). They join the round being
 * designed; a spread under a name the round already has replaces it.
 */
import { ulid } from 'ulid';
import * as contracts from '../../shared/api/editing';
import { MAX_SPREADS_PER_ROUND, proofMessages } from '../../shared/proofs';
import { addSpreads, listDesignRounds, openRound, spreadSlot, type SpreadFile } from '../data/designs';
import { spreadObjectKey } from '../data/keys';
import { Conflict, ValidationFailed } from '../kit/errors';
import { staffRoute } from '../kit/staff-route';
import { signPuts } from '../kit/uploads';
import { editorsOrderOf } from './lib/access';
import { lineRoundsOf, roundForFiles } from './lib/lines';

export const handler = staffRoute(contracts.signDesignSpreads).handler(async ({ params, body, caller }) => {
  const order = await editorsOrderOf(params, caller, 'change');
  const lr = lineRoundsOf(order, await listDesignRounds(order._id), body.lineId);
  const round = roundForFiles(order, lr, 'spreads');
  // One spread per name: the last of a name in a batch wins, as a later upload would.
  const chosen = [...new Map(body.spreads.map((s) => [spreadSlot(s.fileName), s])).values()];
  const held = new Set(Object.keys(lr.latest?.round === round ? lr.latest.spreads : {}));
  for (const s of chosen) held.add(spreadSlot(s.fileName));
  if (held.size > MAX_SPREADS_PER_ROUND) throw new ValidationFailed(proofMessages.tooManySpreads(MAX_SPREADS_PER_ROUND));

  const addedAt = new Date().toISOString();
  const spreads: SpreadFile[] = chosen.map((s) => {
    const spreadId = ulid();
    return { spreadId, ...s, key: spreadObjectKey(order._id, body.lineId, round, spreadId), addedAt };
  });
  const target = { orderId: order._id, lineId: body.lineId, round };
  await openRound(order._id, body.lineId, round);
  // The round was sent while these were being signed: the customer's proof does not change under them.
  if (!(await addSpreads(target, spreads))) throw new Conflict(proofMessages.withCustomer);
  return { round, spreads: (await signPuts(spreads)).map((s) => ({ spreadId: s.spreadId, fileName: s.fileName, uploadUrl: s.uploadUrl })) };
});
