/**
 * Request limits, as API Gateway counts them: per route, for all callers together, a steady rate
 * (requests per second) and a burst (how many may arrive at once). Past them the gateway answers
 * 429 without calling the function. The CDK stack sets them on the API's stage and the local
 * gateway counts them the same way. Data only.
 */
export interface RouteLimit {
  rate: number;
  burst: number;
}

/** Every route that names no limit of its own: far above a small shop's traffic, low enough that a runaway client cannot run up the bill. */
export const apiLimit: RouteLimit = { rate: 50, burst: 100 };

export const limits = {
  /**
   * Public forms that write (callback requests, referrals): anyone may send them without signing
   * in, and a person sends one a visit. A flood of them meets this limit instead of using up the
   * whole API's, so the catalog, carts and checkout keep answering.
   */
  publicForm: { rate: 5, burst: 20 },
} satisfies Record<string, RouteLimit>;
