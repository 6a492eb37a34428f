/** The lines of a cart as the shopper reads them (spec §2 /cart): what, which options, how many, what it costs. */
import { cartTotal, type CartItem } from '@shared/cart';
import { formatCents } from '@shared/money';

export function CartLines({ items }: { items: readonly CartItem[] }) {
  return (
    <>
      <ul className="cart-lines" aria-label="Items in your cart">
        {items.map((line) => (
          <CartLine key={line._id} line={line} />
        ))}
      </ul>
      <dl className="cart-summary">
        <div className="cart-summary__row">
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{formatCents(cartTotal(items))}</dd>
        </div>
      </dl>
    </>
  );
}

function CartLine({ line }: { line: CartItem }) {
  const name = line.kind === 'album' ? line.albumName : line.productName;
  return (
    <li className="cart-line" data-testid="cart-line" data-name={name}>
      <img className="cart-line__image" src={line.imageUrl} alt="" width={1200} height={900} loading="lazy" decoding="async" />
      <div className="cart-line__body">
        <h2 className="cart-line__name">{name}</h2>
        <dl className="cart-line__facts">
          <Fact term="Size" value={line.size} testId="cart-line-size" />
          {line.kind === 'album' && <Fact term="Pages" value={String(line.pages)} testId="cart-line-pages" />}
          {line.coverType && line.coverName && (
            <Fact term={line.kind === 'album' ? 'Cover' : line.coverType} value={line.kind === 'album' ? `${line.coverType} · ${line.coverName}` : line.coverName} testId="cart-line-cover" />
          )}
          {line.kind === 'album' && line.layFlatUpgrade && <Fact term="Binding" value="Lay-flat" testId="cart-line-lay-flat" />}
          <Fact term="Quantity" value={String(line.quantity)} testId="cart-line-quantity" />
        </dl>
      </div>
      {line.coverImage && <img className="cart-line__cover" src={line.coverImage} alt="" width={240} height={240} loading="lazy" decoding="async" />}
      <p className="cart-line__price">
        <span className="visually-hidden">Price: </span>
        <span data-testid="cart-line-price">{formatCents(line.price * line.quantity)}</span>
        {line.quantity > 1 && <span className="cart-line__each">{formatCents(line.price)} each</span>}
      </p>
    </li>
  );
}

function Fact({ term, value, testId }: { term: string; value: string; testId: string }) {
  return (
    <div className="cart-line__fact">
      <dt>{term}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
