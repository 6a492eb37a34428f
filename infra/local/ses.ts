/**
 * Amazon SES (v2), locally: answers SendEmail (POST /v2/email/outbound-emails) by putting the
 * message in the local outbox. The shop's mailer sends through the SDK as in the cloud.
 * `PUT /_local/rejected-recipients` (a JSON list of addresses) makes SendEmail refuse mail to
 * them as SES refuses a message (400 MessageRejected), so a test can make sending fail without
 * any handler knowing; an empty list ends it.
 */
import { createServer } from 'node:http';
import { readBody } from './http';
import type { Outbox } from './outbox';

export async function startSes(options: { port: number; outbox: Outbox }) {
  let rejected = new Set<string>();
  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      if (req.method === 'PUT' && req.url === '/_local/rejected-recipients') {
        rejected = new Set((JSON.parse(raw.toString('utf8') || '[]') as string[]).map((a) => a.toLowerCase()));
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
      if (to.some((address) => rejected.has(address.toLowerCase()))) {
        res.writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' });
        return res.end(JSON.stringify({ message: 'Email address is not verified.' }));
      }
      for (const address of to) options.outbox.send({ to: address, subject: simple?.Subject?.Data ?? '', text: simple?.Body?.Text?.Data ?? '' });
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
