/**
 * The cart's rules that every page needs (the navbar's count, Add to Cart's refusal): no schema
 * here, so the storefront's first load carries no zod. cart.ts, with the schemas, re-exports them;
 * the rules name only the fields of a line they read, so they import nothing from it.
 */
import type { Cents } from './money';

/** What the totals read of a cart line. */
interface LineFacts {
  price: Cents;
  quantity: number;
}

/**
 * The most lines a cart holds, as many as an order takes (`newOrderSchema`); a cart line is at
 * most about 2 KB, so a full cart keeps the user record far under DynamoDB's 400 KB.
 */
export const MAX_CART_LINES = 50;

/** The most of one item a cart line holds (the quantity schema's maximum). */
export const MAX_QUANTITY = 99;

export class OptionUnavailable extends Error {}

export const cartTotal = (cart: readonly LineFacts[]): Cents => cart.reduce((sum, line) => sum + line.price * line.quantity, 0);
export const cartCount = (cart: readonly LineFacts[]): number => cart.reduce((sum, line) => sum + line.quantity, 0);

/** What the rules read of an album line: what was chosen for it. */
interface AlbumLineFacts {
  albumName: string;
  size: string;
  pages: number;
  coverType?: string | undefined;
  coverName?: string | undefined;
  layFlatUpgrade: boolean;
}

/** What was chosen for an album line: how an add-on in the same cart names it (add-ons.ts `CartAlbum`). */
export const cartAlbumOf = (line: AlbumLineFacts) => ({
  albumName: line.albumName,
  size: line.size,
  pages: line.pages,
  coverType: line.coverType ?? '',
  coverName: line.coverName ?? '',
  layFlatUpgrade: line.layFlatUpgrade,
});
