/** PUT /products/{id}: saves the edited product if it is still at the version the admin read. */
import { saveCatalogItem } from '../data/catalog-admin';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/catalog-admin';
import { productFrom, savedOrRefused } from './lib/catalog-item';

export const handler = staffRoute(contracts.updateProduct).handler(async ({ params, body }) => {
  const { version, ...form } = body;
  const product = productFrom(params.id, form);
  return savedOrRefused(await saveCatalogItem(product, version), product.productName);
});
