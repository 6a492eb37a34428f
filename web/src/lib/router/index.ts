/**
 * The shop's own router: a declarative route table (routes.ts), lazily loaded pages, nested
 * layouts, links, redirects, the error page and scroll restoration, in a few kilobytes.
 */
export { data, isRouteErrorResponse, matchRoutes, redirect, type LoaderFunctionArgs, type Params, type RouteMatch, type RouteObject } from './routes';
export { createRouter, type Location, type NavigateOptions, type Router, type RouterState } from './router';
export { Outlet, RouterProvider, useLocation, useNavigate, useNavigation, useParams, useRouteError, useSearchParams } from './render';
export { Link, Navigate, NavLink, type LinkProps, type NavLinkProps } from './links';
export { ScrollRestoration } from './scroll';
