/**
 * A draft is stored whole as one item of the table (functions/data/drafts.ts), and so is its copy
 * beside a proof round: the largest draft the schema lets through must fit DynamoDB's 400 KB item
 * limit, counted as DynamoDB counts it (names and strings in UTF-8 bytes, a number one byte per two
 * significant digits and one more, a list or map 3 bytes and one per element).
 */
import { albumDraftSchema, MAX_DRAFT_PHOTOS, MAX_DRAFT_SPREADS, MAX_SPREAD_NOTE, type AlbumDraft } from '../../shared/album-draft/schema';
import { albumDraftKey, roundDraftKey } from '../../functions/data/keys';

const ITEM_LIMIT = 400 * 1024;
const bytes = (text: string) => new TextEncoder().encode(text).length;

function sizeOf(value: unknown): number {
  if (typeof value === 'string') return bytes(value);
  if (typeof value === 'number') return Math.ceil(String(Math.abs(value)).replace(/^0\.0*|\.|e.*$/g, '').length / 2) + 1;
  if (typeof value === 'boolean' || value === null) return 1;
  if (Array.isArray(value)) return 3 + value.reduce((n: number, v) => n + 1 + sizeOf(v), 0);
  return 3 + Object.entries(value as object).reduce((n, [k, v]) => n + 1 + bytes(k) + sizeOf(v), 0);
}
const itemSize = (item: Record<string, unknown>) => Object.entries(item).reduce((n, [k, v]) => n + bytes(k) + sizeOf(v), 0);

/** The longest ids, the most photos, every frame filled, notes at their length in 3-byte characters, crops to the millionth, the finest the schema takes. */
function largestDraft(): AlbumDraft {
  const id = (n: number) => `${'p'.repeat(58)}${String(n).padStart(6, '0')}`;
  const crop = { x: 0.123457, y: 0.234568, width: 0.876543, height: 0.765432 };
  let n = 0;
  const page = () => ({ template: 'four' as const, photos: Array.from({ length: 4 }, () => ({ imageId: id(n++), crop })) });
  return {
    spreads: Array.from({ length: MAX_DRAFT_SPREADS }, (_, i) => ({
      id: `${'s'.repeat(28)}${String(i).padStart(4, '0')}`,
      pages: [page(), page()],
      note: '語'.repeat(MAX_SPREAD_NOTE),
    })),
    mustHave: Array.from({ length: MAX_DRAFT_PHOTOS }, (_, i) => id(i)),
    leaveOut: Array.from({ length: MAX_DRAFT_PHOTOS }, (_, i) => id(i)),
    leftOut: Array.from({ length: MAX_DRAFT_PHOTOS }, (_, i) => id(i)),
  };
}

it('fits the largest draft the schema takes in one item, and its copy beside a round', () => {
  const draft = largestDraft();
  expect(albumDraftSchema.safeParse(draft).success).toBe(true);
  const ulid = '01JDRAFTORDER0000000000000';
  const at = '2026-11-27T12:00:00.000Z';
  const stored = { ...albumDraftKey(ulid, ulid), entity: 'AlbumDraft', orderId: ulid, lineId: ulid, draft, version: 999_999_999, updatedAt: at };
  const copy = { ...stored, ...roundDraftKey(ulid, ulid, 999), entity: 'RoundDraft', round: 999, copiedAt: at };
  expect(itemSize(stored)).toBeLessThan(ITEM_LIMIT);
  expect(itemSize(copy)).toBeLessThan(ITEM_LIMIT);
  // Even the item's JSON, which spends more on quotes, braces and digits than DynamoDB does, fits.
  expect(bytes(JSON.stringify(copy))).toBeLessThan(ITEM_LIMIT);
});
