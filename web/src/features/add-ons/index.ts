/** What the pages use of add-ons: buying pages and a tier for an album, and the Album Revision's order panel. */
export { BuyAddOns } from './components/buy-add-ons';
export { RevisionOrderForm } from './components/revision-order-form';
export { revisionOfferPath } from './revision-offer';
