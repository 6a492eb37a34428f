/**
 * `npm run emails`: every email the shop sends, rendered as the notifications function and the
 * user pool's CustomMessage trigger render them (sample order and callback from samples.ts), and
 * written to docs/emails/ as a picture of the HTML as a mail client shows it (Chromium, 600 px
 * wide, Debian's /usr/bin/chromium or CHROMIUM_PATH) beside docs/emails.md, which gives each
 * one's subject, recipient and plain-text version.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { accountEmail } from '../../functions/notifications/lib/account-emails';
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
import { renderEmail } from '../../functions/notifications/lib/render-email';
import { callbackRequested, cancellationRequested, proofAnswered } from '../../functions/notifications/lib/studio-emails';
import { sampleCallback, sampleOrder } from './samples';

const root = join(__dirname, '..', '..');
const site = 'https://shop.example.com';
const studio = 'studio@example.com';
const placeholders = { code: '{####}', username: '{username}' };

/** Each email, named by what makes it go out. */
const emails: { name: string; when: string; email: Email }[] = [
  { name: 'order-paid', when: 'The order is paid', email: orderConfirmed(sampleOrder, site) },
  { name: 'status-changed', when: 'Staff move the order to a status the customer is told of', email: statusChanged(sampleOrder, 'Manufacturing', site)! },
  {
    name: 'shipped',
    when: 'Staff mark the order Shipped with its tracking number',
    email: orderShipped(sampleOrder, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, site),
  },
  { name: 'proof-sent', when: 'An editor sends a proof', email: proofReady(sampleOrder, { 'line-lux': 2 }, site) },
  {
    name: 'proof-answered',
    when: 'The customer answers a proof (to the studio)',
    email: proofAnswered(sampleOrder, { decision: 'changes', comments: 3 }, studio, site),
  },
  { name: 'uploads-completed', when: 'The customer sends their photos to the studio', email: photosReceived(sampleOrder, 'Sent to editing team', site) },
  {
    name: 'photos-reminder',
    when: 'Staff remind the customer from the dashboard that the studio waits for the order’s photos',
    email: photosReminder(sampleOrder, site),
  },
  { name: 'refund-issued', when: 'Staff cancel the order with a refund', email: refundIssued(sampleOrder, 64250, site) },
  {
    name: 'cancellation-requested',
    when: 'The customer asks to cancel (to the studio)',
    email: cancellationRequested(sampleOrder, 'We booked another studio', studio, site),
  },
  { name: 'callback-requested', when: 'Someone asks for a call back (to the studio)', email: callbackRequested(sampleCallback, studio, site) },
  { name: 'account-sign-up', when: 'A person signs up (the user pool sends the code)', email: accountEmail('signUp', 'nora@example.com', site, placeholders) },
  { name: 'account-forgot-password', when: 'A person resets their password', email: accountEmail('forgotPassword', 'nora@example.com', site, placeholders) },
];

async function main() {
  const folder = join(root, 'docs', 'emails');
  mkdirSync(folder, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const lines = [
    '# The emails',
    '',
    'Written by `npm run emails` (`infra/email-previews/write.ts`) from sample data: every email the shop sends, as the',
    'notifications function and the user pool’s CustomMessage trigger render them with React Email, HTML (pictured as a',
    'mail client 600 px wide shows it) and the plain-text version sent beside it. `{####}` is where the user pool puts the code.',
    '',
  ];
  try {
    const page = await browser.newPage({ viewport: { width: 600, height: 800 } });
    for (const { name, when, email } of emails) {
      const rendered = await renderEmail(email);
      await page.setContent(rendered.html, { waitUntil: 'load' });
      await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
      lines.push(
        `## ${when}`,
        '',
        `To: ${rendered.to}  `,
        `Subject: **${rendered.subject}**`,
        '',
        `![${rendered.subject}](emails/${name}.png)`,
        '',
        '```text',
        rendered.text.trim(),
        '```',
        '',
      );
    }
  } finally {
    await browser.close();
  }
  writeFileSync(join(root, 'docs', 'emails.md'), lines.join('\n'));
  console.log(`Wrote ${emails.length} emails to docs/emails.md and docs/emails/.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
