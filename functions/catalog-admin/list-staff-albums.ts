/** GET /admin/catalog/albums: every album as stored, with costs and version, for the products page. */
import { listAlbums } from '../data/catalog';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/catalog-admin';

export const handler = staffRoute(contracts.listStaffAlbums).handler(() => listAlbums());
