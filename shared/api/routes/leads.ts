/** How a page calls the leads routes: method, path and who may call; the schemas stay in ../leads.ts. */
import type { leadRoutes as contracts } from '../leads';
import { describeRoutes, type RoutesOf } from '../contract';

export const leadPaths = describeRoutes({
  requestCallback: { method: 'POST', path: '/request-callback', allow: ['public'] },
  referFriend: { method: 'POST', path: '/marketing/referral', allow: ['public'] },
});

/** What the web imports: typed by the contract, without its schemas. */
export const leadRoutes: RoutesOf<typeof contracts> = leadPaths;
