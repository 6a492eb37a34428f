/**
 * Promotions through the local gateway: an Admin adds, edits and ends them (each change on the
 * version read), shoppers see the running sales and check a code, and orders are priced with the
 * best promotion per line, in the order, on its Stripe session and when it is paid. Every promotion
 * here names the subject's own albums and products (or needs its own code), so no other subject's
 * prices change while it runs.
 */
import type { Album, Product } from '../../shared/catalog';
import { promotionMessages } from '../../shared/promotions';
import { newAlbumBody, newProductBody, uniqueName } from '../support/catalog-admin';
import { newCustomer, signIn, type Person } from '../support/identity';
import { payOrder } from '../support/payments';
import { api, endpoints } from '../support/runtime';

let admin: Person;
let employee: Person;
let client: Person;
/** The subject's own catalog: two albums and a print, each priced for easy sums. */
let album: Album;
let otherAlbum: Album;
let print: Product;

const asAdmin = (method: string, path: string, body?: unknown) => api(method, path, { token: admin.idToken, body });
const hour = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  [admin, employee, client] = await Promise.all([signIn('admin@shop.test'), signIn('employee@shop.test'), newCustomer('Petra')]);
  const [a, b, p] = await Promise.all([
    asAdmin('POST', '/albums/add-albums', newAlbumBody(uniqueName('Promo album'), 40000)),
    asAdmin('POST', '/albums/add-albums', newAlbumBody(uniqueName('Promo other album'), 20000)),
    asAdmin('POST', '/products/add-new-product', newProductBody(uniqueName('Promo print'), 3000)),
  ]);
  [album, otherAlbum, print] = [a.body, b.body, p.body];
});

/** A promotion on the subject's first album, running for the next hour, with `change` applied. */
const saleBody = (change: Record<string, unknown> = {}) => ({
  name: uniqueName('Spring sale'),
  kind: 'percent',
  value: 30,
  albums: [album.albumName],
  products: [],
  startsAt: at(-60_000),
  endsAt: at(hour),
  ...change,
});
const addPromotion = async (change: Record<string, unknown> = {}) => {
  const res = await asAdmin('POST', '/admin/promotions', saleBody(change));
  expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: expect.objectContaining({ version: 0 }) });
  return res.body;
};
const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

