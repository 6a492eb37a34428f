/** The studio's name and the facts every page shows. */
import { createContext, useContext, useEffect } from 'react';

export const site = {
  name: 'Lumière Albums',
  /** The studio's hours, shown in the footer and the policies. */
  hours: '9am-5pm CST',
} as const;

/** `Page · Lumière Albums`, or the shop's full title on the home page. */
export const fullTitleOf = (title: string | undefined): string => (title ? `${title} · ${site.name}` : `${site.name} · Custom Photo Albums & Wall Art`);

/**
 * Where the build's prerender (src/entry-server.tsx) collects the title a page asks for: effects
 * do not run on the server, so the page's render hands its title over instead.
 */
export const PageTitleContext = createContext<{ title?: string } | undefined>(undefined);

/** Sets the document title (see fullTitleOf). */
export function usePageTitle(title: string | undefined): void {
  const prerender = useContext(PageTitleContext);
  if (prerender) prerender.title = fullTitleOf(title);
  useEffect(() => {
    document.title = fullTitleOf(title);
  }, [title]);
}
