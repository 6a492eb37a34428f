/**
 * A tiny query cache: one request per key however many components ask (the navbar and the home
 * page both list the catalog), kept for the session. A failed query is tried again by the next
 * component that mounts, or by `refetch`.
 */
import { useCallback, useSyncExternalStore } from 'react';

export interface Query<T> {
  key: string;
  fetch: () => Promise<T>;
}

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error }
  | { status: 'success'; data: T; error?: undefined };

interface Entry {
  state: QueryState<unknown>;
  inFlight: boolean;
  listeners: Set<() => void>;
}

const loading: QueryState<never> = { status: 'loading' };
const entries = new Map<string, Entry>();

function entryOf(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) entries.set(key, (entry = { state: loading, inFlight: false, listeners: new Set() }));
  return entry;
}

function run<T>(query: Query<T>, entry: Entry): void {
  if (entry.inFlight) return;
  entry.inFlight = true;
  if (entry.state.status === 'error') publish(entry, loading);
  query.fetch().then(
    (data) => publish(entry, { status: 'success', data }),
    (error: unknown) =>
      publish(entry, { status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
  );
}

function publish(entry: Entry, state: QueryState<unknown>): void {
  if (state.status !== 'loading') entry.inFlight = false;
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

/** Starts a query before any component needs it, e.g. from a route loader. */
export function prefetchQuery<T>(query: Query<T>): void {
  const entry = entryOf(query.key);
  if (entry.state.status !== 'success') run(query, entry);
}

export function useQuery<T>(query: Query<T>): QueryState<T> & { refetch: () => void } {
  const { key } = query;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const entry = entryOf(key);
      entry.listeners.add(onChange);
      if (entry.state.status !== 'success') run(query, entry);
      return () => entry.listeners.delete(onChange);
    },
    // The key names the query: a new object with the same key is the same query.
    [key],
  );
  const state = useSyncExternalStore(subscribe, () => entries.get(key)?.state ?? loading) as QueryState<T>;
  const refetch = useCallback(() => run(query, entryOf(key)), [key]);
  return { ...state, refetch };
}
