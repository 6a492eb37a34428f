import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The ports the system lends to outgoing connections (Linux's ip_local_port_range; IANA's dynamic
 * range elsewhere). A port that `listen(0)` found free comes from this range too, so between
 * finding it and the server binding it (seconds, for a server started after the seed) any
 * outgoing connection may take it as its own end, and the bind fails with EADDRINUSE. Ports
 * handed out here are chosen below it.
 */
function ephemeralPorts(): { low: number; high: number } {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return { low, high };
  } catch {
    // Not Linux.
  }
  return { low: 49152, high: 65535 };
}

/** Where free ports are looked for: above the well-known and the fixed ports of `npm start`, below the lent ones. */
const searchFrom = 20000;

/** Ports this process has already handed out: two servers started side by side never get the same one. */
const handedOut = new Set<number>();

const tryPort = (port: number) =>
  new Promise<number | undefined>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const chosen = typeof address === 'object' && address ? address.port : undefined;
      server.close(() => resolve(chosen));
    });
  });

/**
 * A port on 127.0.0.1 for a server to listen on: the preferred one when it is free, else a free
 * one outside the range the system lends to outgoing connections (see ephemeralPorts).
 */
export async function freePort(preferred = 0): Promise<number> {
  if (preferred && !handedOut.has(preferred) && (await tryPort(preferred))) return take(preferred);
  const { low } = ephemeralPorts();
  const span = low - searchFrom;
  for (let attempt = 0; span > 0 && attempt < 100; attempt++) {
    const port = searchFrom + Math.floor(Math.random() * span);
    if (!handedOut.has(port) && (await tryPort(port))) return take(port);
  }
  // A system that lends every port: any free one, as the system picks it.
  return take((await tryPort(0)) ?? 0);
}

function take(port: number): number {
  handedOut.add(port);
  return port;
}
