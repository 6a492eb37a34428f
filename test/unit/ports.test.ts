/**
 * Ports for the local cloud's servers (infra/local/ports.ts). A port found free is bound only
 * later, so it must not come from the range the system lends to outgoing connections: one of
 * those could take it in between, and the local cloud then failed to start with EADDRINUSE.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { freePort } from '../../infra/local/ports';

const listenOn = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

const lentFrom = (() => {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 49152;
  }
})();

it('hands out ports below the range lent to outgoing connections, each once, each free to listen on', async () => {
  const ports = [];
  for (let i = 0; i < 20; i++) ports.push(await freePort());
  expect(new Set(ports).size).toBe(ports.length);
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(1024);
    expect(port).toBeLessThan(lentFrom);
  }
  const servers = await Promise.all(ports.map(listenOn));
  await Promise.all(servers.map(close));
});

it('keeps the preferred port when it is free, and finds another when something listens on it', async () => {
  const preferred = await freePort();
  // A port that was free a moment ago, and that nobody was handed: kept.
  await close(await listenOn(preferred + 2));
  expect(await freePort(preferred + 2)).toBe(preferred + 2);
  const squatter = await listenOn(preferred + 1);
  try {
    // The preferred one was handed out already: the next caller gets a port of its own.
    expect(await freePort(preferred)).not.toBe(preferred);
    const other = await freePort(preferred + 1);
    expect(other).not.toBe(preferred + 1);
    expect(other).toBeLessThan(lentFrom);
  } finally {
    await close(squatter);
  }
});
