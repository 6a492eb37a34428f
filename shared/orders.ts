/** Orders: statuses and their transitions, the order record, order payloads. */
import * as z from 'zod/mini';
import { addOnLineSchema } from './add-ons';
import { addressSchema } from './address';
import { addEditing, productCategorySchema, publicAlbumOptionSchema, publicProductOptionSchema } from './catalog';
import { cartSelectionSchema, MAX_CART_LINES, MAX_QUANTITY } from './cart';
import { centsSchema } from './cents';
import { messages } from './messages';
import { MAX_ROUNDS, versionSchema, wholeNumber } from './numbers';
import { duplicatePaymentSchema } from './payments';
import { enteredCodeSchema } from './promotions';
import { imageCountSchema } from './uploads';
import { safeText } from './text';

export const orderStatuses = [
  'Awaiting user images',
  'pending',
  'Sent to editing team',
  'Editing started',
  'Editing completed',
  'Send to manufacturing',
  'Manufacturing',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Returned',
  'Waiting for client approval',
  'album-approved',
  'partially-shipped',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusSchema = z.enum(orderStatuses);

/** The statuses an editor may set from the editors dashboard. */
export const editorStatuses = [
  'Sent to editing team',
  'Editing started',
  'Waiting for client approval',
  'Editing completed',
] as const satisfies readonly OrderStatus[];

/** Orders in these statuses need nobody's attention any more. */
export const closedStatuses: readonly OrderStatus[] = ['Delivered', 'Cancelled', 'Returned'];
export const isOutstanding = (status: OrderStatus): boolean => !closedStatuses.includes(status);
export const isInEditing = (status: OrderStatus): boolean => (editorStatuses as readonly OrderStatus[]).includes(status);

export const paymentStatuses = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Where an order goes when the customer has uploaded every image and clicks complete. */
export const statusAfterUploads = (readyForEditing: boolean): OrderStatus => (readyForEditing ? 'Sent to editing team' : 'Send to manufacturing');

/* Once every album has its design the editors are offered to send the proof: see shared/proofs.ts and docs/editing.md. */

export const DELAY_WARNING_DAYS = 3;

export type OutstandingColour = 'black' | 'red' | 'orange' | 'purple' | 'orange-red' | 'grey';

/**
 * The colour of an order box on the outstanding-orders board: black once editing is completed,
 * grey before anyone changed its status, red when nobody has for over 3 days, then by status
 * (orange at manufacturing, purple with the editing team, orange-red awaiting photos, else grey).
 */
export function outstandingColour(status: OrderStatus, lastUpdate: Date | undefined, now: Date = new Date()): OutstandingColour {
  if (status === 'Editing completed') return 'black';
  if (!lastUpdate) return 'grey';
  if (now.getTime() - lastUpdate.getTime() > DELAY_WARNING_DAYS * 86_400_000) return 'red';
  if (status === 'Send to manufacturing' || status === 'Manufacturing') return 'orange';
  if (status === 'Sent to editing team') return 'purple';
  if (status === 'Awaiting user images') return 'orange-red';
  return 'grey';
}

/**
 * The most entries an order's status history keeps. Staff add one per status change, each with a
 * note of up to 500 characters: a bound keeps the order far under DynamoDB's 400 KB, and no real
 * order goes through a hundred changes.
 */
export const MAX_STATUS_HISTORY = 100;

export const statusChangeSchema = z.object({
  status: orderStatusSchema,
  updatedAt: z.iso.datetime(),
  updatedBy: z.object({ firstName: z.string(), lastName: z.string() }),
  /** What happened, when it is not only a status change (e.g. the payment arrived). */
  note: z.optional(z.string()),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** The promotion that priced a line: its id and the name the customer saw. */
export const linePromotionSchema = z.object({ id: z.string(), name: z.string() });

/**
 * What a promotion did to a line: the catalog's unit price (`price` is then the unit price after
 * the promotion) and the promotion. Absent on lines no promotion priced and on orders from before
 * promotions.
 */
const promotionFields = {
  regularPrice: z.optional(centsSchema),
  promotion: z.optional(linePromotionSchema),
};

export const albumLineSchema = z.object({
  _id: z.string(),
  albumId: z.string(),
  albumName: z.string(),
  albumOptions: publicAlbumOptionSchema,
  coverOptions: z.object({ coverType: z.string(), coverName: z.string() }),
  layFlatUpgrade: z.boolean(),
  navbarImage: z.string(),
  quantity: wholeNumber(1, MAX_QUANTITY),
  price: centsSchema,
  ...promotionFields,
  /** Add-on pages bought for this album (the add-editing page, $15 each); they raise its image limit. */
  extraPages: z.optional(wholeNumber(0, addEditing.extraPages.max)),
  /** The editing tier bought for this album on the add-editing page. */
  editingTier: z.optional(z.string()),
  /** Revision rounds bought for this album beyond the first proof, which is included. */
  revisionsBought: z.optional(wholeNumber(0, MAX_ROUNDS - 1)),
});
export const productLineSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  category: productCategorySchema,
  productOptions: publicProductOptionSchema,
  coverOptions: z.optional(z.object({ coverType: z.string(), coverName: z.string() })),
  navbarImage: z.string(),
  quantity: wholeNumber(1, MAX_QUANTITY),
  price: centsSchema,
  ...promotionFields,
});

/** A phone number as the card provider gives it, in international form: `+15125550199`. */
/** The name on the card as the card provider gives it (Stripe allows 150 characters). */
export const billingNameSchema = safeText(150).check(z.minLength(1));

export const checkoutPhoneSchema = z.string().check(z.regex(/^\+[1-9]\d{6,14}$/, 'Not a phone number in international form.'));

export const orderSchema = z.object({
  _id: z.string(),
  user: z.string(),
  /** Where order messages go: the customer's sign-in email when the order was placed. */
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.iso.datetime(),
  totalPrice: centsSchema,
  cartPreTaxPrice: centsSchema,
  tax: centsSchema,
  /** Cents the order's promotions took off its lines in all (the lines' regular prices less their prices). */
  discount: z.optional(centsSchema),
  /** The code the customer entered in the cart, upper case, when the order was placed with one. */
  promotionCode: z.optional(z.string()),
  paymentStatus: z.enum(paymentStatuses),
  shippingMethod: z.string(),
  shippingAddress: addressSchema,
  /** The card's billing address the customer gave at checkout, kept when the payment settled (a US address only). */
  billingAddress: z.optional(addressSchema),
  /** The name on the card the customer gave at checkout, kept with the billing address. */
  billingName: z.optional(billingNameSchema),
  /** The phone number the customer gave at checkout, kept when the payment settled. */
  phone: z.optional(checkoutPhoneSchema),
  albums: z.array(albumLineSchema),
  products: z.array(productLineSchema),
  /** Add-ons bought for an album of this order or of an earlier one (shared/add-ons.ts), added to it when paid. */
  addOns: z.optional(z.array(addOnLineSchema)),
  /** Ids of the add-on lines (of any of the customer's orders) already added to this order's albums. */
  appliedAddOns: z.optional(z.array(z.string())),
  status: orderStatusSchema,
  statusHistory: z.array(statusChangeSchema),
  readyForEditing: z.boolean(),
  albumDesignTermsAcknowledged: z.boolean(),
  /** The card provider's checkout session for this order, once checkout began. */
  checkoutSessionId: z.optional(z.string()),
  paidAt: z.optional(z.iso.datetime()),
  /** The session and card payment that paid the order (a later one is a duplicate, refunded). */
  paidSessionId: z.optional(z.string()),
  paymentIntentId: z.optional(z.string()),
  /** Second payments that reached the order after it was paid, each refunded: session id → refund. */
  duplicatePayments: z.optional(z.record(z.string(), duplicatePaymentSchema)),
  /** When the order confirmation email went out (sent once, from the Order paid event). */
  confirmationSentAt: z.optional(z.iso.datetime()),
  /** Photos held per line (uploaded or on their way), kept by the upload routes: line id → count. */
  imageCounts: z.optional(z.record(z.string(), imageCountSchema)),
  /** The name the customer gave the order's gallery. */
  galleryName: z.optional(z.string()),
  /** The short number people read out on the phone (`LA-10423`); the id stays in URLs. */
  orderNumber: z.optional(z.string()),
  /** Bumped by every staff or customer change after payment; a write names the version it read. */
  version: z.optional(versionSchema(messages.orderVersionInvalid)),
  /** The customer asked to cancel (within 24 hours of purchase). */
  cancellationRequest: z.optional(z.object({ requestedAt: z.iso.datetime(), reason: z.optional(z.string()) })),
  /** Carrier and tracking number, set with the status Shipped. */
  shipment: z.optional(z.object({ carrier: z.string(), trackingNumber: z.string() })),
  /** The card refund made when the order was cancelled. */
  refund: z.optional(z.object({ refundId: z.string(), amount: centsSchema, refundedAt: z.iso.datetime(), reason: z.optional(z.string()) })),
});
export type Order = z.infer<typeof orderSchema>;

/** Who changed an order when no person did. */
export const cardPayments = { firstName: 'Card', lastName: 'payments' } as const;

/** `POST /orders/{userId}/new-order`. Prices in the lines are ignored: the server prices from the catalog. */
export const newOrderSchema = z
  .object({
    cartItems: z.array(cartSelectionSchema).check(z.minLength(1, 'Your cart is empty.'), z.maxLength(MAX_CART_LINES, messages.cartFull(MAX_CART_LINES))),
    /**
     * One id per checkout attempt, made by the page and sent again when it retries: a repeat (a
     * double click, a retry after a lost answer, twenty at once) answers the order the first placed.
     */
    checkoutAttemptId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Not a checkout attempt id'))),
    shippingAddress: z.optional(addressSchema),
    albumDesignTermsAcknowledged: z._default(z.boolean(), false),
    /** A promotion code typed in the cart; an order with a code that no running promotion has is refused. */
    promotionCode: z.optional(enteredCodeSchema),
    /**
     * The total before tax the cart showed the customer. An order the server prices otherwise (a
     * sale began or ended since the page read it) is refused with the new total, and nothing is placed.
     */
    shownTotal: z.optional(centsSchema),
  })
  .check(
    z.refine((o) => o.shippingAddress !== undefined, {
      message: messages.mustSelectAddress,
      path: ['shippingAddress'],
    }),
  );

/** `POST /orders/{userId}/stripe-create-checkout` */
export const createCheckoutSchema = z.object({ orderId: z.string().check(z.minLength(1), z.maxLength(64)) });
/** `POST /orders/{userId}/{orderId}/confirm-payment`: the success page asks the server to check the session. */
// Stripe's Checkout Session ids are `cs_` then letters, digits and underscores; anything else is a bad
// link, refused here before it is written into a Stripe request path.
export const confirmPaymentSchema = z.object({
  sessionId: z.string().check(z.maxLength(200), z.regex(/^cs_[A-Za-z0-9_]+$/, 'That payment link is not valid.')),
});

/** `PUT /orders/{userId}/{orderId}/status-update` and `PUT /orders/{userId}/{orderId}` */
export const orderStatusUpdateSchema = z.object({
  status: orderStatusSchema,
  readyForEditing: z.optional(z.boolean()),
});
