/**
 * Two AWS APIs of the local event bus, on one port: EventBridge's PutEvents (what the shop's
 * functions call to announce what they did; AWS_ENDPOINT_URL_EVENTBRIDGE) and Lambda's
 * asynchronous Invoke of an event target (what `npm run redrive` calls to replay a dead letter;
 * the function name is the target's module, `notifications/send-notification`). And one of its
 * own, which no AWS API has: `GET /local/deliveries-settled` answers once every delivery under way
 * has run (retries included), for a test that checks an event or a replay sent nothing more.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { EventBus } from './bus';
import { readBody } from './http';

export async function startAwsEvents(options: { port: number; bus: EventBus; targets: readonly string[] }) {
  const json = (res: ServerResponse, status: number, body: unknown, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const text = raw.toString('utf8');
      if (req.method === 'POST' && req.headers['x-amz-target'] === 'AWSEvents.PutEvents') {
        const { Entries = [] } = JSON.parse(text || '{}') as { Entries?: { Source: string; DetailType: string; Detail: string }[] };
        const ids = options.bus.putEvents(Entries);
        return json(res, 200, { FailedEntryCount: 0, Entries: ids.map((EventId) => ({ EventId })) }, 'application/x-amz-json-1.1');
      }
      const invoke = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(req.url ?? '');
      if (req.method === 'POST' && invoke) {
        const target = decodeURIComponent(invoke[1]!);
        if (!options.targets.includes(target)) return json(res, 404, { Type: 'User', message: `Function not found: ${target}` });
        if (req.headers['x-amz-invocation-type'] !== 'Event')
          return json(res, 400, { Type: 'User', message: 'The local event bus only takes asynchronous (Event) invocations.' });
        options.bus.invoke(target, JSON.parse(text));
        res.writeHead(202);
        return res.end();
      }
      if (req.method === 'GET' && req.url === '/local/deliveries-settled') return void options.bus.settled().then(() => json(res, 200, {}));
      json(res, 404, { message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return { endpoint: `http://127.0.0.1:${options.port}`, stop: () => new Promise<void>((r) => server.close(() => r())) };
}
