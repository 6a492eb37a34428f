import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** Every page module, each its own chunk, loaded when its route is first visited. */
const pageModules = import.meta.glob<Record<string, unknown>>('./routes/**/*.tsx');

/**
 * What a page's route carries for the build's prerender (entry-server.tsx): the page's source
 * file as the build manifest names it, so the prerendered HTML links that page's stylesheets and
 * preloads its chunks. Without them the page would be drawn unstyled and jump when they arrive.
 */
export interface PageHandle {
  pageModule: string;
}

/**
 * A lazily loaded page: `file` is the module under routes/ (no extension), `exportName` the
 * component it exports for this route.
 */
export function page(file: string, exportName = 'default'): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`./routes/${file}.tsx`];
  if (!load) throw new Error(`There is no page module routes/${file}.tsx.`);
  const handle: PageHandle = { pageModule: `src/app/routes/${file}.tsx` };
  return {
    handle,
    lazy: async () => {
      const Component = (await load())[exportName];
      if (typeof Component !== 'function') throw new Error(`routes/${file}.tsx exports no page ${exportName}.`);
      return { Component: Component as ComponentType };
    },
  };
}
