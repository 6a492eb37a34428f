/**
 * DynamoDB calls per checkout route: each route called once, in order, on an otherwise idle local
 * cloud, counting the calls DynamoDB (dynalite) receives while it answers.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalCloud } from '../../infra/local/cloud';
import { cardForm } from '../support/payments';

const root = join(__dirname, '..', '..');

async function call(base: string, method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<any>;
}

export async function checkoutCallCounts(): Promise<{ route: string; calls: number }[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-checkout-'));
  const cloud = await startLocalCloud({ root, dataDir, ports: 'auto', web: false });
  try {
    const cognito = async (target: string, body: object) =>
      (
        await fetch(cloud.endpoints.cognito, {
          method: 'POST',
          headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
          body: JSON.stringify(body),
        })
      ).json() as Promise<any>;
    const auth = await cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cloud.endpoints.userPoolClientId,
      AuthParameters: { USERNAME: 'client@shop.test', PASSWORD: 'Demo#Albums2026!' },
    });
    const token = auth.AuthenticationResult.IdToken as string;
    const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    const api = cloud.endpoints.api;
    const counts: { route: string; calls: number }[] = [];
    const measure = async <T>(route: string, run: () => Promise<T>): Promise<T> => {
      await cloud.bus.drain();
      const before = cloud.dynamoCalls();
      const result = await run();
      counts.push({ route, calls: cloud.dynamoCalls() - before });
      return result;
    };

    const cartItems = [
      { kind: 'album', albumName: 'Lux', size: '10x10', pages: 20, coverType: 'Leather', coverName: 'Cognac' },
      { kind: 'product', productName: 'Edge Prints', size: '20x30', coverType: 'Finish', coverName: 'Lustre' },
    ];
    const shippingAddress = { street: '1 Bench St', city: 'Austin', state: 'TX', zip: '78701' };
    // Warm every handler first, so the counts are of the calls, not of module loading.
    const warm = await call(api, 'POST', `/orders/${sub}/new-order`, token, { cartItems, shippingAddress, albumDesignTermsAcknowledged: true });
    await call(api, 'POST', `/orders/${sub}/stripe-create-checkout`, token, { orderId: warm.orderId });

    // As the cart page sends it: with an attempt id, whose claim is one of the calls. An album
    // alone, the studio's most usual order, reads the catalog's albums only.
    const place = (lines: typeof cartItems) =>
      call(api, 'POST', `/orders/${sub}/new-order`, token, {
        cartItems: lines,
        shippingAddress,
        albumDesignTermsAcknowledged: true,
        checkoutAttemptId: randomUUID(),
      });
    await measure('POST /orders/{userId}/new-order (an album)', () => place(cartItems.slice(0, 1)));
    const { orderId } = await measure('POST /orders/{userId}/new-order (an album and a print)', () => place(cartItems));
    const session = await measure('POST /orders/{userId}/stripe-create-checkout', () =>
      call(api, 'POST', `/orders/${sub}/stripe-create-checkout`, token, { orderId }),
    );
    // The hosted page touches no table: what is counted is the payment handler the event reaches.
    await measure('payment event handler (EventBridge target, first delivery)', async () => {
      const paid = await fetch(session.url, { method: 'POST', body: cardForm('4242424242424242'), redirect: 'manual' });
      if (paid.status !== 303) throw new Error(`the test card was refused (${paid.status})`);
      await cloud.bus.drain();
    });
    await measure('POST /orders/{userId}/{orderId}/confirm-payment (already paid)', () =>
      call(api, 'POST', `/orders/${sub}/${orderId}/confirm-payment`, token, { sessionId: session.sessionId }),
    );
    await measure('GET /orders/{userId}', () => call(api, 'GET', `/orders/${sub}`, token));
    return counts;
  } finally {
    await cloud.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
