/**
 * Drawing the routes: each matched route renders its page inside its parent's `<Outlet />`, and
 * a route with an error element shows it in place of its page when the page (or one below it)
 * failed to load or threw while rendering, inside the layouts above it.
 */
import { Component, createContext, type Context, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Location, NavigateOptions, Router, RouterState } from './router';
import type { Params } from './routes';

export const RouterContext = createContext<Router | undefined>(undefined);
const StateContext = createContext<RouterState | undefined>(undefined);
// Apart from the state, so that a page reading the location is not drawn again when a navigation merely starts.
const LocationContext = createContext<Location | undefined>(undefined);

interface RouteLevel {
  outlet: ReactNode;
  params: Params;
  error?: unknown;
}
const RouteContext = createContext<RouteLevel>({ outlet: null, params: {} });

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  const { matches, error, location } = state;
  // The pages are drawn again when the page changes, not when a navigation starts or ends.
  const pages = useMemo(() => renderMatches({ matches, error, location }), [matches, error, location]);
  return (
    <RouterContext value={router}>
      <StateContext value={state}>
        <LocationContext value={location}>{pages}</LocationContext>
      </StateContext>
    </RouterContext>
  );
}

function renderMatches({ matches, error, location }: Pick<RouterState, 'matches' | 'error' | 'location'>): ReactNode {
  // The nearest route at or above the failed one that has an error element shows it.
  let boundary = -1;
  if (error) for (let i = error.index; i >= 0 && boundary < 0; i--) if (matches[i]!.route.errorElement !== undefined) boundary = i;
  const shown = error ? matches.slice(0, boundary + 1) : matches;
  return shown.reduceRight<ReactNode>((outlet, { route, params }, i) => {
    const failed = error && i === boundary;
    const level: RouteLevel = { outlet, params, error: failed ? error.error : undefined };
    const page = failed ? route.errorElement : route.Component ? <route.Component /> : 'element' in route ? route.element : <Outlet />;
    const node = <RouteContext value={level}>{page}</RouteContext>;
    if (route.errorElement === undefined || failed) return node;
    return (
      <RenderErrorBoundary location={location} level={level} fallback={route.errorElement}>
        {node}
      </RenderErrorBoundary>
    );
  }, null);
}

interface BoundaryProps {
  location: Location;
  level: RouteLevel;
  fallback: ReactNode;
  children: ReactNode;
}

/** An error thrown while a page renders shows the error element; the next page starts afresh. */
class RenderErrorBoundary extends Component<BoundaryProps, { error?: unknown; location: Location }> {
  override state: { error?: unknown; location: Location } = { location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('The page failed.') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error?: unknown; location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <RouteContext value={{ ...this.props.level, error: this.state.error }}>{this.props.fallback}</RouteContext>;
  }
}

/** Where the child route's page goes in a layout. */
export const Outlet = () => <>{useContext(RouteContext).outlet}</>;

/** A router context's value, which only the RouterProvider above gives. */
function useProvided<T>(context: Context<T | undefined>): T {
  const value = useContext(context);
  if (!value) throw new Error('This component needs the RouterProvider above it.');
  return value;
}
export const useRouter = (): Router => useProvided(RouterContext);
export const useRouterState = (): RouterState => useProvided(StateContext);
export const useLocation = (): Location => useProvided(LocationContext);
export const useParams = (): Params => useContext(RouteContext).params;
export const useRouteError = (): unknown => useContext(RouteContext).error;
/** 'loading' while the next page's modules download. */
export const useNavigation = () => ({ state: useRouterState().navigation });
export const useNavigate = (): Router['navigate'] => useRouter().navigate;

export function useSearchParams(): [URLSearchParams, (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => Promise<void>] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return [params, (next, options) => navigate(`?${new URLSearchParams(next).toString()}`, options)];
}
