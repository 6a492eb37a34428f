/** POST /albums/add-albums: a new album, in the storefront from the next catalog read. */
import { ulid } from 'ulid';
import { addCatalogItem } from '../data/catalog-admin';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/catalog-admin';
import { albumFrom, savedOrRefused } from './lib/catalog-item';

export const handler = staffRoute(contracts.addAlbum).handler(async ({ body }) => {
  const album = albumFrom(ulid(), body);
  return savedOrRefused(await addCatalogItem(album), album.albumName);
});
