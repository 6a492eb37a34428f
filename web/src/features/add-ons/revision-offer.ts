/** Where a customer whose design rounds have run out buys another for that album (only the first proof is included). */
export const revisionOfferPath = (orderId: string, lineId: string): string =>
  `/shop/products/Album-Revision?orderId=${encodeURIComponent(orderId)}&lineId=${encodeURIComponent(lineId)}`;