describe('the staff console', () => {
  it('adds a promotion that the list shows with its version, and the storefront sees while it runs', async () => {
    const sale = await addPromotion();
    expect(sale).toMatchObject({ kind: 'percent', value: 30, albums: [album.albumName], needsCode: false, allAlbums: false, createdAt: expect.any(String) });
    const listed = (await asAdmin('GET', '/admin/promotions')).body.promotions.find((p: { id: string }) => p.id === sale.id);
    expect(listed).toEqual(sale);
    const current = await api('GET', '/promotions/current');
    expect(current.headers.get('cache-control')).toBe('public, max-age=60');
    expect(current.body.promotions).toContainEqual(expect.objectContaining({ id: sale.id, name: sale.name, needsCode: false }));
  });

  it('keeps album and product names in the catalog spelling and refuses a name the catalog lacks', async () => {
    const sale = await addPromotion({ albums: [album.albumName.toUpperCase()], products: [print.productName] });
    expect(sale).toMatchObject({ albums: [album.albumName], products: [print.productName] });
    const unknown = await asAdmin('POST', '/admin/promotions', saleBody({ albums: [album.albumName, 'No Such Album'] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      message: promotionMessages.unknownAlbum('No Such Album'),
      fields: { 'albums.1': promotionMessages.unknownAlbum('No Such Album') },
    });
    const unknownProduct = await asAdmin('POST', '/admin/promotions', saleBody({ products: ['Nothing'] }));
    expect(unknownProduct.body.message).toBe(promotionMessages.unknownProduct('Nothing'));
  });

  it('refuses each mistake of the form with what to fix', async () => {
    const refused = async (change: Record<string, unknown>, field: string, message: string) => {
      const res = await asAdmin('POST', '/admin/promotions', saleBody(change));
      expect({ status: res.status, field: res.body.fields?.[field] }).toEqual({ status: 400, field: message });
    };
    await refused({ name: '' }, 'name', promotionMessages.nameMissing);
    await refused({ value: 95 }, 'value', promotionMessages.percentRange);
    await refused({ kind: 'amount', value: 0 }, 'value', promotionMessages.valueMissing);
    await refused({ kind: 'amount', value: 100_001 }, 'value', promotionMessages.valueMissing);
    await refused({ endsAt: at(-hour) }, 'endsAt', promotionMessages.endBeforeStart);
    await refused({ albums: [], products: [] }, 'albums', promotionMessages.appliesToNothing);
    await refused({ code: 'AB' }, 'code', promotionMessages.codeShape);
    await refused({ code: 'TEN OFF!' }, 'code', promotionMessages.codeShape);
    await refused({ startsAt: 'tomorrow' }, 'startsAt', promotionMessages.startMissing);
  });

  it('keeps a code to one promotion at a time, in any case', async () => {
    const code = uniqueCode('SPRING');
    const first = await addPromotion({ code: code.toLowerCase() });
    expect(first).toMatchObject({ code, needsCode: true });
    const clash = await asAdmin('POST', '/admin/promotions', saleBody({ code, startsAt: at(hour / 2), endsAt: at(2 * hour) }));
    expect({ status: clash.status, message: clash.body.message }).toEqual({ status: 409, message: promotionMessages.codeTaken(code) });
    // The same code once the first has ended is another promotion's to use.
    await addPromotion({ code, startsAt: at(hour), endsAt: at(2 * hour) });
    // Code promotions are never listed to shoppers.
    const current = (await api('GET', '/promotions/current')).body.promotions;
    expect(current.find((p: { id: string }) => p.id === first.id)).toBeUndefined();
    expect(JSON.stringify(current)).not.toContain(code);
  });

  it('saves an edit on the version read and refuses one made on an older version', async () => {
    const sale = await addPromotion();
    const edited = await asAdmin('PUT', `/admin/promotions/${sale.id}`, { ...saleBody({ name: 'Spring sale, longer', endsAt: at(2 * hour) }), version: 0 });
    expect({ status: edited.status, body: edited.body }).toEqual({
      status: 200,
      body: expect.objectContaining({ name: 'Spring sale, longer', version: 1, createdAt: sale.createdAt }),
    });
    const stale = await asAdmin('PUT', `/admin/promotions/${sale.id}`, { ...saleBody({ name: 'Overwritten' }), version: 0 });
    expect({ status: stale.status, message: stale.body.message }).toEqual({ status: 409, message: promotionMessages.conflict });
    const missing = await asAdmin('PUT', '/admin/promotions/NOPE', { ...saleBody(), version: 0 });
    expect({ status: missing.status, message: missing.body.message }).toEqual({ status: 404, message: promotionMessages.missing });
    const invalid = await asAdmin('PUT', `/admin/promotions/${sale.id}`, { ...saleBody({ value: 0 }), version: 1 });
    expect(invalid.status).toBe(400);
  });

  it('ends a promotion now on the version read, once', async () => {
    const sale = await addPromotion();
    const stale = await asAdmin('POST', `/admin/promotions/${sale.id}/end`, { version: 3 });
    expect({ status: stale.status, message: stale.body.message }).toEqual({ status: 409, message: promotionMessages.conflict });
    const ended = await asAdmin('POST', `/admin/promotions/${sale.id}/end`, { version: 0 });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ version: 1, endedEarlyAt: ended.body.endsAt, startsAt: sale.startsAt });
    expect(Date.parse(ended.body.endsAt)).toBeLessThanOrEqual(Date.now());
    const again = await asAdmin('POST', `/admin/promotions/${sale.id}/end`, { version: 1 });
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: promotionMessages.alreadyEnded });
    const current = (await api('GET', '/promotions/current')).body.promotions;
    expect(current.find((p: { id: string }) => p.id === sale.id)).toBeUndefined();
  });

  it('lets no one but an Admin see or change promotions', async () => {
    const sale = await addPromotion({ startsAt: at(48 * hour), endsAt: at(49 * hour) });
    for (const who of [client, employee]) {
      const calls = [
        api('GET', '/admin/promotions', { token: who.idToken }),
        api('POST', '/admin/promotions', { token: who.idToken, body: saleBody() }),
        api('PUT', `/admin/promotions/${sale.id}`, { token: who.idToken, body: { ...saleBody(), version: 0 } }),
        api('POST', `/admin/promotions/${sale.id}/end`, { token: who.idToken, body: { version: 0 } }),
      ];
      expect((await Promise.all(calls)).map((r) => r.status)).toEqual([403, 403, 403, 403]);
    }
    expect((await api('GET', '/admin/promotions')).status).toBe(401);
    // Unchanged by the refused calls.
    const listed = (await asAdmin('GET', '/admin/promotions')).body.promotions.find((p: { id: string }) => p.id === sale.id);
    expect(listed).toEqual(sale);
  });

  it('announces a sale starting within 30 days, not one further off', async () => {
    const soon = await addPromotion({ startsAt: at(24 * hour), endsAt: at(48 * hour) });
    const later = await addPromotion({ startsAt: at(40 * 24 * hour), endsAt: at(41 * 24 * hour) });
    const ids = (await api('GET', '/promotions/current')).body.promotions.map((p: { id: string }) => p.id);
    expect(ids).toContain(soon.id);
    expect(ids).not.toContain(later.id);
  });
});

describe('a code in the cart', () => {
  it('finds the running promotion of a code in any case, and refuses an unknown or ended one', async () => {
    const code = uniqueCode('CART');
    const promo = await addPromotion({ code, kind: 'amount', value: 500 });
    const found = await api('POST', '/promotions/code', { body: { code: ` ${code.toLowerCase()} ` } });
    expect({ status: found.status, body: found.body }).toEqual({
      status: 200,
      body: { promotion: expect.objectContaining({ id: promo.id, needsCode: true }) },
    });
    expect(found.body.promotion).not.toHaveProperty('code');
    const unknown = await api('POST', '/promotions/code', { body: { code: 'NO-SUCH-CODE' } });
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 404, message: promotionMessages.codeUnknown });
    await asAdmin('POST', `/admin/promotions/${promo.id}/end`, { version: 0 });
    const ended = await api('POST', '/promotions/code', { body: { code } });
    expect({ status: ended.status, message: ended.body.message }).toEqual({ status: 404, message: promotionMessages.codeUnknown });
  });
});

void endpoints;
void payOrder;
void otherAlbum;
