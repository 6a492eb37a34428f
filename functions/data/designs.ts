/**
 * Design rounds of album lines (docs/data-model.md patterns 27 to 30, docs/editing.md). A round
 * is one item under its order: its spreads (a map by file name, so a spread uploaded again under
 * the same name replaces the old one), its print-ready file, when it was sent and the customer's
 * answer. Every change is conditional on the round's state, so a spread cannot join a round that
 * was sent meanwhile and a proof is answered once.
 */
import { GetCommand, PutCommand, UpdateCommand } from '../kit/dynamodb';
import { db, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { designRoundKey, orderDesignsRange } from './keys';
import { queryRange } from './query';

export interface SpreadFile {
  spreadId: string;
  fileName: string;
  mimeType: string;
  size: number;
  /** Its object in the uploads bucket. */
  key: string;
  addedAt: string;
}

export interface PrintFile {
  fileName: string;
  mimeType: string;
  size: number;
  key: string;
  /** Set while it goes up in parts. */
  uploadId?: string;
  completedAt?: string;
}

export interface ProofAnswerRecord {
  decision: 'approved' | 'changes';
  at: string;
  comments: { spreadId: string; comment: string }[];
}

export interface DesignRound {
  orderId: string;
  lineId: string;
  round: number;
  /** Spreads by the lower-cased file name. */
  spreads: Record<string, SpreadFile>;
  printFile?: PrintFile;
  createdAt: string;
  sentAt?: string;
  answer?: ProofAnswerRecord;
}

const strip = ({ pk, sk, entity, ...round }: Record<string, unknown>) => round as unknown as DesignRound;
export const spreadSlot = (fileName: string) => fileName.trim().toLowerCase();

/** Pattern 23: every round of every album line of an order, by line, oldest round first. One Query. */
export async function listDesignRounds(orderId: string): Promise<DesignRound[]> {
  return (await queryRange(orderDesignsRange(orderId))).map(strip);
}

export async function getDesignRound(orderId: string, lineId: string, round: number): Promise<DesignRound | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: designRoundKey(orderId, lineId, round), ConsistentRead: true }));
  return Item ? strip(Item) : undefined;
}

/** Opens a round for the editor's files; a round that exists already (another upload opened it) is kept. */
export async function openRound(orderId: string, lineId: string, round: number): Promise<void> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...designRoundKey(orderId, lineId, round), entity: 'DesignRound', orderId, lineId, round, spreads: {}, createdAt: new Date().toISOString() },
        ...withNames({ ConditionExpression: 'attribute_not_exists(#pk)' }),
      }),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/** A conditional update of one round; false when its condition did not hold. */
async function changeRound(
  round: Pick<DesignRound, 'orderId' | 'lineId' | 'round'>,
  update: string,
  condition: string,
  /** Placeholders of names that are data (a spread's file name). */
  dataNames: Record<string, string>,
  values: Record<string, unknown>,
): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: designRoundKey(round.orderId, round.lineId, round.round),
        ...withNames({ UpdateExpression: update, ConditionExpression: condition }, dataNames),
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** Pattern 24: spreads join a round only while it has not been sent. */
export function addSpreads(round: Pick<DesignRound, 'orderId' | 'lineId' | 'round'>, spreads: SpreadFile[]): Promise<boolean> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = spreads.map((spread, i) => {
    names[`#s${i}`] = spreadSlot(spread.fileName);
    values[`:s${i}`] = spread;
    return `#spreads.#s${i} = :s${i}`;
  });
  return changeRound(round, `SET ${sets.join(', ')}`, 'attribute_exists(#pk) AND attribute_not_exists(#sentAt)', names, values);
}

/** The print-ready file of a round being designed, or of the approved design (never of a round with the customer). */
export const setPrintFile = (round: Pick<DesignRound, 'orderId' | 'lineId' | 'round'>, file: PrintFile) =>
  changeRound(
    round,
    'SET #printFile = :file',
    'attribute_exists(#pk) AND (attribute_not_exists(#sentAt) OR #answer.#decision = :approved)',
    {},
    {
      ':file': file,
      ':approved': 'approved',
    },
  );

export const completePrintFile = (round: Pick<DesignRound, 'orderId' | 'lineId' | 'round'>, uploadId: string) =>
  changeRound(
    round,
    'SET #printFile.#completedAt = :at REMOVE #printFile.#uploadId',
    '#printFile.#uploadId = :id',
    {},
    {
      ':at': new Date().toISOString(),
      ':id': uploadId,
    },
  );

export const dropPrintFile = (round: Pick<DesignRound, 'orderId' | 'lineId' | 'round'>, uploadId: string) =>
  changeRound(round, 'REMOVE #printFile', '#printFile.#uploadId = :id', {}, { ':id': uploadId });

/** Pattern 25: the round goes to the customer, once. */
export const markSent = (round: Pick<DesignRound, 'orderId' | 'lineId' | 'round'>, at: string) =>
  changeRound(round, 'SET #sentAt = :at', 'attribute_exists(#pk) AND attribute_not_exists(#sentAt)', {}, { ':at': at });

/** Undoes `markSent` when the order could not follow (someone changed it meanwhile). */
export const unmarkSent = (round: Pick<DesignRound, 'orderId' | 'lineId' | 'round'>, at: string) =>
  changeRound(round, 'REMOVE #sentAt', '#sentAt = :at AND attribute_not_exists(#answer)', {}, { ':at': at });

/** Pattern 26: the customer's answer to a sent round, once. */
export const recordAnswer = (round: Pick<DesignRound, 'orderId' | 'lineId' | 'round'>, answer: ProofAnswerRecord) =>
  changeRound(round, 'SET #answer = :answer', 'attribute_exists(#sentAt) AND attribute_not_exists(#answer)', {}, { ':answer': answer });

/** Undoes `recordAnswer` when the order could not follow. */
export const withdrawAnswer = (round: Pick<DesignRound, 'orderId' | 'lineId' | 'round'>, at: string) =>
  changeRound(round, 'REMOVE #answer', '#answer.#at = :at', {}, { ':at': at });
