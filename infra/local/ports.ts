import { createServer } from 'node:net';

/** A port on 127.0.0.1: the preferred one when it is free, else any free one. */
export async function freePort(preferred = 0): Promise<number> {
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
  return (preferred ? await tryPort(preferred) : undefined) ?? (await tryPort(0)) ?? 0;
}
