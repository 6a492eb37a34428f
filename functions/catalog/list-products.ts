/** GET /products/all-products: every product, by category then name, as shoppers see it; `?category=` narrows to one. */
import { publicProductSchema } from '../../shared/catalog';
import { listProducts } from '../data/catalog';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/catalog';

export const handler = route(contracts.listProducts).handler(async ({ query }) =>
  (await listProducts(query.category)).map((product) => publicProductSchema.parse(product)),
);
