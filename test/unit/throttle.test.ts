/** The local gateway's request limits: a token bucket per limited route, as API Gateway counts. */
import { routeThrottle } from '../../infra/local/throttle';

const callback = { method: 'POST', path: '/request-callback', limit: { rate: 2, burst: 3 } } as const;
const albums = { method: 'GET', path: '/albums/all-Albums' } as const;

it('lets a burst through, then refuses until the rate has refilled a token', () => {
  let now = 0;
  const throttle = routeThrottle(() => now);
  expect([1, 2, 3, 4].map(() => throttle.take(callback))).toEqual([true, true, true, false]);
  now += 400; // 0.8 of a token at 2 per second
  expect(throttle.take(callback)).toBe(false);
  now += 100;
  expect(throttle.take(callback)).toBe(true);
  now += 60_000; // refills to the burst, never past it
  expect([1, 2, 3, 4].map(() => throttle.take(callback))).toEqual([true, true, true, false]);
});

it('never counts a route without a limit of its own, whatever its neighbours do', () => {
  const throttle = routeThrottle(() => 0);
  for (let i = 0; i < 10; i++) throttle.take(callback);
  expect(Array.from({ length: 500 }, () => throttle.take(albums)).every(Boolean)).toBe(true);
});
