/** GET /products/name/{productName}: one product with its images, options and covers. */
import { publicProductSchema } from '../../shared/catalog';
import { getProductByName } from '../data/catalog';
import { NotFound } from '../kit/errors';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/catalog';

export const handler = route(contracts.getProductByName).handler(async ({ params }) => {
  const product = await getProductByName(params.productName);
  if (!product) throw new NotFound(`We have no product called ${params.productName}.`);
  return publicProductSchema.parse(product);
});
