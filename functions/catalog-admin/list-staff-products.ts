/** GET /admin/catalog/products: every product as stored, on sale or not, with costs and version. */
import { listProducts } from '../data/catalog';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/catalog-admin';

export const handler = staffRoute(contracts.listStaffProducts).handler(() => listProducts());
