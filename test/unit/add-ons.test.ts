/** Add-ons for an album (shared/add-ons.ts): pricing from the catalog and the rules that refuse them, without I/O. */
import { addOnAlbumLabel, addOnSelectionOf, addOnMessages, addOnTitle, albumAddOnsSelectionSchema, resolveAddOn, type AddOnAlbum } from '../../shared/add-ons';
import { addLine, cartAlbumFor, cartAlbumOf, cartTotal, resolveCartItem, selectionOf, setLineQuantity, type AlbumCartItem } from '../../shared/cart';
import { addEditing } from '../../shared/catalog';
import { imageLimitOf } from '../../shared/uploads';
import { albumFixture, productFixture } from '../support/fixtures';

const revisionProduct = productFixture({
  _id: 'revision',
  productName: 'Album Revision',
  category: 'Editing',
  coverOptions: [],
  productOptions: [
    { _id: 'r1', size: '8x8', price: 14900, cost: 5000 },
    { _id: 'r2', size: '6x9', price: 12900, cost: 5000 },
  ],
});
const albumLine = resolveCartItem(
  albumFixture(),
  { kind: 'album', albumName: 'Press Book', size: '8x8', pages: 30, coverType: 'Linen', coverName: 'Sand' },
  'a1',
) as AlbumCartItem;
const inCart = { in: 'cart' as const, album: cartAlbumOf(albumLine) };
const earlier: AddOnAlbum = { albumName: 'Lux', size: '6x9', pages: 20, navbarImage: '/nav.svg', orderNumber: 'LA-10423' };
const forEarlier = { in: 'order' as const, orderId: 'order-1', lineId: 'line-1' };

describe('pricing add-ons', () => {
  it('prices add-on pages at $15 a page plus the tier from the catalog', () => {
    const line = resolveAddOn({ kind: 'albumAddOns', extraPages: 10, editingTier: 'Lux', forAlbum: forEarlier }, earlier, undefined, 'x');
    expect(line).toMatchObject({ kind: 'albumAddOns', price: 10 * 1500 + 59900, quantity: 1, size: '6x9', album: { orderNumber: 'LA-10423' } });
    expect(resolveAddOn({ kind: 'albumAddOns', editingTier: 'Black Label', forAlbum: forEarlier }, earlier, undefined, 'x').price).toBe(79900);
    expect(resolveAddOn({ kind: 'albumAddOns', extraPages: 20, forAlbum: forEarlier }, earlier, undefined, 'x').price).toBe(30000);
  });

  it("prices revisions from the Album Revision product's option of the album's size, per revision", () => {
    expect(
      resolveAddOn({ kind: 'albumRevision', productName: 'Album Revision', revisions: 2, forAlbum: forEarlier }, earlier, revisionProduct, 'x').price,
    ).toBe(2 * 12900);
    const inThisCart = cartAlbumFor([albumLine], { kind: 'albumRevision', productName: 'Album Revision', revisions: 1, forAlbum: inCart });
    expect(resolveAddOn({ kind: 'albumRevision', productName: 'Album Revision', revisions: 1, forAlbum: inCart }, inThisCart, revisionProduct, 'x').price).toBe(
      14900,
    );
  });

  it('accepts only 2 to 20 add-on pages in steps of 2, and only the catalog tiers', () => {
    const pages = (extraPages: number) => albumAddOnsSelectionSchema.safeParse({ kind: 'albumAddOns', extraPages, forAlbum: forEarlier });
    expect([2, 4, 20].map((n) => pages(n).success)).toEqual([true, true, true]);
    for (const n of [1, 3, 22, -2]) expect(pages(n).error?.issues[0]?.message).toBe(addOnMessages.extraPagesSteps);
    expect(pages(0).error?.issues[0]?.message).toBe(addOnMessages.chooseSomething);
    const tier = albumAddOnsSelectionSchema.safeParse({ kind: 'albumAddOns', editingTier: 'Gold', forAlbum: forEarlier });
    expect(tier.error?.issues[0]?.message).toBe(addOnMessages.unknownTier);
    expect(addEditing.tiers.map((t) => t.name)).toEqual(['Pro', 'Pro Plus', 'Lux', 'Black Label']);
  });
});

