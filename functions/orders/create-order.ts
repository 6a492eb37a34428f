/**
 * POST /orders/{userId}/new-order: the customer's cart becomes an order awaiting payment. Every
 * line is priced from the catalog (any price in the request is ignored); an option the catalog
 * lacks is refused, and so is an order whose total before tax is not the one the cart showed
 * (`shownTotal`: a sale began or ended since; nothing is placed, and the answer names the new total),
 * and an add-on whose album is neither among the order's albums nor in
 * one of the customer's paid orders. A checkout attempt id sent again answers the order placed
 * for it the first time. DynamoDB: a catalog query for the albums and one for the products (each
 * only when the cart has one), the user record, the attempt's claim, the order number, one put
 * (and per add-on its revision product or earlier order).
 */
import { ulid } from 'ulid';
import { isAddOnSelection, type CartItem } from '../../shared/cart';
import { messages } from '../../shared/messages';
import { formatCents } from '../../shared/money';
import { promotionMessages } from '../../shared/promotion-messages';
import type { Order } from '../../shared/orders';
import { createOrder } from '../data/orders';
import { allocateOrderNumber } from '../data/staff-orders';
import { releaseCheckoutAttempt } from '../data/checkout-attempts';
import { Conflict, Forbidden, ValidationFailed } from '../kit/errors';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/orders';
import { catalogPricer } from '../cart/lib/price-selection';
import { orderAddOnsOf } from './lib/order-add-ons';
import { orderOfEarlierAttempt, placeForAttempt } from './lib/checkout-attempt';
import { promotionPricer, type LinePricing } from './lib/promotion-pricer';

export const handler = route(contracts.createOrder).handler(async ({ body, params, caller }) => {
  // Every line is an album or a product, and each is designed by the studio: terms first.
  if (!body.albumDesignTermsAcknowledged) throw new ValidationFailed(messages.acknowledgeTerms, { albumDesignTermsAcknowledged: messages.acknowledgeTerms });
  // The catalog, the running promotions and the customer's record are read side by side.
  const placedAt = new Date();
  const [price, promote, user] = await Promise.all([catalogPricer(body.cartItems), promotionPricer(body.promotionCode, placedAt), caller!.record()]);
  // Each line at the catalog's price, then at its best running promotion's (add-ons take none).
  const lines = body.cartItems.flatMap((selection, i) => {
    if (isAddOnSelection(selection)) return [];
    const line = price(selection, `cartItems.${i}`);
    return [{ ...line, ...promote({ category: line.category, name: line.kind === 'album' ? line.albumName : line.productName, price: line.price }) }];
  });
  const orderId = ulid();
  const addOns = await orderAddOnsOf(body.cartItems, lines, { orderId, userId: params.userId });
  if (!user) throw new Forbidden('There is no account for this user yet.');
  if (body.checkoutAttemptId) {
    const earlier = await orderOfEarlierAttempt(params.userId, body.checkoutAttemptId, orderId);
    if (earlier) return { orderId: earlier };
  }

  const now = placedAt.toISOString();
  const subtotal = [...lines, ...addOns].reduce((sum, line) => sum + line.price * line.quantity, 0);
  // The customer pays what the cart showed, or is told the new total first: nothing is placed, and the attempt is free for the retry.
  if (body.shownTotal !== undefined && body.shownTotal !== subtotal) {
    if (body.checkoutAttemptId) await releaseCheckoutAttempt(params.userId, body.checkoutAttemptId, orderId);
    throw new Conflict(promotionMessages.pricesChanged(formatCents(subtotal), formatCents(body.shownTotal)), { shownTotal: String(subtotal) });
  }
  // Allocated before the order is written: a number is never reused, though a failed write may skip one.
  const orderNumber = await allocateOrderNumber();
  const discount = lines.reduce((sum, line) => sum + ((line.regularPrice ?? line.price) - line.price) * line.quantity, 0);
  const albums = lines.filter((l): l is Extract<CartItem, { kind: 'album' }> => l.kind === 'album');
  const products = lines.filter((l): l is Extract<CartItem, { kind: 'product' }> => l.kind === 'product');
  const order: Order = {
    _id: orderId,
    orderNumber,
    version: 0,
    user: params.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    createdAt: now,
    cartPreTaxPrice: subtotal,
    // Tax is computed by the card provider at checkout; shipping is always free.
    tax: 0,
    totalPrice: subtotal,
    discount,
    ...(body.promotionCode ? { promotionCode: body.promotionCode } : {}),
    paymentStatus: 'pending',
    shippingMethod: 'Free shipping',
    shippingAddress: body.shippingAddress!,
    albums: albums.map((l) => ({
      _id: l._id,
      albumId: l.albumId,
      albumName: l.albumName,
      albumOptions: l.albumOptions,
      coverOptions: { coverType: l.coverType ?? '', coverName: l.coverName ?? '' },
      layFlatUpgrade: l.layFlatUpgrade,
      navbarImage: l.navbarImage,
      quantity: l.quantity,
      price: l.price,
      ...promotionOf(l),
    })),
    products: products.map((l) => ({
      _id: l._id,
      productId: l.productId,
      productName: l.productName,
      category: l.category,
      productOptions: l.productOptions,
      ...(l.coverType ? { coverOptions: { coverType: l.coverType, coverName: l.coverName ?? '' } } : {}),
      navbarImage: l.navbarImage,
      quantity: l.quantity,
      price: l.price,
      ...promotionOf(l),
    })),
    ...(addOns.length > 0 ? { addOns } : {}),
    status: 'Awaiting user images',
    statusHistory: [
      { status: 'Awaiting user images', updatedAt: now, updatedBy: { firstName: user.firstName, lastName: user.lastName }, note: 'Order placed' },
    ],
    readyForEditing: albums.length > 0 || addOns.length > 0 || products.some((p) => p.category === 'Editing'),
    albumDesignTermsAcknowledged: true,
    // The upload routes count photos per line into this map; DynamoDB cannot ADD into a missing one.
    imageCounts: {},
  };
  await placeForAttempt(params.userId, body.checkoutAttemptId, orderId, () => createOrder(order));
  return { orderId: order._id };
});

/** The catalog's price and the promotion of a line a promotion priced; nothing for one it did not. */
const promotionOf = (line: LinePricing) => (line.promotion ? { regularPrice: line.regularPrice, promotion: line.promotion } : {});
