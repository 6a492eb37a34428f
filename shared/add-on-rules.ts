/**
 * The add-ons' rules that pages need on their first load (the refusals' words, what an add-on is
 * called, which album it is for): no schema here, so the add-editing page and the Album Revision
 * page carry no zod until a shopper adds to the cart. add-ons.ts, with the schemas, re-exports
 * them; the rules name only the fields they read, so they import nothing from it.
 */
import { addEditing } from './catalog-rules';
import type { Cents } from './money';

export const addOnMessages = {
  revisionNeedsAlbum: 'Album Revision requires an album purchase.',
  addOnsNeedAlbum: 'Extra pages and editing require an album purchase.',
  albumNotInCart: (what: string) => `The album this ${what} is for is no longer in your cart.`,
  albumNotInOrders: 'That album is not in one of your paid orders.',
  chooseSomething: 'Choose extra pages or an editing tier.',
  extraPagesSteps: `Add-on pages come in steps of ${addEditing.extraPages.step}, from ${addEditing.extraPages.min} to ${addEditing.extraPages.max}.`,
  tooManyPages: (held: number) => `This album already has ${held} add-on pages: at most ${addEditing.extraPages.max - held} more can be added.`,
  tierHeld: (tier: string) => `This album already has the ${tier} editing.`,
  unknownTier: 'That is not one of our editing tiers.',
  revisionsOneOrTwo: 'Choose 1 or 2 revisions.',
  revisionUnavailable: 'Album Revision is not offered for this album size.',
} as const;

export class AddOnRefused extends Error {}

export const isAddOnKind = (kind: string): kind is 'albumAddOns' | 'albumRevision' => kind === 'albumAddOns' || kind === 'albumRevision';

/** The price of add-on pages and a tier, from the catalog's `addEditing`. */
export function addOnsPrice(extraPages: number, editingTier: string | undefined): Cents {
  const tier = addEditing.tiers.find((t) => t.name === editingTier);
  return extraPages * addEditing.pricePerExtraPage + (tier?.price ?? 0);
}

/** What an add-on is, in a few words: "Album Revision × 2", "+10 pages, Lux editing". */
export function addOnTitle(
  line: { kind: 'albumAddOns'; extraPages: number; editingTier?: string } | { kind: 'albumRevision'; productName: string; revisions: number },
): string {
  if (line.kind === 'albumRevision') return `${line.productName} × ${line.revisions}`;
  const parts = [line.extraPages > 0 ? `+${line.extraPages} pages` : '', line.editingTier ? `${line.editingTier} editing` : ''];
  return parts.filter(Boolean).join(', ');
}

/** Which album it is for: "Lux 10x10 (LA-10423)", or "Lux 10x10, 30 pages" in the same cart. */
export const addOnAlbumLabel = (album: { albumName: string; size: string; pages: number; orderNumber?: string | undefined }): string =>
  `${album.albumName} ${album.size}${album.orderNumber ? ` (${album.orderNumber})` : `, ${album.pages} pages`}`;
