/** Pre-launch referrals (docs/data-model.md, pattern 16). */
import { PutCommand } from '../kit/dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from './client';
import { withNames } from './expressions';
import { referralKeys } from './keys';
import { queryIndex } from './query';

export interface Referral {
  _id: string;
  email: string;
  referralEmail: string;
  referralPhone: string;
  date: string;
}

export async function createReferral(referral: Omit<Referral, '_id' | 'date'>): Promise<Referral> {
  const stored: Referral = { ...referral, _id: ulid(), date: new Date().toISOString() };
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...referralKeys(stored._id), entity: 'Referral', ...stored },
      ...withNames({ ConditionExpression: 'attribute_not_exists(#pk)' }),
    }),
  );
  return stored;
}

export const listReferrals = (): Promise<Referral[]> => queryIndex<Referral>({ index: 'gsi2', pk: 'REFERRALS' }, { newestFirst: true });
