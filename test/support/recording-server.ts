/**
 * A local HTTP server standing in for an AWS service in unit tests: it keeps every request it
 * gets, with its body, and answers each with the next of the answers the test has set
 * (200 `{}` once they run out).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

export function recordingServer(contentType: string) {
  const received: { req: IncomingMessage; body: string }[] = [];
  const recorder = {
    received,
    answers: [] as Answer[],
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ req, body });
      const answer = recorder.answers.shift() ?? { status: 200, body: '{}' };
      res.writeHead(answer.status, { 'content-type': contentType, ...answer.headers }).end(answer.body);
    });
  });
  return recorder;
}
