/**
 * Amazon SES (v2), locally: answers SendEmail (POST /v2/email/outbound-emails) by putting the
 * message in the local outbox (its HTML beside it, outbox.ts). The shop's mailer sends through the SDK as in the cloud.
 * `PUT /_local/rejected-recipients` (a JSON list of addresses) makes SendEmail refuse mail to
 * them as SES refuses a message (400 MessageRejected), so a test can make sending fail without
 * any handler knowing; an empty list ends it. `PUT /_local/rejected-subjects` (a JSON list of
 * texts) refuses every message whose subject holds one of them, for mail to an address other
 * tests write to as well (the studio's): a test names what its messages are about (an order
 * number, a name) and leaves everyone else's mail alone.
 */
import { createServer } from 'node:http';
import { readBody } from './http';
import type { Outbox } from './outbox';

export async function startSes(options: { port: number; outbox: Outbox }) {
  let rejected = new Set<string>();
  let rejectedSubjects: string[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      if (req.method === 'PUT' && req.url === '/_local/rejected-recipients') {
        rejected = new Set((JSON.parse(raw.toString('utf8') || '[]') as string[]).map((a) => a.toLowerCase()));
        res.writeHead(204);
        return res.end();
      }
      if (req.method === 'PUT' && req.url === '/_local/rejected-subjects') {
        rejectedSubjects = (JSON.parse(raw.toString('utf8') || '[]') as string[]).filter(Boolean);
        res.writeHead(204);
        return res.end();
      }
      if (req.method !== 'POST' || req.url !== '/v2/email/outbound-emails') {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ message: 'Not Found' }));
      }
      const body = JSON.parse(raw.toString('utf8') || '{}');
      const simple = body.Content?.Simple;
      const to: string[] = body.Destination?.ToAddresses ?? [];
      const subject: string = simple?.Subject?.Data ?? '';
      if (to.some((address) => rejected.has(address.toLowerCase())) || rejectedSubjects.some((text) => subject.includes(text))) {
        res.writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' });
        return res.end(JSON.stringify({ message: 'Email address is not verified.' }));
      }
      const html: string | undefined = simple?.Body?.Html?.Data;
      for (const address of to) options.outbox.send({ to: address, subject, text: simple?.Body?.Text?.Data ?? '', html });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ MessageId: `local-${Date.now()}` }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return { endpoint: `http://127.0.0.1:${options.port}`, stop: () => new Promise<void>((r) => server.close(() => r())) };
}
