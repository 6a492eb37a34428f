/** Signing in and up, and the pages that need a signed-in person (staff pages check the role). */
import type { RouteObject } from 'react-router-dom';

export const accountRoutes: RouteObject[] = [];
