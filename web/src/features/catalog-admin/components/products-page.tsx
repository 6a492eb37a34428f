/**
 * /admin/products (Admin): the catalog in two tabs, Albums and Products; products filter by
 * category and by size (the standard print sizes). Each item opens an edit modal whose save is
 * one request carrying the version it was read at. Adding a product or an album starts here too.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { printSizes, productCategories, type Album, type Product } from '@shared/catalog';
import { fromPrice } from '@shared/catalog-rules';
import { formatCents } from '@shared/money';
import { messages } from '@shared/messages';
import type { AlbumEdit, ProductEdit } from '@shared/catalog-admin';
import { Modal } from '@/components/ui/modal';
import { saveAlbum, saveProduct, useStaffAlbums, useStaffProducts } from '../api/staff-catalog';
import { draftOf } from './item-draft';
import { ItemForm } from './item-form';
import './catalog-admin.css';

type Tab = 'Albums' | 'Products';

export function ProductsPage() {
  const [tab, setTab] = useState<Tab>('Albums');
  const [category, setCategory] = useState('');
  const [size, setSize] = useState('');
  const [editing, setEditing] = useState<Album | Product>();
  const albums = useStaffAlbums();
  const products = useStaffProducts();
  const list = tab === 'Albums' ? albums : products;
  const items: (Album | Product)[] =
    tab === 'Albums'
      ? (albums.data ?? [])
      : (products.data ?? []).filter((p) => (!category || p.category === category) && (!size || p.productOptions.some((o) => o.size === size)));

  const save = async (body: AlbumEdit | ProductEdit) => {
    if (!editing) return;
    const version = editing.version ?? 0;
    if (editing.category === 'Albums') await saveAlbum(editing._id, { ...(body as AlbumEdit), version });
    else await saveProduct(editing._id, { ...(body as ProductEdit), version });
    setEditing(undefined);
  };

  return (
    <main id="main" className="catalog-admin container">
      <h1>Products</h1>
      <p className="catalog-admin__add">
        <Link to="/admin/add-products" className="button button--quiet">
          Add a product
        </Link>
        <Link to="/addAlbums" className="button button--quiet">
          Add an album
        </Link>
      </p>
      <div role="tablist" aria-label="Catalog" className="catalog-admin__tabs">
        {(['Albums', 'Products'] as const).map((t) => (
          <button key={t} role="tab" type="button" aria-selected={tab === t} className="button button--quiet" onClick={() => setTab(t)}>
            {t}
          </button>
        ))}
      </div>
      <section role="tabpanel" aria-label={tab}>
        {tab === 'Products' && (
          <div className="catalog-admin__filters">
            <label>
              Category
              <select value={category} onChange={(e) => setCategory(e.target.value)}>
                <option value="">All categories</option>
                {productCategories.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </label>
            <label>
              Size
              <select value={size} onChange={(e) => setSize(e.target.value)}>
                <option value="">All sizes</option>
                {printSizes.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </label>
          </div>
        )}
        {list.isPending && <p role="status">Loading the catalog…</p>}
        {list.isError && <p role="alert">{messages.adminAuthFailed}</p>}
        {list.isSuccess && items.length === 0 && <p>No items match these filters.</p>}
        <ul className="catalog-admin__list">
          {items.map((item) => {
            const name = item.category === 'Albums' ? item.albumName : item.productName;
            const from = fromPrice(item);
            return (
              <li key={item._id} className="catalog-admin__item" data-testid="catalog-item">
                {item.navbarImage && <img src={item.navbarImage} alt="" width={80} height={80} />}
                <div>
                  <h2>{name}</h2>
                  <p>
                    {item.category}
                    {from !== undefined && ` · from ${formatCents(from)}`}
                    {item.category !== 'Albums' && !item.availableForPurchase && ' · not for sale'}
                  </p>
                </div>
                <button type="button" className="button button--quiet" onClick={() => setEditing(item)} aria-label={`Edit ${name}`}>
                  Edit
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      <Modal
        open={!!editing}
        title={editing ? `Edit ${editing.category === 'Albums' ? editing.albumName : editing.productName}` : ''}
        onClose={() => setEditing(undefined)}
      >
        {editing && (
          <ItemForm
            initial={draftOf(editing.category === 'Albums' ? 'album' : 'product', editing)}
            submitLabel="Save changes"
            failure={messages.albumSaveFailed}
            onSubmit={(body) => save(body as AlbumEdit | ProductEdit)}
          />
        )}
      </Modal>
    </main>
  );
}
