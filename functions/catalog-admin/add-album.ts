/** POST /albums/add-albums: a new album, in the storefront from the next catalog read. */
import { ulid } from 'ulid';
import { addCatalogItem } from '../data/catalog-admin';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/catalog-admin';
import { albumFrom, savedOrRefused } from './catalog-item';

export const handler = route(contracts.addAlbum).handler(async ({ body }) => {
  const album = albumFrom(ulid(), body);
  return savedOrRefused(await addCatalogItem(album), album.albumName);
});
