/**
 * Promotion codes (docs/data-model.md, "Promotions"): one claim item per code, `PROMOCODE#<code>`,
 * naming every promotion that uses the code with the times it runs, and a version. A promotion
 * takes its code by writing the claim on the version it read, after checking that no other holder
 * runs at the same time, and only then is the promotion itself written; a save that fails gives
 * the claim back. Two Admins saving the same code at the same moment write the same claim on the
 * same version: one write is refused by its condition, and that save reads the claim again and
 * finds the other promotion there. (DynamoDB transactions would do this in one request; the local
 * cloud's dynalite has none, and the same code runs in both places.)
 */
import { GetCommand, PutCommand } from '../kit/dynamodb';
import { overlaps } from '../../shared/promotion-rules';
import type { Promotion } from '../../shared/promotions';
import { db, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { promotionCodeKey } from './keys';
import { getPromotion } from './promotions';

export interface CodeHolder {
  startsAt: string;
  endsAt: string;
  /** When the holder took the code: a holder whose promotion never came is let go after a while. */
  claimedAt: string;
}
type Holders = Record<string, CodeHolder>;

/** How long a holder whose promotion is not (or no longer) in the table keeps the code: its save may still be under way. */
export const CLAIM_SETTLE_MS = 5 * 60_000;
/** Writes of one claim that may meet another's before a save gives up (each is one read and one write). */
const ATTEMPTS = 20;

interface Claim {
  holders: Holders;
  version: number;
}

async function readClaim(code: string): Promise<Claim | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: promotionCodeKey(code), ConsistentRead: true }));
  return Item ? { holders: (Item.holders ?? {}) as Holders, version: Item.version as number } : undefined;
}

/** Writes the claim's holders if it is still at the version read (absent: still unwritten); false when another write came first. */
async function writeClaim(code: string, holders: Holders, read: Claim | undefined): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...promotionCodeKey(code), entity: 'PromotionCode', code, holders, version: (read?.version ?? 0) + 1 },
        ...(read
          ? { ...withNames({ ConditionExpression: '#version = :read' }), ExpressionAttributeValues: { ':read': read.version } }
          : withNames({ ConditionExpression: 'attribute_not_exists(#pk)' })),
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/**
 * Changes the claim's holders by `change`, on the version read, reading again while other writes
 * come first; `change` answering undefined writes nothing.
 */
async function changeClaim(code: string, change: (holders: Holders) => Promise<Holders | undefined>): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const read = await readClaim(code);
    const holders = await change(read?.holders ?? {});
    if (!holders || (await writeClaim(code, holders, read))) return;
    // Spread out the next read, so that claims meeting at once do not meet again.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * (attempt + 1)));
  }
  throw new Error(`The claim of promotion code ${code} kept changing under ${ATTEMPTS} writes.`);
}

type Period = Pick<Promotion, 'startsAt' | 'endsAt'>;

/**
 * The times a holder has the code: those of its claim while its save may still be under way
 * (claimed within CLAIM_SETTLE_MS), and those its promotion runs while it uses the code; none
 * once neither holds (a save that died, a code changed whose claim was not given back).
 */
async function heldPeriods(code: string, id: string, holder: CodeHolder, now: number): Promise<Period[]> {
  const promotion = await getPromotion(id);
  return [...(promotion?.code === code ? [promotion] : []), ...(now - Date.parse(holder.claimedAt) < CLAIM_SETTLE_MS ? [holder] : [])];
}

/**
 * Takes `code` for `promotion` from its start to its end, or answers the promotion that holds it at
 * an overlapping time (nothing written then). Holders that no longer use the code are let go in
 * the same write. On success, answers how to give the claim back (to what this promotion held
 * before, for an edit), should the promotion's own write fail.
 */
export async function claimCode(
  code: string,
  promotion: Pick<Promotion, 'id' | 'startsAt' | 'endsAt'>,
): Promise<{ taken: true; release: () => Promise<void> } | { taken: false; holder: string }> {
  let clash: string | undefined;
  let before: CodeHolder | undefined;
  await changeClaim(code, async (holders) => {
    clash = undefined;
    before = holders[promotion.id];
    const now = Date.now();
    const kept: Holders = {};
    for (const [id, holder] of Object.entries(holders)) {
      if (id === promotion.id) continue;
      const periods = await heldPeriods(code, id, holder, now);
      if (periods.length === 0) continue;
      kept[id] = holder;
      if (periods.some((period) => overlaps(period, promotion))) clash ??= id;
    }
    // A holder found running at the same time refuses the code as the claim was read: nothing to write.
    if (clash) return undefined;
    return { ...kept, [promotion.id]: { startsAt: promotion.startsAt, endsAt: promotion.endsAt, claimedAt: new Date(now).toISOString() } };
  });
  if (clash) return { taken: false, holder: clash };
  const previous = before;
  return {
    taken: true,
    release: () =>
      changeClaim(code, async (holders) => {
        const { [promotion.id]: _mine, ...others } = holders;
        return previous ? { ...others, [promotion.id]: previous } : others;
      }),
  };
}

/** Lets a promotion's hold on `code` go (its code was changed or removed). */
export const releaseCode = (code: string, promotionId: string): Promise<void> =>
  changeClaim(code, async (holders) => {
    const { [promotionId]: _gone, ...others } = holders;
    return others;
  });

/** The promotions that hold `code` (tests and the console's checks). */
export const codeHolders = async (code: string): Promise<Holders> => (await readClaim(code))?.holders ?? {};
