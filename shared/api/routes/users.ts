/** How a page calls the users routes: method, path and who may call; the schemas stay in ../users.ts. */
import type { userRoutes as contracts } from '../users';
import { describeRoutes, type RoutesOf } from '../contract';

export const userPaths = describeRoutes({
  getUser: { method: 'GET', path: '/user/{userId}', allow: ['owner', 'Admin', 'Employee', 'Editors'] },
  addAddress: { method: 'PUT', path: '/user/{userId}', allow: ['owner', 'Admin', 'Employee'] },
});

/** What the web imports: typed by the contract, without its schemas. */
export const userRoutes: RoutesOf<typeof contracts> = userPaths;
