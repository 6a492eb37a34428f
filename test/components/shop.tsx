/**
 * What a component test renders its component in: the SPA's API client pointed at a fake API,
 * the shop's own query cache (web/src/lib/query-client.ts, emptied after each test), and React Router
 * (in memory) with one route drawing the component, so its links work. The fake API answers each route, named
 * by its method and path as the contract writes them (`'POST /request-callback'`), with what the
 * test gives; in development, as here, the API client checks every answer against the route's
 * response schema (shared/api), so a fake that drifts from the contract fails the test.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { configureApiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { createMemoryRouter, RouterProvider } from 'react-router';

const apiBase = 'https://api.shop.test';

export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Answer {
  status?: number;
  body?: unknown;
}

type Handler = (request: Sent, params: Record<string, string>) => Answer | Promise<Answer>;

/** A route as the contract writes it: `'GET /orders/{userId}/{orderId}'`. */
type Route = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`;

/** The route's method, and its path as a pattern with a named group per parameter. */
function matcherOf(route: Route) {
  const [method, path] = route.split(' ') as [string, string];
  return { method, pattern: new RegExp(`^${path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`) };
}

/** A fake of the shop's API: answers routes as the test says, and keeps what was sent. */
export function fakeApi() {
  const routes: { method: string; pattern: RegExp; handler: Handler }[] = [];
  const sent: Sent[] = [];
  const fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const request: Sent = { method, path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    // The newest answer given for a route stands.
    const match = [...routes].reverse().find((r) => r.method === method && r.pattern.test(url.pathname));
    if (!match) throw new Error(`The fake API has no answer for ${method} ${url.pathname}`);
    const { status = 200, body } = await match.handler(request, { ...match.pattern.exec(url.pathname)!.groups });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  configureApiClient({ baseUrl: apiBase });
  globalThis.fetch = fetch as typeof globalThis.fetch;
  return {
    /** Answers `route` from now on. */
    on(route: Route, handler: Handler | Answer) {
      routes.push({ ...matcherOf(route), handler: typeof handler === 'function' ? handler : () => handler });
    },
    /** The requests sent to `route` so far. */
    sentTo(route: Route): Sent[] {
      const { method, pattern } = matcherOf(route);
      return sent.filter((r) => r.method === method && pattern.test(r.path));
    },
  };
}

/** A request the network did not carry (the browser's TypeError, as fetch gives it). */
export const unreachable = (): never => {
  throw new TypeError('Failed to fetch');
};

/** An answer held until the test lets it go, to see what a component shows meanwhile. */
export function heldAnswer(answer: Answer) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await released, answer), release };
}

// Some modules write to the shop's cache directly (a saved item into its list): the same cache
// the components read, as in the app, and a fresh one for every test.
afterEach(() => queryClient.clear());

/** Renders `ui` as the shop would: with its query cache and router. Returns user-event's user too. */
export async function renderInShop(ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  // No pause between keys: nothing here waits on time between them, and typing stays quick.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router };
}
