/**
 * The local gateway's request limits, counted as API Gateway counts them: one token bucket per
 * route that has its own limit (shared/api/limits.ts), shared by every caller, holding `burst`
 * tokens and refilled at `rate` per second. A request that finds the bucket empty is answered
 * 429 before any handler runs. Routes without a limit of their own are not counted locally: the
 * whole API's limit is there for the bill, which the local cloud does not have.
 */
import type { RouteLimit } from '../../shared/api/limits';
import type { RouteDef } from '../../functions/kit/route-def';

export function routeThrottle(now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    /** Takes one request's token from the route's bucket: false when there is none left. */
    take(def: Pick<RouteDef, 'method' | 'path'> & { limit?: RouteLimit }): boolean {
      if (!def.limit) return true;
      const key = `${def.method} ${def.path}`;
      const t = now();
      const bucket = buckets.get(key) ?? { tokens: def.limit.burst, at: t };
      bucket.tokens = Math.min(def.limit.burst, bucket.tokens + ((t - bucket.at) / 1000) * def.limit.rate);
      bucket.at = t;
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}

/** What API Gateway answers a throttled request. */
export const throttledBody = JSON.stringify({ message: 'Too Many Requests' });
