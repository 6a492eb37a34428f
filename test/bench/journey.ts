/**
 * The checkout journey's wall time (alone: `npx tsx test/bench/journey.ts`): a fresh customer with
 * one Lux album in the cart and a shipping address signs in, and Chromium is timed from the click
 * on Begin Checkout, through the terms and address steps, the local card provider's page (4242…)
 * and back, to the payment-success page showing the order paid. The pages are opened once
 * beforehand so the dev server's first compile of each is not counted.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultAlbumSelection, type Album } from '../../shared/catalog';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { fillBilling } from '../support/payments';

const root = join(__dirname, '..', '..');
const password = 'Bench#Albums2026!';

export async function newCustomer(cloud: LocalCloud) {
  const { cognito, userPoolClientId: ClientId } = cloud.endpoints;
  const call = async (target: string, body: object) => {
    const res = await fetch(cognito, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as any;
    if (!res.ok) throw new Error(`${target}: ${json.message ?? res.status}`);
    return json;
  };
  const email = `bench.${Date.now()}@shop.test`;
  await call('SignUp', {
    ClientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'given_name', Value: 'Bench' },
      { Name: 'family_name', Value: 'Tester' },
    ],
  });
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    for (const file of readdirSync(cloud.outbox.dir).filter((f) => f.endsWith('.json'))) {
      const message = JSON.parse(readFileSync(join(cloud.outbox.dir, file), 'utf8')) as { to: string; text: string };
      if (message.to === email) code = /\b(\d{6})\b/.exec(message.text)?.[1];
    }
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error(`No code reached ${email}`);
  await call('ConfirmSignUp', { ClientId, Username: email, ConfirmationCode: code });
  const auth = await call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId, AuthParameters: { USERNAME: email, PASSWORD: password } });
  const { IdToken: idToken, AccessToken: accessToken, RefreshToken: refreshToken } = auth.AuthenticationResult as Record<string, string>;
  const sub = JSON.parse(Buffer.from(idToken!.split('.')[1]!, 'base64url').toString()).sub as string;
  return { email, sub, idToken: idToken!, accessToken: accessToken!, refreshToken: refreshToken! };
}

export async function call(cloud: LocalCloud, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(cloud.endpoints.api + path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<any>;
}

/** Signs in on the shop's /login, skipping the verify-contact step when it comes. */
export async function signInAt(page: Page, web: string, email: string) {
  await page.goto(`${web}/login`);
  await page.getByRole('tab', { name: 'Sign In' }).waitFor({ timeout: 120_000 });
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const skip = page.getByRole('button', { name: 'Skip' });
  const left = page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 }).then(() => 'left' as const);
  const asked = skip.waitFor({ timeout: 60_000 }).then(() => 'asked' as const);
  left.catch(() => {});
  asked.catch(() => {});
  if ((await Promise.race([left, asked])) === 'asked') await skip.click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export async function checkoutJourneySeconds(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-journey-'));
  process.env.LOG_LEVEL ??= 'warn';
  const cloud = await startLocalCloud({ root, dataDir, ports: 'auto' });
  const browser = await launchBrowser();
  try {
    const person = await newCustomer(cloud);
    const lux = (await call(cloud, 'GET', '/albums/name/Lux')) as Album;
    const { size, pages, cover } = defaultAlbumSelection(lux);
    const cartItem = { kind: 'album', albumName: 'Lux', size, pages, coverType: cover!.coverType, coverName: cover!.coverName };
    await call(cloud, 'PUT', `/user/${person.sub}/cart`, person.idToken, { cartItem });
    await call(cloud, 'PUT', `/user/${person.sub}`, person.idToken, { shippingAddress: { street: '1 Bench St', city: 'Austin', state: 'TX', zip: '78701' } });

    const web = cloud.endpoints.web;
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInAt(page, web, person.email);

    // Warm the pages the journey passes (no session id: the success page asks the API nothing).
    await page.goto(`${web}/${person.sub}/warm-up/payment-success`);
    await page.getByTestId('payment-success').waitFor({ timeout: 120_000 });
    await page.goto(`${web}/cart`);
    await page.getByTestId('address-option').click({ timeout: 120_000 });

    const started = performance.now();
    await page.getByTestId('begin-checkout').click();
    await page.getByRole('dialog', { name: 'Album design terms' }).getByLabel('I acknowledge and agree to the terms').check();
    await page.getByRole('dialog', { name: 'Album design terms' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Yes, use this address' }).click();
    await page.waitForURL((url) => url.origin === cloud.endpoints.stripe);
    await page.locator('#cardNumber').fill('4242 4242 4242 4242');
    await page.locator('#expiry').fill('12 / 34');
    await page.locator('#cvc').fill('123');
    await page.locator('#name').fill('Bench Tester');
    await fillBilling(page);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByTestId('payment-status').filter({ hasText: 'Paid' }).waitFor({ timeout: 60_000 });
    return (performance.now() - started) / 1000;
  } finally {
    await browser.close();
    await cloud.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  checkoutJourneySeconds().then(
    (seconds) => console.log(`checkout journey: ${seconds.toFixed(2)} s from Begin Checkout to paid`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
