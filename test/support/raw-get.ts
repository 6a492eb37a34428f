/**
 * A GET whose answer comes as sent: status, content encoding and the raw body (node's fetch
 * would unzip it unasked), for tests of how a server compresses what it serves.
 */
import { get } from 'node:http';

export function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}
