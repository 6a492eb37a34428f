/**
 * The add-editing page's purchase: the album the pages and tier are for, and Add to Cart. The
 * price shown is the catalog's (`addOnsPrice`); the server prices it again.
 */
import { useState } from 'react';
import { addOnMessages } from '@shared/add-on-rules';
import { usePreselectedAlbum } from '../use-preselected-album';
import { useAlbumChoices } from '../use-album-choices';
import { useBuyAddOn } from '../use-buy-add-on';
import { AlbumPicker } from './album-picker';
import './add-ons.css';

export function BuyAddOns({ extraPages, editingTier }: { extraPages: number; editingTier: string | undefined }) {
  const { choices, signedIn, loadingOrders } = useAlbumChoices();
  const [picked, setPicked] = useState<string>();
  const albumKey = usePreselectedAlbum(choices, picked);
  const album = choices.find((c) => c.key === albumKey);
  const { adding, error, buy } = useBuyAddOn();
  const nothing = extraPages === 0 && editingTier === undefined;

  return (
    <form
      className="add-on-buy"
      aria-label="Add the add-ons to your cart"
      onSubmit={(event) => {
        event.preventDefault();
        if (nothing || !album) return;
        void buy({ kind: 'albumAddOns', extraPages, editingTier, forAlbum: album.target });
      }}
    >
      <AlbumPicker choices={choices} value={albumKey} onChange={setPicked} signedIn={signedIn} loading={loadingOrders} returnPath="/albums/add-editing" />
      {nothing && <p className="album-picker__note">{addOnMessages.chooseSomething}</p>}
      <button type="submit" className="button button--primary summary-cta" aria-disabled={adding || nothing || !album} data-testid="add-add-ons">
        {adding ? 'Adding…' : 'Add to Cart'}
      </button>
      {error && (
        <p className="add-on-buy__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
