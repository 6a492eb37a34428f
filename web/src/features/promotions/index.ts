/** What the app's pages and other features use of promotions. */
export { Price, salePriceText } from './components/price';
export { PromotionCodeField } from './components/promotion-code-field';
export { PromotionsPage } from './components/promotions-page';
export { useCurrentPromotions, usePromotionalPrice, currentPromotionsQuery, type SalePrice } from './current';
export { useCartPrices, type CartWithPromotions } from './use-cart-prices';
export { readPromotionCode, keepPromotionCode } from './code-storage';
export { appliesToOf, discountOf } from './words';
export { SaleOffers } from './components/sale-offers';
export { FromPrice } from './components/from-price';
export type { CatalogNames } from './components/promotion-form';
