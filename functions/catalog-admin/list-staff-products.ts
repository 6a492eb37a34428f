/** GET /admin/catalog/products: every product as stored, on sale or not, with costs and version. */
import { listProducts } from '../data/catalog';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/catalog-admin';

export const handler = route(contracts.listStaffProducts).handler(() => listProducts());
