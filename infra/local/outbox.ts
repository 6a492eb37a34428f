/**
 * The local outbox: every message the shop would send is printed and kept as one JSON file
 * (`to`, `subject`, `text`) under `<data dir>/outbox/`, where people and tests can read it, and
 * an email's HTML beside it in a file of the same name ending `.html`, to open in a browser and
 * see the message as a mail client shows it. A file appears whole (whole-file.ts), so a reader
 * never sees half a message; the HTML is written first, so a message's JSON never names a page
 * that is not there yet.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeWholeFile } from './whole-file';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** The email's HTML, when it has one (the shop's own emails; not the identity service's codes). */
  html?: string;
}

export function createOutbox(dataDir: string, print: (line: string) => void) {
  const dir = join(dataDir, 'outbox');
  mkdirSync(dir, { recursive: true });
  let sequence = 0;
  return {
    dir,
    send({ html, ...message }: OutboxMessage): string {
      const slug = message.to.replace(/[^a-z0-9]+/gi, '-').slice(0, 40);
      const name = `${Date.now()}-${String(++sequence).padStart(4, '0')}-${slug}`;
      // The page's file name, beside the JSON, for whoever reads the JSON.
      const htmlFile = html === undefined ? undefined : `${name}.html`;
      if (htmlFile) writeWholeFile(join(dir, htmlFile), html!);
      const file = join(dir, `${name}.json`);
      writeWholeFile(file, JSON.stringify({ ...message, ...(htmlFile ? { htmlFile } : {}), sentAt: new Date().toISOString() }, null, 2));
      print(`✉  to ${message.to}: ${message.subject}${htmlFile ? ` (${join(dir, htmlFile)})` : ''}\n   ${message.text.split('\n').join('\n   ')}`);
      return file;
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
