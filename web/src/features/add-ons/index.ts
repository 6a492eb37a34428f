/** What the pages use of add-ons: buying pages and a tier for an album, and the Album Revision's order panel. */
export { BuyAddOns } from './components/buy-add-ons';
export { RevisionOrderForm } from './components/revision-order-form';
/** Where a customer whose design rounds have run out buys another for that album (only the first proof is included). */
export const revisionOfferPath = (orderId: string, lineId: string): string =>
  `/shop/products/Album-Revision?orderId=${encodeURIComponent(orderId)}&lineId=${encodeURIComponent(lineId)}`;
