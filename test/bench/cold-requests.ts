/**
 * One real request per deployed handler, for the handlers bench's cold starts (handlers.ts): a
 * route's HTTP API event with the claims the local gateway passes for the caller's token, an
 * EventBridge event for an event target, a Cognito event for a trigger. Each is answered from the
 * bench's shop (cold-shop.ts) through the handler's own AWS calls, and says what answer it
 * expects (a 2xx, or the event target's result), so a request that stopped short shows. A route
 * staff may call is called by a staff member (the demo Admin), who also pays for the question to
 * the user pool about their authenticator app: the call its grants, and so its target, allow for.
 * One table with an entry per handler, in the bench's order: a handler without one shows in the
 * section as having no request.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { stripeCheckoutEvents } from '../../functions/events';
import type { LocalCloud } from '../../infra/local/cloud';
import { LOCAL_STRIPE_EVENT_SOURCE } from '../../infra/local/stripe';
import { eventBridge, request, type RequestMaker } from './cold-events';
import { expectStatus, paidThroughStripe, sendPhoto, type BenchShop, type Person, type Support } from './cold-shop';

export type { RequestMaker } from './cold-events';

export function coldRequests(cloud: LocalCloud, s: Support, shop: BenchShop): Record<string, RequestMaker> {
  const { admin, shopper, buyer, churn } = shop;
  const env = cloud.handlerEnvironment;
  const stripeApi = env.STRIPE_API_URL ?? 'https://api.stripe.com';
  const as = (person: Person) => ({ token: person.idToken });
  const unique = () => randomBytes(4).toString('hex');
  const upload = (o: { user: string; _id: string }) => `/galleries/user/${o.user}/${o._id}`;

  /** A new order of the churn customer with its checkout session open, and the Checkout completed event Stripe sends once it is paid. */
  async function checkoutCompleted() {
    const placed = await expectStatus<{ orderId: string }>(
      'placing an order',
      201,
      s.api('POST', `/orders/${churn.sub}/new-order`, {
        ...as(churn),
        body: { cartItems: [s.edgePrint], shippingAddress: s.address, albumDesignTermsAcknowledged: true },
      }),
    );
    const { sessionId } = await expectStatus(
      'opening its checkout',
      200,
      s.api('POST', `/orders/${churn.sub}/stripe-create-checkout`, { ...as(churn), body: { orderId: placed.orderId } }),
    );
    const session = await (
      await fetch(`${stripeApi}/v1/checkout/sessions/${sessionId}`, { headers: { authorization: `Bearer ${env.STRIPE_SECRET_KEY}` } })
    ).json();
    const type = stripeCheckoutEvents[0];
    return {
      id: `evt_bench_${unique()}${unique()}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { ...session, status: 'complete', payment_status: 'paid', payment_intent: `pi_bench_${unique()}${unique()}` } },
    };
  }
  /** A new order of the churn customer's at the editors, with a spread of its album uploaded. */
  async function withSpread() {
    const order = await s.orderWithEditors(churn);
    const { round } = await s.uploadSpreads(admin, order, order.albums[0]!._id, ['spread-1.png']);
    return { order, lineId: order.albums[0]!._id, round };
  }
  const staffVersion = (orderId: string) => s.versionOf(admin, orderId);
  const editor = (o: { user: string; _id: string }) => ({ clientId: o.user, orderId: o._id });
  /** A promotion of the bench's own album, scheduled for tomorrow so that no order of the bench pays it, with `change` applied. */
  const promotionBody = (change: Record<string, unknown> = {}) => ({
    name: s.uniqueName('Bench sale'),
    kind: 'percent',
    value: 20,
    albums: [shop.album.albumName],
    products: [],
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    ...change,
  });
  const scheduledPromotion = () =>
    expectStatus<{ id: string; version: number }>('adding a promotion', 201, s.api('POST', '/admin/promotions', { ...as(admin), body: promotionBody() }));
  /** The bench's album line with a photo on it: the photo's id and the line's draft version now. */
  async function draftLine() {
    const { forUploads, uploadLine, buyer: owner } = shop;
    const listed = await expectStatus<{ images: { imageId: string }[] }>(
      'listing the line’s photos',
      200,
      s.api('GET', `${upload(forUploads)}/items?lineId=${uploadLine}`, as(owner)),
    );
    const stored = await expectStatus<{ version: number }>(
      'reading the draft',
      200,
      s.api('GET', `/orders/${owner.sub}/${forUploads._id}/drafts/${uploadLine}`, as(owner)),
    );
    return { imageId: listed.images[0]!.imageId, version: stored.version };
  }

  return {
    'auth/post-confirmation': async () => {
      // A person signed up and not yet confirmed: the trigger writes their record and their pool attribute.
      const email = `bench.${unique()}@shop.test`;
      const signedUp = await s.callCognito('SignUp', {
        ClientId: cloud.endpoints.userPoolClientId,
        Username: email,
        Password: 'Bench#Albums2026!',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'given_name', Value: 'Bench' },
          { Name: 'family_name', Value: 'Signup' },
        ],
      });
      return {
        expect: 'event returned',
        event: {
          version: '1',
          region: 'us-east-1',
          userPoolId: cloud.endpoints.userPoolId,
          userName: signedUp.UserSub,
          triggerSource: 'PostConfirmation_ConfirmSignUp',
          callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: cloud.endpoints.userPoolClientId },
          request: { userAttributes: { sub: signedUp.UserSub, email, email_verified: 'true', given_name: 'Bench', family_name: 'Signup' } },
          response: {},
        },
      };
    },

    'auth/custom-message': async () => ({
      // A sign-up's verification code: the trigger writes the pool's email in the shop's look.
      expect: 'email written',
      event: {
        version: '1',
        region: 'us-east-1',
        userPoolId: cloud.endpoints.userPoolId,
        userName: `bench-${unique()}`,
        triggerSource: 'CustomMessage_SignUp',
        callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: cloud.endpoints.userPoolClientId },
        request: {
          userAttributes: { email: `bench.${unique()}@shop.test`, given_name: 'Bench', family_name: 'Signup' },
          codeParameter: '{####}',
          usernameParameter: null,
          linkParameter: '{##Click Here##}',
        },
        response: { smsMessage: null, emailMessage: null, emailSubject: null },
      },
    }),

    'callbacks/add-callback-note': async (round) =>
      request('addCallbackNote', { as: admin, params: { id: shop.callbackId }, body: { note: `Called back, round ${round}.` } }),
    'callbacks/list-callbacks': async () => request('listCallbacks', { as: admin }),
    'callbacks/request-callback': async () =>
      request('requestCallback', {
        body: {
          firstName: 'Bench',
          lastName: 'Caller',
          email: 'bench.caller@shop.test',
          phone: '5550100100',
          message: 'Please call me about a Gallery album.',
        },
      }),
    'callbacks/set-callback-status': async (round) =>
      request('setCallbackStatus', { as: admin, params: { id: shop.callbackId }, body: { newStatus: round % 2 ? 'No-Answer' : 'Follow-up-Required' } }),

    'cart/add-to-cart': async () => request('addToCart', { as: shopper, params: { userId: shopper.sub }, body: { cartItem: s.luxAlbum } }),
    'cart/merge-cart': async () => request('mergeCart', { as: shopper, params: { userId: shopper.sub }, body: { cartItems: [s.edgePrint] } }),
    'cart/remove-from-cart': async () => {
      const { cart } = await expectStatus(
        'adding to the cart',
        200,
        s.api('PUT', `/user/${shopper.sub}/cart`, { ...as(shopper), body: { cartItem: s.edgePrint } }),
      );
      const line = (cart as { _id: string; productName?: string }[]).find((l) => l.productName === s.edgePrint.productName)!;
      return request('removeFromCart', { as: shopper, params: { userId: shopper.sub }, body: { lineId: line._id } });
    },
    'cart/set-quantity': async (round) =>
      request('setCartQuantity', { as: shopper, params: { userId: shopper.sub, lineId: shop.keptLineId }, body: { quantity: 1 + (round % 3) } }),

    'catalog-admin/add-album': async () => request('addAlbum', { as: admin, body: s.newAlbumBody(s.uniqueName('Bench album')) }),
    'catalog-admin/add-product': async () => request('addProduct', { as: admin, body: s.newProductBody(s.uniqueName('Bench print')) }),
    'catalog-admin/list-staff-albums': async () => request('listStaffAlbums', { as: admin }),
    'catalog-admin/list-staff-products': async () => request('listStaffProducts', { as: admin }),
    'catalog-admin/sign-catalog-image': async () =>
      request('signCatalogImage', { as: admin, body: { sha256: randomBytes(32).toString('hex'), contentType: 'image/png', size: 48_000 } }),
    'catalog-admin/update-album': async (round) => {
      const albums = await expectStatus<{ _id: string; version?: number }[]>('reading the albums', 200, s.api('GET', '/admin/catalog/albums', as(admin)));
      const album = albums.find((a) => a._id === shop.album._id)!;
      return request('updateAlbum', {
        as: admin,
        params: { albumName: album._id },
        body: { ...album, tagline: `Edited in round ${round}`, version: album.version ?? 0 },
      });
    },
    'catalog-admin/update-product': async (round) => {
      const products = await expectStatus<{ _id: string; version?: number }[]>('reading the products', 200, s.api('GET', '/admin/catalog/products', as(admin)));
      const product = products.find((p) => p._id === shop.product._id)!;
      return request('updateProduct', {
        as: admin,
        params: { id: product._id },
        body: { ...product, tagline: `Edited in round ${round}`, version: product.version ?? 0 },
      });
    },

    'catalog/get-album': async () => request('getAlbumByName', { params: { albumName: 'Lux' } }),
    'catalog/get-product': async () => request('getProductByName', { params: { productName: s.edgePrint.productName } }),
    'catalog/list-albums': async () => request('listAlbums', {}),
    'catalog/list-products': async () => request('listProducts', {}),

    'dashboard/get-dashboard': async () => request('getDashboard', { as: admin }),
    'dashboard/remind-customer': async () => {
      // A print just paid, whose photos are awaited: its first reminder.
      const { orderId } = await paidThroughStripe(cloud, s, churn);
      await cloud.bus.drain();
      return request('remindCustomer', { as: admin, params: { orderId }, body: { reminderId: `bench-${unique()}` } });
    },
    'dashboard/update-dashboard': async () => {
      // A paid order's event as the dashboard's rule delivers it: the order's first delivery there,
      // which takes it into the figures.
      const order = await s.paidOrder(churn, [s.edgePrint]);
      return { expect: 'updated', event: eventBridge('lumiere.shop', 'Order paid', { orderId: order._id }) };
    },
    'drafts/get-draft': async () =>
      request('getAlbumDraft', { as: admin, params: { userId: buyer.sub, orderId: shop.forUploads._id, lineId: shop.uploadLine } }),
    'drafts/save-draft': async (round) => {
      const { imageId, version } = await draftLine();
      const draft = {
        spreads: [{ id: 's1', hero: { imageId, crop: { x: 0, y: 0.1, width: 1, height: 0.75 } }, pages: [], note: `Round ${round}: the hero spread.` }],
        mustHave: [imageId],
        leaveOut: [],
        leftOut: [],
      };
      return request('saveAlbumDraft', {
        as: buyer,
        params: { userId: buyer.sub, orderId: shop.forUploads._id, lineId: shop.uploadLine },
        body: { draft, version },
      });
    },
    'editing/abort-print-file': async () => {
      const order = await s.orderWithEditors(churn);
      const started = await expectStatus(
        'starting a print file',
        200,
        s.api('POST', `${s.editorPath(order)}/print-file`, {
          ...as(admin),
          body: { lineId: order.albums[0]!._id, fileName: 'album.pdf', mimeType: 'application/pdf', size: 4096 },
        }),
      );
      return request('abortPrintFile', { as: admin, params: editor(order), body: { key: started.key, uploadId: started.uploadId } });
    },
    'editing/complete-print-file': async () => {
      const order = await s.orderWithEditors(churn);
      const sent = await s.printFilePartSent(admin, order, order.albums[0]!._id);
      return request('completePrintFile', { as: admin, params: editor(order), body: sent });
    },
    'editing/get-order-designs': async () => request('getOrderDesigns', { as: admin, params: editor(shop.withEditors) }),
    'editing/list-editing-queue': async () => request('listEditingQueue', { as: admin, params: { userId: admin.sub } }),
    'editing/list-print-file-parts': async () =>
      request('listPrintFileParts', {
        as: admin,
        params: editor(shop.withPrintFile),
        query: { key: shop.printFile.key, uploadId: shop.printFile.uploadId },
      }),
    'editing/set-editing-status': async () => {
      // Sending the proof: every spread read back from S3, the order moved, the customer emailed.
      const { order } = await withSpread();
      return request('setEditingStatus', {
        as: admin,
        params: editor(order),
        body: { status: 'Waiting for client approval', version: await staffVersion(order._id) },
      });
    },
    'editing/sign-design-spreads': async (round) =>
      request('signDesignSpreads', {
        as: admin,
        params: editor(shop.withEditors),
        body: { lineId: shop.withEditors.albums[0]!._id, spreads: [{ fileName: `spread-${round}.png`, mimeType: 'image/png', size: 40_000 }] },
      }),
    'editing/sign-print-file-parts': async () =>
      request('signPrintFileParts', {
        as: admin,
        params: editor(shop.withPrintFile),
        body: { key: shop.printFile.key, uploadId: shop.printFile.uploadId, partNumbers: [1] },
      }),
    'editing/start-print-file': async () =>
      request('startPrintFile', {
        as: admin,
        params: editor(shop.withEditors),
        body: { lineId: shop.withEditors.albums[0]!._id, fileName: 'album.pdf', mimeType: 'application/pdf', size: 8 * 1024 * 1024 },
      }),

    'marketing/refer-a-friend': async () =>
      request('referFriend', {
        body: { email: `bench.${unique()}@shop.test`, referralEmail: `friend.${unique()}@shop.test`, referralPhone: '5550100100' },
      }),

    'orders/confirm-payment': async () =>
      request('confirmPayment', { as: buyer, params: { userId: buyer.sub, orderId: shop.paid.orderId }, body: { sessionId: shop.paid.sessionId } }),
    'orders/create-checkout': async () => request('createCheckout', { as: buyer, params: { userId: buyer.sub }, body: { orderId: shop.pendingOrderId } }),
    'orders/create-order': async () =>
      request('createOrder', {
        as: churn,
        params: { userId: churn.sub },
        body: { cartItems: [s.luxAlbum, s.edgePrint], shippingAddress: s.address, albumDesignTermsAcknowledged: true },
      }),
    'orders/get-order': async () => request('getOrder', { as: admin, params: { userId: buyer.sub, orderId: shop.paid.orderId } }),
    'orders/list-orders': async () => request('listOrders', { as: admin, params: { userId: buyer.sub } }),
    'orders/request-cancellation': async () => {
      const order = await s.paidOrder(churn, [s.edgePrint]);
      return request('requestCancellation', { as: churn, params: { userId: churn.sub, orderId: order._id }, body: { reason: 'Ordered twice' } });
    },

    'payments/get-payment-intent': async () =>
      request('getPaymentIntent', { as: buyer, params: { userId: buyer.sub, paymentIntentId: shop.paid.paymentIntentId } }),
    'payments/handle-stripe-event': async () => {
      const stripeEvent = await checkoutCompleted();
      return { expect: 'changed', event: eventBridge(LOCAL_STRIPE_EVENT_SOURCE, stripeEvent.type, stripeEvent) };
    },
    'notifications/send-notification': async () => {
      const order = await s.paidOrder(churn, [s.edgePrint]);
      return { expect: 'sent', event: eventBridge('lumiere.shop', 'Order paid', { orderId: order._id }) };
    },
    'payments/stripe-webhook': async () => {
      const payload = JSON.stringify(await checkoutCompleted());
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: env.STRIPE_WEBHOOK_SECRET! });
      return request('stripeWebhook', { body: payload, headers: { 'stripe-signature': signature } });
    },

    'promotions/add-promotion': async () => request('addPromotion', { as: admin, body: promotionBody() }),
    'promotions/check-promotion-code': async () => request('checkPromotionCode', { body: { code: shop.promotionCode } }),
    'promotions/end-promotion': async () => {
      const promotion = await scheduledPromotion();
      return request('endPromotion', { as: admin, params: { id: promotion.id }, body: { version: promotion.version } });
    },
    'promotions/list-current-promotions': async () => request('listCurrentPromotions', {}),
    'promotions/list-promotions': async () => request('listPromotions', { as: admin }),
    'promotions/update-promotion': async (round) => {
      const promotion = await scheduledPromotion();
      return request('updatePromotion', {
        as: admin,
        params: { id: promotion.id },
        body: { ...promotionBody({ name: s.uniqueName(`Bench sale, round ${round}`) }), version: promotion.version },
      });
    },
    'proofs/answer-proof': async () => {
      const { order, lineId, round } = await withSpread();
      await expectStatus('sending the proof', 200, s.setEditingStatus(admin, order, 'Waiting for client approval'));
      return request('answerProof', {
        as: churn,
        params: { userId: churn.sub, orderId: order._id },
        body: { decision: 'approve', rounds: { [lineId]: round } },
      });
    },
    'proofs/get-proof': async () => request('getProof', { as: buyer, params: { userId: buyer.sub, orderId: shop.withProof._id } }),

    'staff/get-staff-order': async () => request('getStaffOrder', { as: admin, params: { orderId: shop.paid.orderId } }),
    'staff/list-outstanding-orders': async () => request('listOutstandingOrders', { as: admin, query: { limit: '200' } }),
    'staff/refund-order': async () => {
      const paid = await paidThroughStripe(cloud, s, churn);
      return request('refundOrder', { as: admin, params: { userId: churn.sub, orderId: paid.orderId }, body: { version: await staffVersion(paid.orderId) } });
    },
    'staff/set-order-status': async () =>
      request('setOrderStatus', {
        as: admin,
        params: { userId: buyer.sub, orderId: shop.forStatus._id },
        body: { status: 'Manufacturing', version: await staffVersion(shop.forStatus._id) },
      }),

    'uploads/abort-multipart-upload': async () => {
      const order = await s.paidOrder(churn, [s.luxAlbum]);
      const started = await expectStatus(
        'starting a multipart upload',
        200,
        s.api('POST', `${upload(order)}/multipart`, {
          ...as(churn),
          body: { lineId: order.albums[0]!._id, fileName: 'panorama.jpg', mimeType: 'image/jpeg', size: 12 * 1024 * 1024 },
        }),
      );
      return request('abortMultipartUpload', {
        as: churn,
        params: { userId: churn.sub, orderId: order._id },
        body: { key: started.key, uploadId: started.uploadId },
      });
    },
    'uploads/check-upload': async () => {
      // The thumbnail's Object Created event again, as EventBridge may deliver it: the photo's item is
      // read and the thumbnail found recorded already, so nothing is read from the bucket or written.
      const order = await s.paidOrder(churn, [s.luxAlbum]);
      const photo = await sendPhoto(cloud, s, churn, order._id, order.albums[0]!._id, { thumbnail: true });
      const bucket = env.UPLOADS_BUCKET!;
      const path = decodeURIComponent(new URL(photo.thumbnailUrl).pathname).slice(1);
      const key = path.startsWith(`${bucket}/`) ? path.slice(bucket.length + 1) : path;
      return { expect: 'thumbnail kept', event: eventBridge('aws.s3', 'Object Created', { bucket: { name: bucket }, object: { key, size: 2048 } }) };
    },
    'uploads/complete-multipart-upload': async () => {
      const order = await s.paidOrder(churn, [s.luxAlbum]);
      const png = s.pngOf(1200, 900);
      const started = await expectStatus(
        'starting a multipart upload',
        200,
        s.api('POST', `${upload(order)}/multipart`, {
          ...as(churn),
          body: { lineId: order.albums[0]!._id, fileName: 'ceremony.png', mimeType: 'image/png', size: png.length },
        }),
      );
      const ref = { key: started.key, uploadId: started.uploadId };
      const [{ url }] = (
        await expectStatus('signing its part', 200, s.api('POST', `${upload(order)}/multipart/parts`, { ...as(churn), body: { ...ref, partNumbers: [1] } }))
      ).urls;
      const sent = await fetch(url, { method: 'PUT', body: new Uint8Array(png) });
      return request('completeMultipartUpload', {
        as: churn,
        params: { userId: churn.sub, orderId: order._id },
        body: { ...ref, parts: [{ PartNumber: 1, ETag: sent.headers.get('etag') ?? '' }] },
      });
    },
    'uploads/complete-uploads': async () => {
      const order = await s.paidOrder(churn, [s.luxAlbum]);
      await sendPhoto(cloud, s, churn, order._id, order.albums[0]!._id);
      return request('completeUploads', { as: churn, params: { userId: churn.sub, orderId: order._id } });
    },
    'uploads/create-gallery': async (round) =>
      request('createGallery', {
        as: buyer,
        params: { userId: buyer.sub, orderId: shop.forUploads._id },
        body: { orderName: 'Our wedding', images: [{ fileName: `guest-${round}.png`, mimeType: 'image/png', size: 2048 }] },
      }),
    'uploads/image-counts': async () => request('imageCounts', { as: admin, params: { userId: buyer.sub } }),
    'uploads/list-gallery-images': async () => request('listGalleryImages', { as: admin, params: { userId: buyer.sub, orderId: shop.forUploads._id } }),
    'uploads/list-line-images': async () =>
      request('listLineImages', { as: admin, params: { userId: buyer.sub, orderId: shop.forUploads._id }, query: { lineId: shop.uploadLine } }),
    'uploads/list-upload-parts': async () =>
      request('listUploadParts', {
        as: buyer,
        params: { userId: buyer.sub, orderId: shop.forUploads._id },
        query: { key: shop.multipart.key, uploadId: shop.multipart.uploadId },
      }),
    'uploads/release-lapsed-places': async () => ({
      expect: JSON.stringify({ holds: 0, placesBack: 0, released: 0 }),
      event: eventBridge('aws.events', 'Scheduled Event', {}),
    }),
    'uploads/remove-line-image': async () => {
      const order = await s.paidOrder(churn, [s.luxAlbum]);
      const photo = await sendPhoto(cloud, s, churn, order._id, order.albums[0]!._id);
      return request('removeLineImage', { as: churn, params: { userId: churn.sub, orderId: order._id, imageId: photo.imageId } });
    },
    'uploads/reorder-line-images': async () => {
      const order = await s.paidOrder(churn, [s.luxAlbum]);
      const lineId = order.albums[0]!._id;
      const first = await sendPhoto(cloud, s, churn, order._id, lineId);
      const second = await sendPhoto(cloud, s, churn, order._id, lineId);
      return request('reorderLineImages', {
        as: churn,
        params: { userId: churn.sub, orderId: order._id },
        body: { lineId, imageIds: [second.imageId, first.imageId] },
      });
    },
    'uploads/sign-upload-parts': async () =>
      request('signUploadParts', {
        as: buyer,
        params: { userId: buyer.sub, orderId: shop.forUploads._id },
        body: { key: shop.multipart.key, uploadId: shop.multipart.uploadId, partNumbers: [1, 2, 3] },
      }),
    'uploads/sign-uploads': async (round) =>
      request('signUploads', {
        as: buyer,
        params: { userId: buyer.sub, orderId: shop.forUploads._id },
        body: { lineId: shop.uploadLine, images: [{ fileName: `reception-${round}.png`, mimeType: 'image/png', size: 2048 }] },
      }),
    'uploads/start-multipart-upload': async (round) =>
      request('startMultipartUpload', {
        as: buyer,
        params: { userId: buyer.sub, orderId: shop.forUploads._id },
        body: { lineId: shop.uploadLine, fileName: `panorama-${round}.jpg`, mimeType: 'image/jpeg', size: 12 * 1024 * 1024 },
      }),

    'users/add-address': async (round) =>
      request('addAddress', {
        as: admin,
        params: { userId: shopper.sub },
        body: { shippingAddress: { street: `${round + 1} Bench St`, city: 'Austin', state: 'TX', zip: '78701' } },
      }),
    'users/get-user': async () => request('getUser', { as: admin, params: { userId: shopper.sub } }),
  };
}
