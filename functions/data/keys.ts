/**
 * Every key of the table is built here, one function per entity (docs/data-model.md).
 * Ids that sort by time are ULIDs, so `gsi*sk` ranges come back newest first with
 * ScanIndexForward=false.
 */
import { nameKeyOf, type Category } from '../../shared/catalog';
import { isOutstanding, type OrderStatus, type PaymentStatus } from '../../shared/orders';
import { inEditingQueue } from '../../shared/proofs';

export const albumKeys = (id: string, albumName: string) => ({
  pk: `ALBUM#${id}`,
  sk: 'ALBUM',
  gsi1pk: `NAME#ALBUM#${nameKeyOf(albumName)}`,
  gsi1sk: 'ALBUM',
  gsi2pk: 'CATALOG#ALBUMS',
  gsi2sk: nameKeyOf(albumName),
});
export const albumKey = (id: string) => ({ pk: `ALBUM#${id}`, sk: 'ALBUM' });
export const albumNameIndex = (name: string) => ({ index: 'gsi1', pk: `NAME#ALBUM#${nameKeyOf(name)}` }) as const;
export const allAlbumsIndex = { index: 'gsi2', pk: 'CATALOG#ALBUMS' } as const;

export const productKeys = (id: string, productName: string, category: Category) => ({
  pk: `PRODUCT#${id}`,
  sk: 'PRODUCT',
  gsi1pk: `NAME#PRODUCT#${nameKeyOf(productName)}`,
  gsi1sk: 'PRODUCT',
  gsi2pk: 'CATALOG#PRODUCTS',
  gsi2sk: `${category}#${nameKeyOf(productName)}`,
});
export const productKey = (id: string) => ({ pk: `PRODUCT#${id}`, sk: 'PRODUCT' });
export const productNameIndex = (name: string) => ({ index: 'gsi1', pk: `NAME#PRODUCT#${nameKeyOf(name)}` }) as const;
export const allProductsIndex = { index: 'gsi2', pk: 'CATALOG#PRODUCTS' } as const;

