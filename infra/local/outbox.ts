/**
 * The local outbox: every message the shop would send is printed and kept as one JSON file
 * (`to`, `subject`, `text`) under `<data dir>/outbox/`, where people and tests can read it. A
 * file appears whole (whole-file.ts), so a reader never sees half a message.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeWholeFile } from './whole-file';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

export function createOutbox(dataDir: string, print: (line: string) => void) {
  const dir = join(dataDir, 'outbox');
  mkdirSync(dir, { recursive: true });
  let sequence = 0;
  return {
    dir,
    send(message: OutboxMessage): string {
      const slug = message.to.replace(/[^a-z0-9]+/gi, '-').slice(0, 40);
      const file = join(dir, `${Date.now()}-${String(++sequence).padStart(4, '0')}-${slug}.json`);
      writeWholeFile(file, JSON.stringify({ ...message, sentAt: new Date().toISOString() }, null, 2));
      print(`✉  to ${message.to}: ${message.subject}\n   ${message.text.split('\n').join('\n   ')}`);
      return file;
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
