/**
 * What a component test renders its component in: the SPA's API client pointed at a fake API,
 * a real QueryClient of its own (no retries, so a failure shows at once), and the shop's router
 * with one route drawing the component, so its links work. The fake API answers each route of the
 * contract (shared/api) with what the test gives; in development, as here, the API client checks
 * every answer against the route's response schema, so a fake that drifts from the contract fails.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { RouteDescription } from '@shared/api/contract';
import { configureApiClient } from '@/lib/api-client';
import { createRouter, RouterProvider } from '@/lib/router';

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

/** `/orders/{userId}/{orderId}` → a pattern with named groups. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);

/** A fake of the shop's API: answers routes as the test says, and keeps what was sent. */
export function fakeApi() {
  const routes: { route: RouteDescription; pattern: RegExp; handler: Handler }[] = [];
  const sent: Sent[] = [];
  const fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const request: Sent = { method, path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    // The newest answer given for a route stands.
    const match = [...routes].reverse().find((r) => r.route.method === method && r.pattern.test(url.pathname));
    if (!match) throw new Error(`The fake API has no answer for ${method} ${url.pathname}`);
    const { status = 200, body } = await match.handler(request, { ...match.pattern.exec(url.pathname)!.groups });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  configureApiClient({ baseUrl: apiBase });
  globalThis.fetch = fetch as typeof globalThis.fetch;
  return {
    /** Answers `route` from now on. */
    on(route: RouteDescription, handler: Handler | Answer) {
      routes.push({ route, pattern: patternOf(route.path), handler: typeof handler === 'function' ? handler : () => handler });
    },
    /** The requests sent to `route` so far. */
    sentTo(route: RouteDescription): Sent[] {
      const pattern = patternOf(route.path);
      return sent.filter((r) => r.method === route.method && pattern.test(r.path));
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

/** Renders `ui` as the shop would: with its query cache and router. Returns user-event's user too. */
export async function renderInShop(ui: ReactNode) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } });
  const router = createRouter([{ path: '*', element: ui }]);
  await router.load();
  // No pause between keys: nothing here waits on time between them, and typing stays quick.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queries}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, queries, router };
}
