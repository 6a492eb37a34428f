/**
 * A catalog item's From price on the storefront (cards, learn pages), struck through while a
 * running sale lowers it: the sale takes its cheapest option to the price shown.
 */
import type { CatalogItem } from '@shared/catalog';
import { fromPrice, nameOf } from '@shared/catalog-rules';
import { usePromotionalPrice } from '../current';
import { Price } from './price';

export function FromPrice({ item }: { item: CatalogItem }) {
  const price = fromPrice(item);
  const sale = usePromotionalPrice({ category: item.category, name: nameOf(item), price });
  if (price === undefined) return null;
  return <Price prefix="From " regular={price} promotional={sale?.price} promotionName={sale?.promotion.name} />;
}
