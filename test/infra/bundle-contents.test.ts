/**
 * What each function's bundle leaves out follows from what it may do. The Cognito client is only
 * reached by the kit's authenticator check for a staff caller (functions/kit/route.ts), so every
 * route a staff role may call must carry it, and a route no staff role may call is spared it.
 */
import { staff } from '../../functions/kit/access';
import { routeList } from '../../functions/routes';
import { externalModulesFor, grantsOfRoute } from '../../infra/bundling';

const cognitoClient = '@aws-sdk/client-cognito-identity-provider';
const staffMayCall = (allow: readonly string[]) => allow.some((p) => (staff as readonly string[]).includes(p));

it('bundles the Cognito client into every route a staff role may call', () => {
  const staffRoutes = routeList.filter((r) => staffMayCall(r.allow));
  expect(staffRoutes.length).toBeGreaterThan(10);
  for (const r of staffRoutes) expect({ route: `${r.method} ${r.path}`, external: externalModulesFor(grantsOfRoute(r)) }).not.toEqual(
    expect.objectContaining({ external: expect.arrayContaining([cognitoClient]) }),
  );
});

it('leaves it out of routes no staff role may call', () => {
  const others = routeList.filter((r) => !staffMayCall(r.allow) && !r.grants.userPool);
  expect(others.length).toBeGreaterThan(10);
  for (const r of others) expect(externalModulesFor(grantsOfRoute(r))).toContain(cognitoClient);
});
