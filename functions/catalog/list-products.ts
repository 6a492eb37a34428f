/** GET /products/all-products: every product, by category then name; `?category=` narrows to one. */
import { listProducts } from '../data/catalog';
import { route } from '../kit/route';
import { routes } from '../routes';

export const handler = route(routes.listProducts).handler(({ query }) => listProducts(query.category));
