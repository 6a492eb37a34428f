/** GET /products/all-products: every product, by category then name; `?category=` narrows to one. */
import { listProducts } from '../data/catalog';
import { route } from '../kit/route';
import { catalogRoutes } from '../../shared/api/catalog';

export const handler = route(catalogRoutes.listProducts).handler(({ query }) => listProducts(query.category));
