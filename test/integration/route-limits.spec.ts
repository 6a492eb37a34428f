/**
 * A flood of one public form meets that route's own limit (shared/api/limits.ts) and is
 * answered 429 by the gateway, while the rest of the API keeps answering. The flood goes to a
 * gateway of its own over the shared local cloud, so the other suites' callback requests still
 * find the shared gateway's bucket full.
 */
import { join } from 'node:path';
import { corsPolicy } from '../../functions/cors';
import { routes, routeList } from '../../functions/routes';
import { startGateway } from '../../infra/local/gateway';
import { freePort } from '../../infra/local/ports';
import { endpoints, useLocalCloudEnvironment } from '../support/runtime';

let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  useLocalCloudEnvironment();
  const e = endpoints();
  gateway = await startGateway({
    port: await freePort(),
    routes: routeList,
    cors: corsPolicy([]),
    jwt: { issuer: `${e.cognito}/${e.userPoolId}`, audience: e.userPoolClientId, jwksUri: `${e.cognito}/${e.userPoolId}/.well-known/jwks.json` },
    functionsDir: join(__dirname, '..', '..', 'functions'),
  });
});
afterAll(async () => {
  await gateway?.stop();
});

it('answers a flood of callback requests 429 past the route limit, and the catalog still answers', async () => {
  const { burst, rate } = routes.requestCallback.limit!;
  const flood = 5 * burst;
  // An empty form: whatever the gateway lets through is refused by the handler (400) and stores nothing.
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: flood }, () =>
      fetch(`${gateway.endpoint}/request-callback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(async (r) => ({
        status: r.status,
        body: await r.json(),
      })),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  const albums = await fetch(`${gateway.endpoint}/albums/all-Albums`);

  const throttled = answers.filter((a) => a.status === 429);
  // No more got through than the burst and what the rate refilled while the flood lasted.
  expect(flood - throttled.length).toBeLessThanOrEqual(burst + Math.ceil(rate * seconds));
  expect(throttled.length).toBeGreaterThan(0);
  expect(throttled[0]!.body).toEqual({ message: 'Too Many Requests' });
  expect(answers.filter((a) => a.status !== 429).every((a) => a.status === 400)).toBe(true);
  expect(albums.status).toBe(200);
  expect(((await albums.json()) as unknown[]).length).toBeGreaterThan(0);
});
