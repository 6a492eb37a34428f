import type { ComponentType } from 'react';

/** A lazily loaded page: the route module's default export is its page. */
export const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});
