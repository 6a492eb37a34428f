/**
 * The demo promotions of `npm start`, put in the table when it has none: the "30% Off Sale" the
 * sale pages announce, on every album for the coming 30 days, and the code WELCOME10, 10% off
 * every product for a year. Not for an ephemeral cloud (the tests'), whose orders must be priced
 * only by the promotions a test makes.
 */
import { ulid } from 'ulid';
import { addPromotion, listAllPromotions } from '../../functions/data/promotions';
import type { Promotion } from '../../shared/promotions';

const day = 86_400_000;

export async function seedPromotions(now = new Date()): Promise<string | undefined> {
  if ((await listAllPromotions()).length > 0) return undefined;
  const from = now.toISOString();
  const base = { albums: [], products: [], allAlbums: false, allProducts: false, startsAt: from, version: 0, createdAt: from };
  const promotions: Promotion[] = [
    {
      ...base,
      id: ulid(),
      name: '30% Off Sale',
      kind: 'percent',
      value: 30,
      allAlbums: true,
      endsAt: new Date(now.getTime() + 30 * day).toISOString(),
      needsCode: false,
    },
    {
      ...base,
      id: ulid(),
      name: 'Welcome 10% off',
      kind: 'percent',
      value: 10,
      allProducts: true,
      endsAt: new Date(now.getTime() + 365 * day).toISOString(),
      needsCode: true,
      code: 'WELCOME10',
    },
  ];
  await Promise.all(promotions.map(addPromotion));
  return promotions.map((p) => (p.code ? `${p.name} (code ${p.code})` : p.name)).join(', ');
}
