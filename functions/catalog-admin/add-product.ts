/** POST /products/add-new-product: a new product, in the storefront from the next catalog read. */
import { ulid } from 'ulid';
import { addCatalogItem } from '../data/catalog-admin';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/catalog-admin';
import { productFrom, savedOrRefused } from './lib/catalog-item';

export const handler = staffRoute(contracts.addProduct).handler(async ({ body }) => {
  const product = productFrom(ulid(), body);
  return savedOrRefused(await addCatalogItem(product), product.productName);
});