export const userKey = (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' });

export const callbackKeys = (id: string) => ({
  pk: `CALLBACK#${id}`,
  sk: 'CALLBACK',
  gsi2pk: 'CALLBACKS',
  gsi2sk: id,
});

export const referralKeys = (id: string) => ({
  pk: `REFERRAL#${id}`,
  sk: 'REFERRAL',
  gsi2pk: 'REFERRALS',
  gsi2sk: id,
});

/**
 * An order, with the index entries its state puts it in: the customer's list (gsi1), the staff's
 * outstanding list while it is paid and open (gsi2) and the editors' queue while in an editor
 * status or approved and still to finish (gsi3). An unpaid or abandoned order is never on the staff's board.
 */
export const orderKeys = (order: { _id: string; user: string; status: OrderStatus; paymentStatus: PaymentStatus }) => ({
  pk: `ORDER#${order._id}`,
  sk: 'ORDER',
  gsi1pk: `USERORDERS#${order.user}`,
  gsi1sk: order._id,
  ...orderIndexEntries(order),
});

/** The staff indexes an order belongs in, by its payment and status (each key absent when not). */
export const orderIndexEntries = (order: { _id: string; status: OrderStatus; paymentStatus: PaymentStatus }) => ({
  ...(order.paymentStatus === 'paid' && isOutstanding(order.status) ? { gsi2pk: 'OUTSTANDING', gsi2sk: order._id } : {}),
  ...(inEditingQueue(order.status) ? { gsi3pk: 'EDITING', gsi3sk: order._id } : {}),
});
export const editingQueueIndex = { index: 'gsi3', pk: 'EDITING' } as const;
export const outstandingOrdersIndex = { index: 'gsi2', pk: 'OUTSTANDING' } as const;
/** The one counter that allocates short order numbers (`ADD next :1`). */
export const orderNumberCounterKey = { pk: 'COUNTER#ORDERNUMBER', sk: 'COUNTER' } as const;
export const orderKey = (id: string) => ({ pk: `ORDER#${id}`, sk: 'ORDER' });
export const userOrdersIndex = (userId: string) => ({ index: 'gsi1', pk: `USERORDERS#${userId}` }) as const;

export const paymentEventKey = (eventId: string) => ({ pk: `PAYMENTEVENT#${eventId}`, sk: 'EVENT' });
/** Claims one checkout attempt of a customer for the order it placed (put with `attribute_not_exists(pk)`). */
export const checkoutAttemptKey = (userId: string, attemptId: string) => ({ pk: `CHECKOUTATTEMPT#${userId}#${attemptId}`, sk: 'ATTEMPT' });

/** A photo of an order line (pattern 13): kept under its order, grouped by line, in upload order. */
export const imageKey = (orderId: string, lineId: string, imageId: string) => ({
  pk: `ORDER#${orderId}`,
  sk: `IMAGE#${lineId}#${imageId}`,
});
/** The photos of one line of an order, or (without a line) of every line. */
export const orderImagesRange = (orderId: string, lineId?: string) => ({
  pk: `ORDER#${orderId}`,
  skPrefix: lineId === undefined ? 'IMAGE#' : `IMAGE#${lineId}#`,
});
/**
 * A photo while it is reserved is in gsi2 under `RESERVED`, by when it was reserved, so the
 * scheduled release finds the lapsed ones with one Query; the entry goes when the photo is checked.
 */
export const reservedPhotoIndexEntry = (reservedAt: string, imageId: string) => ({ gsi2pk: 'RESERVED', gsi2sk: `${reservedAt}#${imageId}` });
export const reservedPhotosIndex = { index: 'gsi2', pk: 'RESERVED' } as const;

/**
 * A hold on places (functions/uploads/lib/reservations.ts): one item under its order while a
 * signing is between reserving places and writing its photos, in gsi2 under `PLACEHOLDS` by when
 * it was taken, so the scheduled release finds a hold whose signing died.
 */
export const placeHoldKey = (orderId: string, holdId: string) => ({ pk: `ORDER#${orderId}`, sk: `HOLD#${holdId}` });
export const placeHoldIndexEntry = (heldAt: string, holdId: string) => ({ gsi2pk: 'PLACEHOLDS', gsi2sk: `${heldAt}#${holdId}` });
export const placeHoldsIndex = { index: 'gsi2', pk: 'PLACEHOLDS' } as const;

/**
 * Where a photo's bytes live in the uploads bucket: the original as the customer sent it and the
 * small JPEG the browser makes of it. Ids are `[A-Za-z0-9_-]`, so a key needs no escaping.
 */
export const photoObjectKeys = (orderId: string, lineId: string, imageId: string) => ({
  key: `orders/${orderId}/${lineId}/${imageId}`,
  thumbKey: `orders/${orderId}/${lineId}/thumbs/${imageId}.jpg`,
});
/** The photo an object key belongs to, and whether it is the thumbnail; undefined for any other key. */
export function photoOfObjectKey(key: string) {
  const match = /^orders\/([\w-]+)\/([\w-]+)\/(?:(thumbs)\/([\w-]+)\.jpg|([\w-]+))$/.exec(key);
  if (!match) return undefined;
  return { orderId: match[1]!, lineId: match[2]!, imageId: (match[4] ?? match[5])!, thumbnail: match[3] === 'thumbs' };
}
/** Claims a catalog name for one item (docs/data-model.md): put with `attribute_not_exists(pk)`. */
export const nameGuardKey = (kind: 'ALBUM' | 'PRODUCT', name: string) => ({ pk: `NAME#${kind}#${nameKeyOf(name)}`, sk: 'NAME' });

/** A design round of an album line (docs/editing.md): under its order, by line, rounds in order. */
export const designRoundKey = (orderId: string, lineId: string, round: number) => ({
  pk: `ORDER#${orderId}`,
  sk: `DESIGN#${lineId}#${String(round).padStart(3, '0')}`,
});
export const orderDesignsRange = (orderId: string) => ({ pk: `ORDER#${orderId}`, skPrefix: 'DESIGN#' });

/** The customer's draft of an album line (docs/album-draft.md): one item under its order per line. */
export const albumDraftKey = (orderId: string, lineId: string) => ({ pk: `ORDER#${orderId}`, sk: `DRAFT#${lineId}` });
export const orderDraftsRange = (orderId: string) => ({ pk: `ORDER#${orderId}`, skPrefix: 'DRAFT#' });
/** The draft as it stood when a design round went to the customer: beside the round, by line and round. */
export const roundDraftKey = (orderId: string, lineId: string, round: number) => ({
  pk: `ORDER#${orderId}`,
  sk: `ROUNDDRAFT#${lineId}#${String(round).padStart(3, '0')}`,
});
export const orderRoundDraftsRange = (orderId: string) => ({ pk: `ORDER#${orderId}`, skPrefix: 'ROUNDDRAFT#' });

/**
 * Where design files live in the uploads bucket, beside (not under) the customer's photos, so the
 * photo arrival check ignores them: `designs/<order>/<line>/<round>/<spread id>` and
 * `designs/<order>/<line>/<round>/print/<file id>`.
 */
export const spreadObjectKey = (orderId: string, lineId: string, round: number, spreadId: string) => `designs/${orderId}/${lineId}/${round}/${spreadId}`;
export const printFileObjectKey = (orderId: string, lineId: string, round: number, fileId: string) => `designs/${orderId}/${lineId}/${round}/print/${fileId}`;
/** The round a print-ready file's key belongs to; undefined for any other key. */
export function printFileOfObjectKey(key: string) {
  const match = /^designs\/([\w-]+)\/([\w-]+)\/(\d{1,3})\/print\/([\w-]+)$/.exec(key);
  return match ? { orderId: match[1]!, lineId: match[2]!, round: Number(match[3]) } : undefined;
}

/** The mark of one message the notifications function sends (`once`: the event id, or what the event is about). */
export const notificationKey = (once: string) => ({ pk: `NOTIFICATION#${once}`, sk: 'NOTIFICATION' });

/**
 * The studio dashboard (docs/data-model.md, "The dashboard's figures"): per order, what it adds to
 * the figures, in the index of its status while open (gsi2, by when it entered the status); and the
 * counters: orders in each status now, each week's orders and revenue, each day's ended stints.
 */
export const dashboardOrderKey = (orderId: string) => ({ pk: `DASHBOARD#ORDER#${orderId}`, sk: 'FIGURES' });
export const dashboardStatusIndex = (status: OrderStatus) => ({ index: 'gsi2', pk: `DASHBOARD#STATUS#${status}` }) as const;
export const dashboardCounterKey = (kind: 'statuses' | 'week' | 'stints', key: string) => ({ pk: `DASHBOARD#${kind.toUpperCase()}`, sk: key });

/**
 * A promotion (docs/data-model.md), listed in gsi2 under `PROMOTIONS` by when it ends, so the
 * running and coming ones are the entries that end after now.
 */
export const promotionKeys = (id: string, endsAt: string) => ({ pk: `PROMOTION#${id}`, sk: 'PROMOTION', gsi2pk: 'PROMOTIONS', gsi2sk: `${endsAt}#${id}` });
export const promotionKey = (id: string) => ({ pk: `PROMOTION#${id}`, sk: 'PROMOTION' });
export const promotionsIndex = { index: 'gsi2', pk: 'PROMOTIONS' } as const;
/** A promotion code's claim: the promotions that use the code and when each runs (functions/data/promotion-codes.ts). */
export const promotionCodeKey = (code: string) => ({ pk: `PROMOCODE#${code}`, sk: 'PROMOCODE' });
