/** GET /admin/catalog/albums: every album as stored, with costs and version, for the products page. */
import { listAlbums } from '../data/catalog';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/catalog-admin';

export const handler = route(contracts.listStaffAlbums).handler(() => listAlbums());
