/**
 * The Album Revision's order panel (sold from the Editing dropdown): one or two revision rounds for an
 * album in the cart or in a paid order. The price is the revision's option for that album's size
 * (shared/add-ons.ts), per revision; without an album there is nothing to buy.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { addOnMessages } from '@shared/add-on-rules';
import type { PublicProduct } from '@shared/catalog';
import { findProductOption } from '@shared/catalog-rules';
import { formatCents } from '@shared/money';
import { readProductNow } from '@/features/catalog';
import { usePreselectedAlbum } from '../use-preselected-album';
import { useAlbumChoices } from '../use-album-choices';
import { useBuyAddOn } from '../use-buy-add-on';
import { AlbumPicker } from './album-picker';
import './add-ons.css';

const rounds = [1, 2] as const;

export function RevisionOrderForm({ product }: { product: PublicProduct }) {
  const [params] = useSearchParams();
  const [revisions, setRevisions] = useState<1 | 2>(params.get('revisions') === '2' ? 2 : 1);
  const { choices, signedIn, loadingOrders } = useAlbumChoices();
  const [picked, setPicked] = useState<string>();
  const albumKey = usePreselectedAlbum(choices, picked);
  const album = choices.find((c) => c.key === albumKey);
  const each = album && findProductOption(product, album.size)?.price;
  const { adding, error, buy } = useBuyAddOn(() => readProductNow(product.productName));

  return (
    <form
      className="order-form add-on-buy"
      aria-label={`Order ${product.productName}`}
      data-testid="revision-order"
      onSubmit={(event) => {
        event.preventDefault();
        if (!album) return;
        void buy({ kind: 'albumRevision', productName: product.productName, revisions, forAlbum: album.target });
      }}
    >
      <p className="order-price" aria-live="polite">
        <span className="visually-hidden">Price: </span>
        <span data-testid="order-price">{each === undefined ? '—' : formatCents(each * revisions)}</span>
      </p>
      <fieldset className="revision-rounds">
        <legend className="field-label">Revisions</legend>
        {rounds.map((n) => (
          <label key={n} className="revision-rounds__choice">
            <input type="radio" name="revisions" checked={revisions === n} onChange={() => setRevisions(n)} />
            {n === 1 ? '1 revision' : '2 revisions'}
          </label>
        ))}
      </fieldset>
      <AlbumPicker
        choices={choices}
        value={albumKey}
        onChange={setPicked}
        signedIn={signedIn}
        loading={loadingOrders}
        returnPath={`/shop/products/${encodeURIComponent(product.productName.replace(/\s+/g, '-'))}`}
      />
      {album && each === undefined && (
        <p className="add-on-buy__error" role="alert">
          {addOnMessages.revisionUnavailable}
        </p>
      )}
      <button type="submit" className="button button--primary shop-wide" aria-disabled={adding || !album} data-testid="add-to-cart">
        {adding ? 'Adding…' : 'Add to Cart'}
      </button>
      {error && (
        <p className="add-on-buy__error" role="alert">
          {error}
        </p>
      )}
      <p className="order-form__assurance">{addOnMessages.revisionNeedsAlbum} Your first proof is included.</p>
    </form>
  );
}
