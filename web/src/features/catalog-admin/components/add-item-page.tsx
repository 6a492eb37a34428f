/**
 * /admin/add-products and /addAlbums: every field of an album or a product. A new item is in the
 * storefront (lists, navbar, home cards) from the next catalog read; the storefront's queries are
 * marked stale at once.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { NewAlbum, NewProduct } from '@shared/catalog-admin';
import { messages } from '@shared/messages';
import { addAlbum, addProduct } from '../api/staff-catalog';
import { draftOf, type Kind } from './item-draft';
import { ItemForm } from './item-form';
import './catalog-admin.css';

export function AddItemPage({ kind }: { kind: Kind }) {
  const [added, setAdded] = useState<string>();
  const [round, setRound] = useState(0);
  const submit = async (body: NewAlbum | NewProduct) => {
    const item = kind === 'album' ? await addAlbum(body as NewAlbum) : await addProduct(body as NewProduct);
    setAdded(item.category === 'Albums' ? item.albumName : item.productName);
    setRound((r) => r + 1);
  };
  return (
    <main id="main" className="catalog-admin container">
      <h1>{kind === 'album' ? 'Add an album' : 'Add a product'}</h1>
      {added && (
        <p role="status" className="catalog-admin__added">
          {added} is in the catalog. <Link to="/admin/products">See the products page</Link>
        </p>
      )}
      <ItemForm
        key={round}
        initial={draftOf(kind)}
        submitLabel={kind === 'album' ? 'Add album' : 'Add product'}
        failure={kind === 'album' ? messages.albumSaveFailed : messages.callbackFailed}
        onSubmit={submit}
      />
    </main>
  );
}
