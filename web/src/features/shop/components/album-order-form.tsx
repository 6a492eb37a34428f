/**
 * An album's order panel: cover type tabs and covers, size, pages, the
 * lay-flat upgrade where offered, quantity, the price of the chosen option, Add to Cart.
 */
import { useId, useState } from 'react';
import type { PublicAlbum } from '@shared/catalog';
import { findAlbumOption, maxDesignImages, pagesFor, sizesOf } from '@shared/catalog-rules';
import { cartMessages } from '@shared/cart-messages';
import { formatCents } from '@shared/money';
import { readAlbumNow } from '@/features/catalog';
import { albumSelectionOf, changeAlbumChoice, initialAlbumChoice, type AlbumChoiceChange } from '../album-choice';
import { useAddToCart } from '../use-add-to-cart';
import { CoverPicker } from './cover-picker';
import { OrderPrice, SubmitRow } from './order-parts';
import { QuantityField } from './quantity-field';
import { SizePicker } from './size-picker';
import './order-form.css';

export function AlbumOrderForm({ album }: { album: PublicAlbum }) {
  const id = useId();
  const [choice, setChoice] = useState(() => initialAlbumChoice(album));
  const change = (next: AlbumChoiceChange) => setChoice((was) => changeAlbumChoice(album, was, next));
  const { status, add, prepare } = useAddToCart(() => readAlbumNow(album.albumName));

  const option = findAlbumOption(album, choice.size, choice.pages);
  const layFlatPrice = album.layFlatUpgradePrice;
  const unitPrice = option && option.price + (choice.layFlatUpgrade ? (layFlatPrice ?? 0) : 0);

  return (
    <form
      className="order-form"
      aria-label={`Order the ${album.albumName} album`}
      data-testid="album-order"
      onFocus={prepare}
      onPointerDown={prepare}
      onSubmit={(event) => {
        event.preventDefault();
        void add(albumSelectionOf(album, choice));
      }}
    >
      <OrderPrice price={unitPrice} quantity={choice.quantity} item={{ category: 'Albums', name: album.albumName }} />

      <CoverPicker item={album} label="Cover" coverType={choice.coverType} coverName={choice.coverName} onChange={(cover) => change({ cover })} />

      <SizePicker sizes={sizesOf(album)} value={choice.size} onChange={(size) => change({ size })} />

      <div className="order-form__row">
        <div className="order-select">
          <label htmlFor={`${id}-pages`} className="order-choice__legend">
            Pages
          </label>
          <select
            id={`${id}-pages`}
            className="order-select__control"
            value={choice.pages}
            onChange={(event) => change({ pages: Number(event.target.value) })}
            aria-describedby={`${id}-max-images`}
            data-testid="pages"
          >
            {pagesFor(album, choice.size).map((pages) => (
              <option key={pages} value={pages}>
                {pages} pages
              </option>
            ))}
          </select>
        </div>
        <QuantityField value={choice.quantity} onChange={(quantity) => change({ quantity })} />
      </div>
      <p id={`${id}-max-images`} className="order-form__note" data-testid="max-images">
        Max Images for Design: {maxDesignImages(choice.pages)}
      </p>

      {layFlatPrice !== undefined && (
        <label className="order-upgrade" data-testid="lay-flat">
          <input
            type="checkbox"
            className="order-upgrade__input"
            checked={choice.layFlatUpgrade}
            onChange={(event) => change({ layFlatUpgrade: event.target.checked })}
            aria-describedby={`${id}-lay-flat-hint`}
          />
          <span className="order-upgrade__text">
            <span className="order-upgrade__name">
              Lay-flat upgrade <span className="order-upgrade__price">+{formatCents(layFlatPrice)}</span>
            </span>
            <span id={`${id}-lay-flat-hint`} className="order-upgrade__hint">
              Pages open completely flat, so a panorama runs across the spread without a seam.
            </span>
          </span>
        </label>
      )}

      <SubmitRow
        adding={status === 'adding'}
        failed={status === 'failed' ? cartMessages.addToCartFailed : undefined}
        assurance="Design included · Free shipping"
      />
    </form>
  );
}
