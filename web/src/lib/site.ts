/** The studio's name and the facts every page shows. */
import { useEffect } from 'react';

export const site = {
  name: 'Lumière Albums',
  /** spec §9 */
  hours: '9am-5pm CST',
} as const;

/** Sets the document title: `Page · Lumière Albums`, or the shop's full title on the home page. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${site.name}` : `${site.name} · Custom Photo Albums & Wall Art`;
  }, [title]);
}
