/**
 * The local outbox (infra/local/outbox.ts): every message the shop would send is a JSON file
 * `{ to, subject, text, htmlFile?, sentAt }` under `<data dir>/outbox/`, an email's HTML beside it. Tests wait there for the code the
 * identity service sent, as a customer would wait for the email.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from './runtime';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** The email's HTML, a file of the outbox beside this one (the shop's own emails have one). */
  htmlFile?: string;
  sentAt: string;
  file: string;
}

const outboxDir = () => join(endpoints().dataDir, 'outbox');

/** Every message to `address`, oldest first (file names start with the time they were sent). */
export function messagesTo(address: string): OutboxMessage[] {
  const dir = outboxDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ ...(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Omit<OutboxMessage, 'file'>), file }))
    .filter((message) => message.to.toLowerCase() === address.toLowerCase());
}

/**
 * Waits for a message to `address` newer than the `after` messages already there (pass the
 * count from `messagesTo(address).length` taken before the action that sends it) and returns it.
 * An inbox other tests write to as well (the studio's) needs `about`: text the subject or body of
 * the awaited message holds (an order number, a name), so that another test's message is passed by.
 */
export async function waitForMessage(
  address: string,
  after = 0,
  { about, timeoutMs = 10_000 }: { about?: string; timeoutMs?: number } = {},
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fresh = messagesTo(address)
      .slice(after)
      .filter((m) => !about || m.subject.includes(about) || m.text.includes(about));
    if (fresh.length) return fresh[fresh.length - 1]!;
    if (Date.now() > deadline) throw new Error(`No new message${about ? ` about ${about}` : ''} reached ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The 6-digit code in a message. */
export function codeIn(message: OutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`The message to ${message.to} holds no 6-digit code: ${message.text}`);
  return code;
}

/** Waits for the next message to `address` and returns its verification code. */
export async function waitForCode(address: string, after = 0): Promise<string> {
  return codeIn(await waitForMessage(address, after));
}

/**
 * Once every event delivery the local bus has under way has run, its retries included: after it, a
 * message an event or a replay would have sent is in the outbox, so a test can check that nothing
 * more was sent without waiting a while and hoping.
 */
export async function deliveriesSettled(): Promise<void> {
  const res = await fetch(`${endpoints().events}/local/deliveries-settled`);
  if (!res.ok) throw new Error(`the local event bus answered ${res.status} for its deliveries`);
}
