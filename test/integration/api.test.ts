/**
 * The handlers through the local gateway: one subject per `*.spec.ts` file of this folder, run in
 * this one jest file, so the data layer, the handler kit, the contract's schemas and the test
 * support load once instead of once per subject (jest gives each test file a fresh module
 * registry). Each subject keeps its own describe block, its own hooks and its own people, and
 * `npx jest test/integration/api -t '^uploads '` runs one of them. A subject that changes the
 * process's environment or watches a module's calls (business metrics, the catalog pricer,
 * DynamoDB Local, the route fuzz, the webhook secret) stays a test file of its own.
 *
 * The built site's subjects come last: when the run builds the site (the sources changed, or a
 * fresh clone), this file starts while the build is still under way, and by the time they run it
 * is done, instead of keeping this file waiting for it at the start (webBuilt).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- each spec must load inside its describe block, which an import (hoisted) cannot do */
describe('add-ons', () => {
  require('./add-ons.spec');
});
describe('album-drafts', () => {
  require('./album-drafts.spec');
});
describe('authorization', () => {
  require('./authorization.spec');
});
describe('callbacks-desk', () => {
  require('./callbacks-desk.spec');
});
describe('cart-and-leads', () => {
  require('./cart-and-leads.spec');
});
describe('capture-time', () => {
  require('./capture-time.spec');
});
describe('catalog-admin', () => {
  require('./catalog-admin.spec');
});
describe('catalog', () => {
  require('./catalog.spec');
});
describe('concurrent-writes', () => {
  require('./concurrent-writes.spec');
});
describe('dashboard', () => {
  require('./dashboard.spec');
});
describe('editing', () => {
  require('./editing.spec');
});
describe('handler-kit', () => {
  require('./handler-kit.spec');
});
describe('hostile-input', () => {
  require('./hostile-input.spec');
});
describe('identity', () => {
  require('./identity.spec');
});
describe('lambda-bundle', () => {
  require('./lambda-bundle.spec');
});
describe('notifications', () => {
  require('./notifications.spec');
});
describe('order-writers', () => {
  require('./order-writers.spec');
});
describe('payment-safety', () => {
  require('./payment-safety.spec');
});
describe('payments', () => {
  require('./payments.spec');
});
describe('photo-order', () => {
  require('./photo-order.spec');
});
describe('promotions', () => {
  require('./promotions.spec');
});
describe('route-limits', () => {
  require('./route-limits.spec');
});
describe('s3-signatures', () => {
  require('./s3-signatures.spec');
});
describe('sales-tax', () => {
  require('./sales-tax.spec');
});
describe('staff-orders', () => {
  require('./staff-orders.spec');
});
describe('staff-second-factor', () => {
  require('./staff-second-factor.spec');
});
describe('stripe-bundle', () => {
  require('./stripe-bundle.spec');
});
describe('uploads', () => {
  require('./uploads.spec');
});
describe('built-site-gzip', () => {
  require('./built-site-gzip.spec');
});
describe('built-site', () => {
  require('./built-site.spec');
});
