/**
 * Whether this render must match a prerendered page: on the server while the build prerenders,
 * and in the browser while React hydrates that page (app/start.tsx says so before hydrating). Such a
 * render shows what the server knew, nothing from this browser's storage; what the browser knows
 * (a sign-in, a guest cart) follows right after hydration.
 */
let hydrating = typeof window === 'undefined';

export const rendersPrerenderedPage = (): boolean => hydrating;

export function hydratesPrerenderedPage(): void {
  hydrating = true;
}
