/** PUT /albums/{albumName} (the album's id): saves the edited album if it is still at the version the admin read. */
import { saveCatalogItem } from '../data/catalog-admin';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/catalog-admin';
import { albumFrom, savedOrRefused } from './lib/catalog-item';

export const handler = staffRoute(contracts.updateAlbum).handler(async ({ params, body }) => {
  const { version, ...form } = body;
  const album = albumFrom(params.albumName, form);
  return savedOrRefused(await saveCatalogItem(album, version), album.albumName);
});
