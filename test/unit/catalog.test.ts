import { addEditingTotal, defaultAlbumSelection, fromPrice, maxDesignImages, nameKeyOf, pagesFor, sizesOf, urlNameOf } from '../../shared/catalog';
import { cartCount, cartTotal, resolveCartItem, selectionOf } from '../../shared/cart';
import { messages } from '../../shared/messages';
import { formatCents } from '../../shared/money';
import { albumFixture, productFixture } from '../support/fixtures';

describe('the catalog rules', () => {
  it('gives an album the lowest price of its options as its From price', () => {
    expect(fromPrice(albumFixture())).toBe(29900);
    expect(fromPrice(productFixture())).toBe(49900);
  });

  it('opens an album on 6x9 at its fewest pages with the first cover when 6x9 is offered', () => {
    const selection = defaultAlbumSelection(albumFixture());
    expect(selection).toMatchObject({ size: '6x9', pages: 20, cover: { coverName: 'Sand' } });
    expect(maxDesignImages(selection.pages)).toBe(40);
  });

  it('opens on the first size when the album has no 6x9', () => {
    const album = albumFixture();
    album.albumOptions = album.albumOptions.filter((o) => o.size !== '6x9');
    expect(defaultAlbumSelection(album)).toMatchObject({ size: '8x8', pages: 20 });
  });

  it('lists the page counts of a size smallest first, and each size once', () => {
    expect(pagesFor(albumFixture(), '6x9')).toEqual([20, 30]);
    expect(sizesOf(albumFixture())).toEqual(['8x8', '6x9']);
  });

  it('addresses names in URLs with hyphens and looks them up regardless of case', () => {
    expect(urlNameOf('Press Book')).toBe('Press-Book');
    expect(nameKeyOf('press-book')).toBe(nameKeyOf('Press Book'));
    expect(nameKeyOf('Edge-Prints')).toBe('edge-prints');
  });

  it('prices the add-editing page from its extra pages and tier', () => {
    expect(addEditingTotal(4, 'Pro')).toBe(4 * 1500 + 19900);
    expect(addEditingTotal(0, undefined)).toBe(0);
  });

  it('formats cents as dollars', () => {
    expect(formatCents(89900)).toBe('$899');
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});

describe('resolving a cart line from the catalog', () => {
  const album = albumFixture();
  const albumSelection = {
    kind: 'album' as const,
    albumName: 'Press Book',
    size: '6x9',
    pages: 30,
    coverType: 'Linen',
    coverName: 'Sand',
    layFlatUpgrade: true,
  };

  it('prices an album line from the catalog option plus the lay-flat upgrade', () => {
    const line = resolveCartItem(album, albumSelection, 'line-1');
    expect(line).toMatchObject({ kind: 'album', price: 34900 + 9000, quantity: 1, pages: 30, coverImage: '/art/test/sand.svg' });
  });

  it('ignores a price the browser sends', () => {
    const line = resolveCartItem(album, { ...albumSelection, price: 1 } as never, 'line-1');
    expect(line.price).toBe(43900);
  });

  it('refuses a size and page count the album does not offer, in the shopper’s words', () => {
    expect(() => resolveCartItem(album, { ...albumSelection, size: '12x12' }, 'x')).toThrow(messages.albumOptionUnavailable);
    expect(() => resolveCartItem(album, { ...albumSelection, pages: 40 }, 'x')).toThrow(messages.albumOptionUnavailable);
    expect(() => resolveCartItem(album, { ...albumSelection, coverName: 'Gold' }, 'x')).toThrow(messages.albumOptionUnavailable);
  });

  it('needs a listed size and a cover for a product with covers', () => {
    const product = productFixture();
    const ok = resolveCartItem(product, { kind: 'product', productName: 'Edge Prints', size: '20x30', coverType: 'Finish', coverName: 'Lustre' }, 'p');
    expect(ok.price).toBe(49900);
    expect(() => resolveCartItem(product, { kind: 'product', productName: 'Edge Prints', size: '20x30' }, 'p')).toThrow(messages.productOptionUnavailable);
    expect(() => resolveCartItem(product, { kind: 'product', productName: 'Edge Prints', size: '5x7', coverType: 'Finish', coverName: 'Lustre' }, 'p')).toThrow(
      messages.productOptionUnavailable,
    );
  });

  it('refuses a product that is not for sale yet', () => {
    const product = productFixture({ availableForPurchase: false });
    expect(() =>
      resolveCartItem(product, { kind: 'product', productName: 'Edge Prints', size: '20x30', coverType: 'Finish', coverName: 'Lustre' }, 'p'),
    ).toThrow(messages.productOptionUnavailable);
  });

  it('replays a line into the same line through its selection', () => {
    const line = resolveCartItem(album, { ...albumSelection, quantity: 2 }, 'line-1');
    expect(resolveCartItem(album, selectionOf(line), 'line-1')).toEqual(line);
  });

  it('totals price times quantity and counts quantities', () => {
    const a = resolveCartItem(album, { ...albumSelection, quantity: 2 }, 'a');
    const b = resolveCartItem(productFixture(), { kind: 'product', productName: 'Edge Prints', size: '20x30', coverType: 'Finish', coverName: 'Lustre' }, 'b');
    expect(cartTotal([a, b])).toBe(2 * 43900 + 49900);
    expect(cartCount([a, b])).toBe(3);
  });
});

describe('the catalog schemas', () => {
  it('refuse an album that lists the same size and pages twice', async () => {
    const { albumSchema } = await import('../../shared/catalog');
    const album = albumFixture();
    const twice = { ...album, albumOptions: [...album.albumOptions, { ...album.albumOptions[0]!, _id: 'again' }] };
    expect(albumSchema.safeParse(twice).error?.issues[0]?.message).toBe('The option 8x8 with 30 pages is listed twice.');
  });

  it('refuse a product with neither options nor a base price, or both', async () => {
    const { productSchema } = await import('../../shared/catalog');
    const product = productFixture();
    expect(productSchema.safeParse({ ...product, productOptions: [] }).success).toBe(false);
    expect(productSchema.safeParse({ ...product, basePrice: 1000 }).success).toBe(false);
    expect(productSchema.safeParse({ ...product, productOptions: [], basePrice: 1000 }).success).toBe(true);
  });
});
