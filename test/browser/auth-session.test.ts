/**
 * The session in Chromium against the local runtime: Amplify stays out of a guest's storefront,
 * the guest cart joins the server cart at sign-in, and /login sends a signed-in shopper home.
 */
import type { Browser } from 'playwright-core';
import { z } from 'zod/mini';
import { resolveCartItem, selectionOf, type CartItem } from '../../shared/cart';
import { publicAlbumSchema, publicProductSchema } from '../../shared/catalog';
import { messages } from '../../shared/messages';
import { userSchema } from '../../shared/users';
import { launchBrowser, openPage } from '../support/browser';
import { DEMO_PASSWORD, signIn as signInByApi } from '../support/identity';
import { api } from '../support/runtime';
import { openSignedIn } from '../support/signed-in';
import { signInOnLoginPage, web, welcome } from './auth-steps';

jest.setTimeout(90_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the session', () => {
  it("keeps Amplify out of a guest's storefront, and loads it for the sign-in page", async () => {
    const amplifyModule = /aws-amplify|@aws-amplify|amplify-client/;
    const { page, close } = await openPage(browser, web('/'));
    /** Every file the page has fetched since it was loaded, in the browser's own record. */
    const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    try {
      await page.getByTestId('product-card').first().waitFor();
      await page.getByRole('link', { name: 'Login' }).waitFor();
      await page.waitForLoadState('networkidle');
      const storefront = await fetched();
      expect(storefront.some((url) => url.includes('/assets/'))).toBe(true);
      expect(storefront.filter((url) => amplifyModule.test(url))).toEqual([]);

      await page.getByRole('link', { name: 'Login' }).click();
      await page.getByRole('tab', { name: 'Sign In' }).waitFor();
      await expect(fetched()).resolves.toContainEqual(expect.stringMatching(amplifyModule));
    } finally {
      await close();
    }
  });

  it("moves a guest's cart into the server cart when they sign in, and empties the guest cart", async () => {
    const albums = z.array(publicAlbumSchema).parse((await api('GET', '/albums/all-Albums')).body);
    const products = z.array(publicProductSchema).parse((await api('GET', '/products/all-products')).body);
    const album = albums[0]!;
    const albumOption = album.albumOptions[0]!;
    const cover = album.coverOptions[0]!;
    const product = products.find((p) => p.availableForPurchase && p.productOptions.length > 0)!;
    const productCover = product.coverOptions[0];
    const guestCart: CartItem[] = [
      resolveCartItem(
        album,
        {
          kind: 'album',
          albumName: album.albumName,
          size: albumOption.size,
          pages: albumOption.pages,
          coverType: cover.coverType,
          coverName: cover.coverName,
          quantity: 2,
        },
        'guest-line-1',
      ),
      resolveCartItem(
        product,
        {
          kind: 'product',
          productName: product.productName,
          size: product.productOptions[0]!.size,
          ...(productCover ? { coverType: productCover.coverType, coverName: productCover.coverName } : {}),
          quantity: 1,
        },
        'guest-line-2',
      ),
    ];
    const client = await signInByApi('client@shop.test', DEMO_PASSWORD);
    const cartOf = async () => userSchema.parse((await api('GET', `/user/${client.sub}`, { token: client.idToken })).body).cart;
    // Lines of the same item, whatever their quantity, count together.
    const itemOf = (line: CartItem) => JSON.stringify({ ...selectionOf(line), quantity: 0 });
    const quantityOf = (cart: CartItem[], line: CartItem) => cart.filter((item) => itemOf(item) === itemOf(line)).reduce((sum, item) => sum + item.quantity, 0);
    const before = await cartOf();

    // The guest's cart is in local storage when /login opens, as after shopping as a guest.
    const { page, close } = await openPage(browser, web('/login'), { localStorage: { guestCart: JSON.stringify(guestCart) } });
    try {
      await signInOnLoginPage(page, 'client@shop.test', DEMO_PASSWORD);
      await welcome(page, 'Clara').waitFor();
      await page.waitForFunction(() => localStorage.getItem('guestCart') === null);

      const after = await cartOf();
      for (const line of guestCart) expect(quantityOf(after, line)).toBe(quantityOf(before, line) + line.quantity);
    } finally {
      await close();
    }
  });

  it('sends a signed-in shopper who opens /login to the home page', async () => {
    // Signed in as after a sign-in on /login (openSignedIn; the sign-in itself is auth.test's).
    const { page, close } = await openSignedIn(browser, await signInByApi('client@shop.test', DEMO_PASSWORD), '/login');
    try {
      await page.waitForURL((url) => url.pathname === '/');
      await welcome(page, 'Clara').waitFor();
      await expect(page.getByRole('tab', { name: 'Sign In' }).count()).resolves.toBe(0);
    } finally {
      await close();
    }
  });

  it('ends a sign-in the API refuses and asks to sign in again, saying the session expired', async () => {
    // The stored ID token keeps its claims but loses its signature: the API answers 401.
    const person = await signInByApi('client@shop.test', DEMO_PASSWORD);
    const [header, payload] = person.idToken.split('.');
    const { page, close } = await openSignedIn(browser, { ...person, idToken: `${header}.${payload}.not-the-signature` }, '/');
    try {
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('alert').filter({ hasText: messages.sessionExpired }).waitFor();
      await page.getByRole('link', { name: 'Login' }).waitFor();
      await expect(page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('.idToken')))).resolves.toEqual([]);
    } finally {
      await close();
    }
  });
});