describe('refusing add-ons', () => {
  it('refuses a revision or add-ons without an album, in the shopper’s words', () => {
    expect(() =>
      resolveAddOn({ kind: 'albumRevision', productName: 'Album Revision', revisions: 1, forAlbum: inCart }, undefined, revisionProduct, 'x'),
    ).toThrow(addOnMessages.revisionNeedsAlbum);
    expect(() => resolveAddOn({ kind: 'albumAddOns', extraPages: 2, forAlbum: inCart }, undefined, undefined, 'x')).toThrow(addOnMessages.addOnsNeedAlbum);
    expect(cartAlbumFor([], { kind: 'albumAddOns', extraPages: 2, forAlbum: inCart })).toBeUndefined();
  });

  it('refuses the revision product bought on its own, as a plain product', () => {
    expect(() => resolveCartItem(revisionProduct, { kind: 'product', productName: 'Album Revision', size: '8x8' }, 'x')).toThrow(
      addOnMessages.revisionNeedsAlbum,
    );
  });

  it('refuses more than 20 add-on pages in all for one album, a second tier, and a size the revision is not sold in', () => {
    const held = { ...earlier, extraPages: 16, editingTier: 'Pro' };
    expect(() => resolveAddOn({ kind: 'albumAddOns', extraPages: 6, forAlbum: forEarlier }, held, undefined, 'x')).toThrow(addOnMessages.tooManyPages(16));
    expect(resolveAddOn({ kind: 'albumAddOns', extraPages: 4, forAlbum: forEarlier }, held, undefined, 'x')).toMatchObject({ extraPages: 4 });
    expect(() => resolveAddOn({ kind: 'albumAddOns', editingTier: 'Lux', forAlbum: forEarlier }, held, undefined, 'x')).toThrow(addOnMessages.tierHeld('Pro'));
    expect(() =>
      resolveAddOn(
        { kind: 'albumRevision', productName: 'Album Revision', revisions: 1, forAlbum: forEarlier },
        { ...earlier, size: '12x12' },
        revisionProduct,
        'x',
      ),
    ).toThrow(addOnMessages.revisionUnavailable);
  });
});

describe('add-ons in the cart', () => {
  const pagesLine = resolveAddOn(
    { kind: 'albumAddOns', extraPages: 4, forAlbum: inCart },
    cartAlbumFor([albumLine], { kind: 'albumAddOns', extraPages: 4, forAlbum: inCart }),
    undefined,
    'p1',
  );

  it('keeps one add-on of a kind per album: choosing again replaces it, and its quantity stays 1', () => {
    const again = resolveAddOn(
      { kind: 'albumAddOns', extraPages: 8, editingTier: 'Pro', forAlbum: inCart },
      cartAlbumFor([albumLine], { kind: 'albumAddOns', extraPages: 8, forAlbum: inCart }),
      undefined,
      'p2',
    );
    const cart = addLine(addLine([albumLine], pagesLine), again);
    expect(cart).toHaveLength(2);
    expect(cart[1]).toMatchObject({ _id: 'p1', extraPages: 8, editingTier: 'Pro', quantity: 1 });
    expect(setLineQuantity(cart, 1, 5)[1]!.quantity).toBe(1);
    expect(cartTotal(cart)).toBe(albumLine.price + 8 * 1500 + 19900);
  });

  it("replaces an add-on read back from the table, whose album's fields come back in another order", () => {
    // DynamoDB keeps no order of a map's keys: the stored line's album reads back as the table keeps it.
    const { album } = inCart;
    const stored = { ...pagesLine, forAlbum: { album: Object.fromEntries(Object.entries(album).reverse()) as typeof album, in: 'cart' as const } };
    const again = resolveAddOn(
      { kind: 'albumAddOns', extraPages: 8, forAlbum: inCart },
      cartAlbumFor([albumLine], { kind: 'albumAddOns', extraPages: 8, forAlbum: inCart }),
      undefined,
      'p2',
    );
    expect(addLine([albumLine, stored], again)).toEqual([albumLine, expect.objectContaining({ _id: 'p1', extraPages: 8 })]);
  });

  it('names its album by the choice made for it, which survives replaying the cart', () => {
    expect(selectionOf(pagesLine)).toEqual({ kind: 'albumAddOns', extraPages: 4, editingTier: undefined, forAlbum: inCart });
    const replayed = resolveCartItem(albumFixture(), selectionOf(albumLine), 'other-id');
    expect(cartAlbumFor([replayed], addOnSelectionOf(pagesLine))).toMatchObject({ albumName: 'Press Book', size: '8x8', pages: 30 });
  });

  it('describes what it is and which album it is for', () => {
    expect(addOnTitle({ kind: 'albumRevision', productName: 'Album Revision', revisions: 2 })).toBe('Album Revision × 2');
    expect(addOnTitle({ kind: 'albumAddOns', extraPages: 10, editingTier: 'Lux' })).toBe('+10 pages, Lux editing');
    expect(addOnAlbumLabel({ albumName: 'Lux', size: '10x10', pages: 30, orderNumber: 'LA-10423' })).toBe('Lux 10x10 (LA-10423)');
    expect(addOnAlbumLabel({ albumName: 'Lux', size: '10x10', pages: 30 })).toBe('Lux 10x10, 30 pages');
  });
});

describe('what an album line allows once its add-ons are paid', () => {
  it('takes 2 × (pages + add-on pages) photos', () => {
    expect(imageLimitOf({ kind: 'album', pages: 30 })).toBe(60);
    expect(imageLimitOf({ kind: 'album', pages: 30, extraPages: 10 })).toBe(80);
  });
});
