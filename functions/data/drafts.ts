/**
 * The customer's draft of an album line (docs/album-draft.md, docs/data-model.md patterns 35 to
 * 37): one item under its order per line, written whole on the version the customer's page read,
 * so a save from a second window that read an older version is refused instead of overwriting.
 * When a design round goes to the customer, the draft as it stands is copied beside the round.
 */
import type { AlbumDraft } from '../../shared/album-draft/schema';
import { GetCommand, paginateQuery, PutCommand } from '../kit/dynamodb';
import { db, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { albumDraftKey, orderDraftsRange, orderRoundDraftsRange, roundDraftKey } from './keys';
import { queryRange } from './query';

export interface DraftItem {
  orderId: string;
  lineId: string;
  draft: AlbumDraft;
  /** 1 at the first save, one more at each. */
  version: number;
  updatedAt: string;
}

/** The draft a round was sent with. */
export interface RoundDraftItem extends DraftItem {
  round: number;
  copiedAt: string;
}

/** What a list of an order's drafts holds per line: not the drafts themselves. */
export type DraftFacts = Pick<DraftItem, 'lineId' | 'version' | 'updatedAt'>;

const strip = <T>({ pk, sk, entity, ...item }: Record<string, unknown>) => item as T;

/** Pattern 35: the draft of one line (consistent: a page that has just saved reads its save back). */
export async function getDraft(orderId: string, lineId: string): Promise<DraftItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: albumDraftKey(orderId, lineId), ConsistentRead: true }));
  return Item ? strip<DraftItem>(Item) : undefined;
}

/**
 * Pattern 36: writes the whole draft when the stored one is still at `readVersion` (absent for 0).
 * Answers the item written, or undefined when the version moved (nothing is written then).
 */
export async function saveDraft(orderId: string, lineId: string, draft: AlbumDraft, readVersion: number, at: string): Promise<DraftItem | undefined> {
  const item: DraftItem = { orderId, lineId, draft, version: readVersion + 1, updatedAt: at };
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...albumDraftKey(orderId, lineId), entity: 'AlbumDraft', ...item },
        ...(readVersion === 0
          ? withNames({ ConditionExpression: 'attribute_not_exists(#pk)' })
          : { ...withNames({ ConditionExpression: '#version = :read' }), ExpressionAttributeValues: { ':read': readVersion } }),
      }),
    );
    return item;
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

/** Which lines of an order have a draft, at which version: one Query that reads no draft's body. */
export async function listDraftFacts(orderId: string): Promise<DraftFacts[]> {
  const range = orderDraftsRange(orderId);
  const facts: DraftFacts[] = [];
  const pages = paginateQuery(
    { client: db },
    {
      TableName: tableName(),
      ...withNames({ KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)', ProjectionExpression: '#lineId, #version, #updatedAt' }),
      ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.skPrefix },
      ConsistentRead: true,
    },
  );
  for await (const page of pages) facts.push(...((page.Items ?? []) as DraftFacts[]));
  return facts;
}

/**
 * Pattern 37: the draft as it stands, copied beside a round about to go to the customer. A round
 * is sent once, so a copy left by a send that failed is replaced by the next try of the same round.
 */
export async function copyDraftToRound(draft: DraftItem, round: number, at: string): Promise<void> {
  const item: RoundDraftItem = { ...draft, round, copiedAt: at };
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...roundDraftKey(draft.orderId, draft.lineId, round), entity: 'RoundDraft', ...item } }));
}

/** Every round's copy of an order's drafts, by line and round. */
export async function listRoundDrafts(orderId: string): Promise<RoundDraftItem[]> {
  return (await queryRange(orderRoundDraftsRange(orderId))).map((item) => strip<RoundDraftItem>(item));
}
