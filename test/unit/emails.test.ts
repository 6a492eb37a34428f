/**
 * Every email the shop sends, rendered with sample data as the notifications function renders it:
 * its subject, the order number, the shop's name and colours, links that a mail client can open
 * (absolute, into the stage's site) and the plain-text version beside the HTML.
 */
import { accountEmail } from '../../functions/notifications/lib/account-emails';
import type { OrderStatus } from '../../shared/orders';
import { sampleCallback as callback, sampleOrder as order } from '../../infra/email-previews/samples';
import type { ShopEventKind } from '../../shared/shop-events';
import {
  orderConfirmed,
  orderShipped,
  photosReceived,
  photosReminder,
  proofReady,
  refundIssued,
  statusChanged,
} from '../../functions/notifications/lib/customer-emails';
import type { Email } from '../../functions/notifications/lib/email';
import { brand } from '../../functions/notifications/lib/layout';
import { renderEmail, type RenderedEmail } from '../../functions/notifications/lib/render-email';
import { callbackRequested, cancellationRequested, proofAnswered } from '../../functions/notifications/lib/studio-emails';

const site = 'https://shop.example.com';
const studio = 'studio@example.com';

/** One sample per event the shop publishes that emails someone (the compiler asks for a new event's), with what its email must say. */
const samples: Record<Exclude<ShopEventKind, 'editingStatusChanged'>, { email: Email; to: string; subject: string; says: string[]; links: string[] }> = {
  orderPaid: {
    email: orderConfirmed(order, site),
    to: order.email,
    subject: 'Your order LA-10423 is confirmed',
    says: [
      'Hello Petra',
      'Total $642.50',
      '1 × Lux album',
      '10x10, 30 pages, Ivory Linen, lay-flat',
      '1 × Edge Prints',
      '8x10, Brushed',
      '3 Lens Road, Austin, TX 78701',
      'Billed to Petra Novak, 18 Aperture Way, Round Rock, TX 78664.',
    ],
    links: [`${site}/customer-1/orders?orderId=01JQ8Z6ORDER`],
  },
  orderStatusChanged: {
    email: statusChanged(order, 'Manufacturing', site)!,
    to: order.email,
    subject: 'Your order LA-10423 is being made',
    says: ['printed and bound', '1 × Lux album', '10x10, 30 pages, Ivory Linen, lay-flat'],
    links: [`${site}/customer-1/orders?orderId=01JQ8Z6ORDER`],
  },
  orderShipped: {
    email: orderShipped(order, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, site),
    to: order.email,
    subject: 'Your order LA-10423 has shipped',
    says: ['on its way with UPS', 'Tracking number: 1Z999AA10123456784', 'Track your parcel with UPS'],
    links: ['https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784', `${site}/customer-1/orders?orderId=01JQ8Z6ORDER`],
  },
  proofSent: {
    email: proofReady(order, { 'line-lux': 2 }, site),
    to: order.email,
    subject: 'Your revised album design for order LA-10423 is ready',
    says: ['made the changes you asked for', 'Lux album (10x10): proof 2 of 2', 'See your proof'],
    links: [`${site}/customer-1/orders?orderId=01JQ8Z6ORDER`],
  },
  proofAnswered: {
    email: proofAnswered(order, { decision: 'changes', comments: 3 }, studio, site),
    to: studio,
    subject: 'Order LA-10423: Petra Novak asked for changes to the album design',
    says: ['with 3 comments beside the spreads', 'back to Editing started', 'Open the editors’ dashboard'],
    links: [`${site}/admin/editors`],
  },
  uploadsCompleted: {
    email: photosReceived(order, 'Sent to editing team', site),
    to: order.email,
    subject: 'We have your photos for order LA-10423',
    says: ['received the photos for order LA-10423', 'Our designers now lay out your album'],
    links: [`${site}/customer-1/orders?orderId=01JQ8Z6ORDER`],
  },
  photosReminderRequested: {
    email: photosReminder(order, site),
    to: order.email,
    subject: 'Your photos for order LA-10423',
    says: ['ready to start on order LA-10423 as soon as we have your photos', 'send them to the studio with Step 2'],
    links: [`${site}/customer-1/orders?orderId=01JQ8Z6ORDER`],
  },
  refundIssued: {
    email: refundIssued(order, 64250, site),
    to: order.email,
    subject: 'Your order LA-10423 has been cancelled',
    says: ['$642.50 has been refunded to your card', '7-10 business days'],
    links: [`${site}/customer-1/orders?orderId=01JQ8Z6ORDER`],
  },
  cancellationRequested: {
    email: cancellationRequested(order, 'We booked another studio', studio, site),
    to: studio,
    subject: 'Order LA-10423: Petra Novak asks to cancel',
    says: ['Petra Novak asks to cancel order LA-10423 ($642.50), placed 2026-03-02', 'Their reason: We booked another studio'],
    links: [`${site}/admin/01JQ8Z6ORDER`],
  },
  callbackRequested: {
    email: callbackRequested(callback, studio, site),
    to: studio,
    subject: 'Callback request from Lois Lane',
    says: ['Lois Lane asks for a call back', 'Phone: 5550001111', 'lois@example.com', 'Call me about a wedding album', 'after 3pm please.'],
    links: [`${site}/admin/request-callback`],
  },
};

