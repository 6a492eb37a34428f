/**
 * Links the router follows itself. A click with a modifier key, another button, a `target`, a
 * `download` or an address on another site is left to the browser, as on any link.
 */
import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation, useRouter } from './render';
import type { NavigateOptions } from './router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

export function Link({ to, replace, state, onClick, children, ...anchor }: LinkProps) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.download !== undefined) return;
    const target = new URL(to, window.location.href);
    if (target.origin !== window.location.origin) return;
    event.preventDefault();
    // A link to the page one is on does not add a history entry.
    const here = target.href === window.location.href;
    void router.navigate(to, { replace: replace ?? here, state });
  };
  return (
    <a {...anchor} href={to} onClick={follow}>
      {children}
    </a>
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  /** Active only on this very path, not on the paths below it. */
  end?: boolean;
}

/** A path as routes match it: in any case, with or without a trailing slash. */
const comparable = (pathname: string) => pathname.toLowerCase().replace(/(.)\/$/, '$1');

/** A link that knows it leads to the page one is on (or to a section above it): `aria-current="page"`. */
export function NavLink({ className, end, ...link }: NavLinkProps) {
  const here = comparable(useLocation().pathname);
  const path = comparable(new URL(link.to, 'http://shop').pathname);
  const isActive = here === path || (!end && path !== '/' && here.startsWith(`${path}/`));
  return <Link {...link} aria-current={isActive ? 'page' : undefined} className={typeof className === 'function' ? className({ isActive }) : className} />;
}

/** Goes to `to` once drawn (a redirect decided while rendering). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const router = useRouter();
  // Once per destination: the state is often an object made afresh at every render.
  const options = useRef({ replace, state });
  useEffect(() => {
    void router.navigate(to, options.current);
  }, [router, to]);
  return null;
}
