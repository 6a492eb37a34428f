/**
 * Cart arithmetic shared by the guest cart (local storage) and the server cart: the same choice
 * made again adds to its line, and a line is removed or changed by its index.
 */
import { addLine, cartCount, cartTotal, MAX_QUANTITY, removeLine, resolveCartItem, setLineQuantity, type CartItem } from '../../shared/cart';
import { messages } from '../../shared/messages';
import { albumFixture, productFixture } from '../support/fixtures';

const pressBook = (overrides: { quantity?: number; layFlatUpgrade?: boolean } = {}, id = 'line-1', album = albumFixture()) =>
  resolveCartItem(
    album,
    {
      kind: 'album',
      albumName: 'Press Book',
      size: '6x9',
      pages: 30,
      coverType: 'Linen',
      coverName: 'Sand',
      ...overrides,
    },
    id,
  );
const edgePrint = (id = 'line-2'): CartItem =>
  resolveCartItem(productFixture(), { kind: 'product', productName: 'Edge Prints', size: '20x30', coverType: 'Finish', coverName: 'Lustre' }, id);

describe('adding to a cart', () => {
  it('adds the same choice made again to its line, keeping the line’s id and taking today’s price', () => {
    const first = pressBook({ quantity: 2 });
    const dearer = albumFixture();
    dearer.albumOptions = dearer.albumOptions.map((o) => ({ ...o, price: o.price + 1000 }));
    const again = pressBook({ quantity: 1 }, 'line-9', dearer);
    const cart = addLine(addLine([], first), again);
    expect(cart).toEqual([{ ...again, _id: 'line-1', quantity: 3 }]);
    expect(again.price).toBe(first.price + 1000);
    expect(cartCount(cart)).toBe(3);
    expect(cartTotal(cart)).toBe(3 * (first.price + 1000));
  });

  it('keeps another choice, even of the same album, on a line of its own', () => {
    const cart = addLine(addLine(addLine([], pressBook()), pressBook({ layFlatUpgrade: true }, 'line-2')), edgePrint('line-3'));
    expect(cart.map((l) => [l._id, l.quantity])).toEqual([
      ['line-1', 1],
      ['line-2', 1],
      ['line-3', 1],
    ]);
  });

  it('holds at most 99 of one item on a line', () => {
    const cart = addLine([pressBook({ quantity: 98 })], pressBook({ quantity: 5 }, 'again'));
    expect(cart[0]!.quantity).toBe(MAX_QUANTITY);
  });
});

describe('changing a cart line by its index', () => {
  const cart = [pressBook(), edgePrint()];

  it('removes the line at the index', () => {
    expect(removeLine(cart, 0)).toEqual([cart[1]]);
    expect(removeLine(cart, 1)).toEqual([cart[0]]);
  });

  it.each([2, -1, 0.5, Number.NaN])('refuses to remove at %p, in the shopper’s words', (index) => {
    expect(() => removeLine(cart, index)).toThrow(messages.removeOutOfBounds);
  });

  it('sets a quantity between 1 and 99, whatever is typed', () => {
    expect(setLineQuantity(cart, 1, 4)[1]!.quantity).toBe(4);
    expect(setLineQuantity(cart, 1, 0)[1]!.quantity).toBe(1);
    expect(setLineQuantity(cart, 1, -3)[1]!.quantity).toBe(1);
    expect(setLineQuantity(cart, 1, 2.7)[1]!.quantity).toBe(2);
    expect(setLineQuantity(cart, 1, 500)[1]!.quantity).toBe(MAX_QUANTITY);
    expect(setLineQuantity(cart, 1, 4)[0]).toBe(cart[0]);
  });

  it('refuses a quantity for a line that is not there', () => {
    expect(() => setLineQuantity(cart, 2, 1)).toThrow(messages.removeOutOfBounds);
  });
});
