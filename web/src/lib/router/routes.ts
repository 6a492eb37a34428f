/**
 * The route table's shape and the matching of a path against it. Paths match regardless of case
 * and of a trailing slash; `:name` is a segment's parameter and a final `*` the rest of the path.
 * When several routes match, the most specific wins (static segments outrank parameters, which
 * outrank a splat); between equally specific siblings, the first listed.
 */
import type { ComponentType, ReactNode } from 'react';

export type Params = Readonly<Record<string, string | undefined>>;

export interface LoaderFunctionArgs {
  params: Params;
}

export interface RouteObject {
  id?: string;
  path?: string;
  index?: boolean;
  Component?: ComponentType | null;
  element?: ReactNode;
  /** Shown in place of this route's page when it or a route below it fails to load or render. */
  errorElement?: ReactNode;
  /**
   * Runs as the navigation starts, before the page is shown: it may start fetches, throw (the
   * error page) or answer `redirect(...)`. Its return value is otherwise unused.
   */
  loader?: (args: LoaderFunctionArgs) => unknown;
  /** Loads the page's module; the page is shown once it has arrived. */
  lazy?: () => Promise<{ Component: ComponentType }>;
  handle?: unknown;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  pathname: string;
}

interface Branch {
  routes: RouteObject[];
  segments: string[];
  score: number;
  /** The route's position among its siblings at each level, for ties. */
  order: number[];
}

const isParam = (segment: string) => segment.startsWith(':');

/** The same ranking as the router the shop used before, so every path still finds the same page. */
function scoreOf(segments: string[], index: boolean): number {
  const splat = segments.at(-1) === '*';
  let score = segments.length + (splat ? -2 : 0) + (index ? 2 : 0);
  for (const segment of splat ? segments.slice(0, -1) : segments) score += isParam(segment) ? 3 : 10;
  return score;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function flatten(routes: RouteObject[], parents: RouteObject[] = [], base: string[] = [], order: number[] = []): Branch[] {
  return routes.flatMap((route, i) => {
    const chain = [...parents, route];
    const segments = [...base, ...segmentsOf(route.path ?? '')];
    const at = [...order, i];
    const own: Branch[] = route.path !== undefined || route.index ? [{ routes: chain, segments, score: scoreOf(segments, !!route.index), order: at }] : [];
    return [...flatten(route.children ?? [], chain, segments, at), ...own];
  });
}

function compareOrder(a: number[], b: number[]): number {
  // Only siblings are ordered by position; other branches keep their table order.
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a.at(-1)! - b.at(-1)! : 0;
}

const ranked = new WeakMap<RouteObject[], Branch[]>();

function branchesOf(routes: RouteObject[]): Branch[] {
  let branches = ranked.get(routes);
  if (!branches) {
    branches = flatten(routes).sort((a, b) => b.score - a.score || compareOrder(a.order, b.order));
    ranked.set(routes, branches);
  }
  return branches;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The routes from the root to the page that answer `pathname`, or undefined when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | undefined {
  const path = segmentsOf(pathname);
  for (const branch of branchesOf(routes)) {
    const params: Record<string, string> = {};
    const splat = branch.segments.at(-1) === '*';
    const fixed = splat ? branch.segments.slice(0, -1) : branch.segments;
    if (splat ? path.length < fixed.length : path.length !== fixed.length) continue;
    const fits = fixed.every((segment, i) => {
      if (isParam(segment)) return ((params[segment.slice(1)] = decode(path[i]!)), true);
      return segment.toLowerCase() === path[i]!.toLowerCase();
    });
    if (!fits) continue;
    if (splat) params['*'] = path.slice(fixed.length).map(decode).join('/');
    return branch.routes.map((route) => ({ route, params, pathname }));
  }
  return undefined;
}

/** What a loader throws to show the error page with a status (`data(null, { status: 404 })`). */
export class ErrorResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
  ) {}
}

export const data = (value: unknown, init: { status: number; statusText?: string }) => new ErrorResponse(init.status, init.statusText ?? '', value);

export const isRouteErrorResponse = (error: unknown): error is ErrorResponse => error instanceof ErrorResponse;

/** What a loader answers to send the navigation elsewhere instead. */
export class Redirect {
  constructor(readonly to: string) {}
}

export const redirect = (to: string) => new Redirect(to);