const rendered = new Map<string, RenderedEmail>();
beforeAll(async () => {
  for (const [kind, sample] of Object.entries(samples)) rendered.set(kind, await renderEmail(sample.email));
});

/** Every href of the HTML, as a mail client reads it (entities decoded). */
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe.each(Object.keys(samples) as (keyof typeof samples)[])('the %s email', (kind) => {
  const sample = samples[kind];

  it('has its subject and recipient, and names the order or request it is about', () => {
    const email = rendered.get(kind)!;
    expect(email.to).toBe(sample.to);
    expect(email.subject).toBe(sample.subject);
    if (kind !== 'callbackRequested') {
      expect(email.subject).toContain('LA-10423');
      expect(email.text).toContain('LA-10423');
    }
  });

  it('is HTML in the shop’s name and colours, with only absolute links, and these among them', () => {
    const { html } = rendered.get(kind)!;
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain(brand.name);
    expect(html).toContain(brand.colours.charcoal);
    expect(html).toContain(brand.colours.goldDeep);
    const hrefs = hrefsOf(html);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^https:\/\//);
    expect(hrefs).toEqual(expect.arrayContaining(sample.links));
  });

  it('has a plain-text version saying the same, its links written out', () => {
    const { text, html } = rendered.get(kind)!;
    expect(text).not.toMatch(/<[a-z]/i);
    // React marks where one piece of text meets the next with an empty comment.
    const shown = html.replace(/<!-- -->/g, '');
    for (const words of sample.says) {
      expect(text).toContain(words);
      expect(shown).toContain(words);
    }
    for (const link of sample.links) expect(text).toContain(link);
  });
});

describe('account emails (the user pool’s CustomMessage trigger)', () => {
  const placeholders = { code: '{####}', username: '{username}' };

  it.each(['signUp', 'forgotPassword', 'newEmail', 'signInCode'] as const)('words the %s code in the shop’s look, its placeholder once', async (message) => {
    const email = await renderEmail(accountEmail(message, 'nora@example.com', site, placeholders));
    expect(email.subject).toMatch(/code|Confirm/);
    expect(email.html).toContain(brand.colours.charcoal);
    expect(email.html.split('{####}')).toHaveLength(2);
    expect(email.text).toContain('{####}');
    for (const href of hrefsOf(email.html)) expect(href).toMatch(/^https:\/\//);
    // Cognito takes at most 20,000 characters of message.
    expect(email.html.length).toBeLessThan(20_000);
  });

  it('gives a temporary password with the username, each placeholder once', async () => {
    const email = await renderEmail(accountEmail('temporaryPassword', 'nora@example.com', site, placeholders));
    expect(email.html.split('{####}')).toHaveLength(2);
    expect(email.html.split('{username}')).toHaveLength(2);
    expect(hrefsOf(email.html)).toContain(`${site}/login`);
  });
});

describe('status emails', () => {
  const told: OrderStatus[] = ['Sent to editing team', 'Waiting for client approval', 'Manufacturing', 'Delivered', 'Cancelled'];

  it.each(told)('tells the customer of %s', async (status) => {
    const email = await renderEmail(statusChanged(order, status, site)!);
    expect(email.subject).toMatch(/^Your order LA-10423 /);
    expect(email.text).toContain(`${site}/customer-1/orders?orderId=01JQ8Z6ORDER`);
  });

  it('tells nothing of the studio’s own steps', () => {
    for (const status of ['Editing started', 'Editing completed', 'album-approved', 'Send to manufacturing'] as const)
      expect(statusChanged(order, status, site)).toBeUndefined();
  });

  it('says a cancelled order was refunded when it was', async () => {
    const email = await renderEmail(
      statusChanged({ ...order, refund: { refundId: 're_1', amount: 64250, refundedAt: '2026-03-02T11:00:00.000Z' } }, 'Cancelled', site)!,
    );
    expect(email.text).toContain('$642.50 has been refunded to your card');
  });

  it('shows a carrier it has no tracking page for by its number alone', async () => {
    const email = await renderEmail(orderShipped(order, { carrier: 'Local courier', trackingNumber: 'LC-55' }, site));
    expect(email.text).toContain('Tracking number: LC-55');
    expect(hrefsOf(email.html).filter((h) => !h.startsWith(site))).toEqual([]);
  });
});
