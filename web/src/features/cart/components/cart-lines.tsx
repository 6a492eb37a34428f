/**
 * The lines of a cart as the shopper reads them: what, which options, how many,
 * what it costs, and Remove. The stepper changes a quantity (1 to 99).
 */
import { MAX_QUANTITY, isAddOnLine, type CartItem } from '@shared/cart';
import { formatCents, type Cents } from '@shared/money';
import { Price } from '@/features/promotions';
import { AddOnFacts, addOnLineName } from './add-on-line';
import { Fact } from './fact';
import '../cart.css';

interface CartLinesProps {
  items: readonly CartItem[];
  onRemove(index: number): void;
  onQuantity?: (index: number, quantity: number) => void;
  /** The line being removed, whose button waits. */
  removing?: number;
  /** By line: one item's price under a running promotion, where one lowers it. */
  sales?: readonly (LineSale | undefined)[];
}

export interface LineSale {
  price: Cents;
  promotion: { name: string };
}

export const lineNameOf = (line: CartItem): string =>
  line.kind === 'album' ? line.albumName : line.kind === 'product' ? line.productName : addOnLineName(line);

export function CartLines({ items, onRemove, onQuantity, removing, sales }: CartLinesProps) {
  return (
    <ul className="cart-lines" aria-label="Items in your cart">
      {items.map((line, index) => (
        <CartLine
          key={line._id}
          line={line}
          cart={items}
          removing={removing === index}
          sale={sales?.[index]}
          onRemove={() => onRemove(index)}
          onQuantity={onQuantity && ((quantity) => onQuantity(index, quantity))}
        />
      ))}
    </ul>
  );
}

interface CartLineProps {
  line: CartItem;
  cart: readonly CartItem[];
  removing: boolean;
  sale?: LineSale;
  onRemove(): void;
  onQuantity?: (quantity: number) => void;
}

function CartLine({ line: any, cart, removing, sale, onRemove, onQuantity: stepper }: CartLineProps) {
  const name = lineNameOf(any);
  const what = `${name}, ${any.size}`;
  // An add-on is bought once for its album: no stepper, its facts say what it is for.
  const addOn = isAddOnLine(any);
  const line = addOn ? { ...any, coverType: undefined, coverName: undefined, coverImage: undefined } : any;
  const onQuantity = addOn ? undefined : stepper;
  return (
    <li className="cart-line" data-testid="cart-line" data-name={name}>
      <img className="cart-line__image" src={line.imageUrl} alt="" width={1200} height={900} loading="lazy" decoding="async" />
      <div className="cart-line__body">
        <h2 className="cart-line__name">{name}</h2>
        <dl className="cart-line__facts">
          {addOn && <AddOnFacts line={any} cart={cart} />}
          {!addOn && <Fact term="Size" value={line.size} testId="cart-line-size" />}
          {line.kind === 'album' && <Fact term="Pages" value={String(line.pages)} testId="cart-line-pages" />}
          {line.coverType && line.coverName && (
            <Fact
              term={line.kind === 'album' ? 'Cover' : line.coverType}
              value={line.kind === 'album' ? `${line.coverType} · ${line.coverName}` : line.coverName}
              testId="cart-line-cover"
            />
          )}
          {line.kind === 'album' && line.layFlatUpgrade && <Fact term="Binding" value="Lay-flat" testId="cart-line-lay-flat" />}
          {!onQuantity && !addOn && <Fact term="Quantity" value={String(line.quantity)} testId="cart-line-quantity" />}
        </dl>
        <div className="cart-line__actions">
          {onQuantity && (
            <div className="quantity-stepper" role="group" aria-label={`Quantity of ${what}`}>
              <button
                type="button"
                className="quantity-stepper__button"
                aria-label="Decrease quantity"
                disabled={line.quantity <= 1}
                onClick={() => onQuantity(line.quantity - 1)}
              >
                −
              </button>
              <output className="quantity-stepper__value" aria-live="polite" data-testid="cart-line-quantity">
                {line.quantity}
              </output>
              <button
                type="button"
                className="quantity-stepper__button"
                aria-label="Increase quantity"
                disabled={line.quantity >= MAX_QUANTITY}
                onClick={() => onQuantity(line.quantity + 1)}
              >
                +
              </button>
            </div>
          )}
          <button
            type="button"
            className="cart-line__remove"
            onClick={onRemove}
            disabled={removing}
            aria-label={`Remove ${what}`}
            data-testid="cart-line-remove"
          >
            {removing ? 'Removing…' : 'Remove'}
          </button>
        </div>
      </div>
      {line.coverImage && (
        <img
          className="cart-line__cover"
          src={line.coverImage}
          alt={line.coverName ? `Cover: ${line.coverName}` : ''}
          width={240}
          height={240}
          loading="lazy"
          decoding="async"
          data-testid="cart-line-cover-image"
        />
      )}
      <p className="cart-line__price">
        <span className="visually-hidden">Price: </span>
        <Price
          regular={line.price * line.quantity}
          promotional={sale && sale.price * line.quantity}
          promotionName={sale?.promotion.name}
          testId="cart-line-price"
          showName
        />
        {line.quantity > 1 && <span className="cart-line__each">{formatCents(sale?.price ?? line.price)} each</span>}
      </p>
    </li>
  );
}
