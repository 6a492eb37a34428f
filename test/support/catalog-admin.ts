/** Bodies of the catalog admin calls, for tests: a small album and a print, each under a name of the test's choosing. */
import type { Album } from '../../shared/catalog';
import type { NewAlbum, NewProduct } from '../../shared/catalog-admin';
import { api } from './runtime';

export const newAlbumBody = (albumName: string, price = 50000): NewAlbum => ({
  albumName,
  category: 'Albums',
  tagline: 'A test album',
  images: [{ url: '/art/albums/lux/open.svg', alt: `${albumName} open on a table` }],
  albumOptions: [{ size: '8x8', pages: 20, price, cost: 15000, designCost: 4000 }],
  coverOptions: [{ coverType: 'Leather', coverName: 'Black', url: '/art/albums/lux/cover-leather-black.svg' }],
});

export const newProductBody = (productName: string, price = 3000): NewProduct => ({
  productName,
  category: 'Prints',
  images: [],
  productOptions: [{ size: '8x10', price, cost: 900 }],
});

/** A name no other test or run uses. */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An album added through the API by the Admin whose token is given; its name has no spaces, so its order page's address is its name. */
export async function addAlbumNamed(adminToken: string, prefix: string, price: number): Promise<Album> {
  const res = await api('POST', '/albums/add-albums', { token: adminToken, body: newAlbumBody(uniqueName(prefix).replace(/\s/g, ''), price) });
  if (res.status !== 201) throw new Error(`adding the album failed: ${JSON.stringify(res.body)}`);
  return res.body;
}
