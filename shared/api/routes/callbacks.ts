/** How a page calls the callbacks routes: method, path and who may call; the schemas stay in ../callbacks.ts. */
import type { callbackRoutes as contracts } from '../callbacks';
import { describeRoutes, type RoutesOf } from '../contract';

const desk = ['Admin', 'Employee'] as const;

export const callbackPaths = describeRoutes({
  listCallbacks: { method: 'GET', path: '/request-callback/admin', allow: desk },
  setCallbackStatus: { method: 'PUT', path: '/request-callback/{id}', allow: desk },
  addCallbackNote: { method: 'PUT', path: '/request-callback/{id}/add-note', allow: desk },
});

/** What the web imports: typed by the contract, without its schemas. */
export const callbackRoutes: RoutesOf<typeof contracts> = callbackPaths;
