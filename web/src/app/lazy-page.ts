import type { ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router';

/** Every page module, each its own chunk, loaded when its route is first visited. */
const pageModules = import.meta.glob<Record<string, unknown>>('./routes/**/*.tsx');

/**
 * Something a page draws at some of its addresses only (the Album Revision's order panel, on the
 * page of an editing product), kept out of the page's module so the page's other addresses do not
 * load it: its source file as the build manifest names it, and how to load it.
 */
export interface PagePart {
  source: string;
  load(): Promise<unknown>;
}

/**
 * What a page's route carries for the build's prerender (entry-server.tsx): the page's source
 * file as the build manifest names it, so the prerendered HTML links that page's stylesheets and
 * preloads its chunks. Without them the page would be drawn unstyled and jump when they arrive.
 * `partsOf` names the parts the page at these params draws, from what the query cache holds: the
 * prerender preloads them with the page, and they are loaded before the page is drawn (its loader
 * on a navigation and in the prerender, app/start.tsx before hydrating).
 */
export interface PageHandle {
  pageModule: string;
  partsOf?: (params: Params) => PagePart[];
}

/**
 * A lazily loaded page: `file` is the module under routes/ (no extension), `exportName` the
 * component it exports for this route.
 */
export function page(file: string, exportName = 'default', partsOf?: PageHandle['partsOf']): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`./routes/${file}.tsx`];
  if (!load) throw new Error(`There is no page module routes/${file}.tsx.`);
  const handle: PageHandle = { pageModule: `src/app/routes/${file}.tsx`, partsOf };
  return {
    handle,
    lazy: async () => {
      const Component = (await load())[exportName];
      if (typeof Component !== 'function') throw new Error(`routes/${file}.tsx exports no page ${exportName}.`);
      return { Component: Component as ComponentType };
    },
  };
}

/** The parts a route's page draws at these params (none for most pages). */
const partsAt = (handle: unknown, params: Params): PagePart[] => (handle as PageHandle | undefined)?.partsOf?.(params) ?? [];

/** Loads the parts a route's page draws at these params. */
export async function loadPageParts(handle: unknown, params: Params): Promise<void> {
  await Promise.all(partsAt(handle, params).map((part) => part.load()));
}

/** The source files of the parts a route's page draws at these params, for the prerender to preload. */
export const pagePartSources = (handle: unknown, params: Params): string[] => partsAt(handle, params).map((part) => part.source);
