/** The items of an order, albums and products, with the options chosen for each and the price paid (the regular one struck through beside it when a promotion lowered it). */
import { addOnAlbumLabel, addOnTitle } from '@shared/add-ons';
import { roundsAllowed } from '@shared/proofs';
import { Price } from '@/features/promotions';
import type { ReactNode } from 'react';
import { DraftLink } from './draft-link';
import type { Order } from '@shared/orders';
import '../orders.css';

/** What a page shows under a line, by the line's id. */
export type LineExtra = (lineId: string) => ReactNode;

export function OrderItems({ order, lineExtra }: { order: Order; lineExtra?: LineExtra }) {
  return (
    <ul className="order-items" aria-label={`Items of order ${order._id}`} data-testid="order-items">
      {order.albums.map((album) => (
        <Item
          key={album._id}
          extra={lineExtra?.(album._id)}
          link={<DraftLink order={order} lineId={album._id} />}
          image={album.navbarImage}
          name={album.albumName}
          quantity={album.quantity}
          price={album.price}
          regularPrice={album.regularPrice}
          promotion={album.promotion}
          facts={[
            ['Size', album.albumOptions.size],
            ['Pages', String(album.albumOptions.pages)],
            ['Cover', `${album.coverOptions.coverType} · ${album.coverOptions.coverName}`],
            ...(album.layFlatUpgrade ? [['Binding', 'Lay-flat'] as const] : []),
            ...boughtFor(album),
          ]}
        />
      ))}
      {order.products.map((product) => (
        <Item
          key={product._id}
          extra={lineExtra?.(product._id)}
          image={product.navbarImage}
          name={product.productName}
          quantity={product.quantity}
          price={product.price}
          regularPrice={product.regularPrice}
          promotion={product.promotion}
          facts={[
            ['Size', product.productOptions.size],
            ...(product.coverOptions ? [[product.coverOptions.coverType || 'Finish', product.coverOptions.coverName] as const] : []),
          ]}
        />
      ))}
      {(order.addOns ?? []).map((addOn) => (
        <Item
          key={addOn._id}
          image={addOn.navbarImage}
          name={addOnTitle(addOn)}
          quantity={addOn.quantity}
          price={addOn.price}
          facts={[['For', addOnAlbumLabel(addOn.album)]]}
        />
      ))}
    </ul>
  );
}

/** What was added to an album once paid: add-on pages, editing, and its design rounds (the first proof included). */
export function boughtFor(album: Order['albums'][number]): [string, string][] {
  return [
    ...(album.extraPages ? [['Add-on pages', `+${album.extraPages}`] as [string, string]] : []),
    ...(album.editingTier ? [['Editing', album.editingTier] as [string, string]] : []),
    ...(album.revisionsBought ? [['Design rounds', `${roundsAllowed(album)} (first proof and ${album.revisionsBought} bought)`] as [string, string]] : []),
  ];
}

interface ItemProps {
  image: string;
  name: string;
  quantity: number;
  price: number;
  /** The catalog's unit price when a promotion lowered `price`, and the promotion. */
  regularPrice?: number;
  promotion?: { name: string };
  facts: readonly (readonly [string, string])[];
  extra?: ReactNode;
  /** Shown under the line's facts: the album's draft. */
  link?: ReactNode;
}

function Item({ image, name, quantity, price, regularPrice, promotion, facts, extra, link }: ItemProps) {
  return (
    <li className="order-item" data-testid="order-item" data-name={name}>
      <img className="order-item__image" src={image} alt="" width={160} height={120} loading="lazy" decoding="async" />
      <div>
        <h3 className="order-item__name">{name}</h3>
        <dl className="order-item__facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>Quantity</dt>
            <dd>{quantity}</dd>
          </div>
        </dl>
        {link}
      </div>
      <p className="order-item__price">
        <Price regular={(regularPrice ?? price) * quantity} promotional={price * quantity} promotionName={promotion?.name} showName testId="order-item-price" />
      </p>
      {extra && <div className="order-item__extra">{extra}</div>}
    </li>
  );
}
