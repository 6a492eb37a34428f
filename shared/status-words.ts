/**
 * Order statuses as people read them. A few statuses are stored as codes (`album-approved`); the
 * pages show their words. Kept apart from orders.ts so the payment rules, which orders.ts imports,
 * can use it too.
 */
const wording: Readonly<Record<string, string>> = {
  pending: 'Pending',
  'album-approved': 'Album design approved',
  'partially-shipped': 'Partly shipped',
};

/** An order status in words: the stored status where it already reads as words. */
export const statusWords = (status: string): string => wording[status] ?? status;
