/**
 * Amazon SES (v2), locally: answers SendEmail (POST /v2/email/outbound-emails) by putting the
 * message in the local outbox. The shop's mailer sends through the SDK as in the cloud.
 */
import { createServer } from 'node:http';
import { readBody } from './http';
import type { Outbox } from './outbox';

export async function startSes(options: { port: number; outbox: Outbox }) {
  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      if (req.method !== 'POST' || req.url !== '/v2/email/outbound-emails') {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ message: 'Not Found' }));
      }
      const body = JSON.parse(raw.toString('utf8') || '{}');
      const simple = body.Content?.Simple;
      for (const to of body.Destination?.ToAddresses ?? [])
        options.outbox.send({ to, subject: simple?.Subject?.Data ?? '', text: simple?.Body?.Text?.Data ?? '' });
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
