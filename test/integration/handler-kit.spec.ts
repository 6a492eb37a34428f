/**
 * The handler kit's standard chain, called as the HTTP API calls a Lambda, against the local
 * DynamoDB: validation answers, access rules (owner, roles read from the user record), domain
 * errors and the 500 that hides internals.
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { z } from 'zod/mini';
import type { RouteDef } from '../../functions/kit/route-def';
import { callHttpHandler, httpApiEvent } from '../support/http-api';
import { signIn, type Person } from '../support/identity';
import { endpoints, useLocalCloudEnvironment } from '../support/runtime';

let staffRoute: typeof import('../../functions/kit/staff-route').staffRoute;
let routeWith: typeof import('../../functions/kit/route').routeWith;
let errors: typeof import('../../functions/kit/errors');
let createUser: typeof import('../../functions/data/users').createUser;
/** A demo Admin: a person of the user pool, with an authenticator app, as staff must be. */
let admin: Person;

beforeAll(async () => {
  useLocalCloudEnvironment();
  ({ staffRoute } = await import('../../functions/kit/staff-route'));
  ({ routeWith } = await import('../../functions/kit/route'));
  errors = await import('../../functions/kit/errors');
  ({ createUser } = await import('../../functions/data/users'));
  for (const [id, role] of [
    ['kit-admin', 'Admin'],
    ['kit-client', 'Client'],
  ] as const)
    await createUser({
      _id: id,
      email: `${id}@shop.test`,
      firstName: id,
      lastName: 'Test',
      role,
      cart: [],
      shippingAddress: [],
      createdAt: new Date().toISOString(),
    });
  admin = await signIn('admin@shop.test');
});

/** The chain a route a staff role may call gets (the others get the same without the authenticator check). */
async function call(def: RouteDef, fn: () => Promise<unknown>, e: APIGatewayProxyEventV2WithJWTAuthorizer) {
  return callHttpHandler(staffRoute(def).handler(fn), e);
}

const ownerOrAdmin: RouteDef = { method: 'GET', path: '/things/{userId}', handler: 'x', summary: '', allow: ['owner', 'Admin'], grants: {} };

describe('the access rule', () => {
  const ok = async () => ({ ok: true });

  it('answers 401 when nobody is signed in', async () => {
    expect((await call(ownerOrAdmin, ok, httpApiEvent({ params: { userId: 'u1' } }))).status).toBe(401);
  });
  it('lets the owner of {userId} in', async () => {
    expect(await call(ownerOrAdmin, ok, httpApiEvent({ sub: 'kit-client', params: { userId: 'kit-client' } }))).toEqual({ status: 200, body: { ok: true } });
  });
  it('refuses another customer with 403', async () => {
    expect((await call(ownerOrAdmin, ok, httpApiEvent({ sub: 'kit-client', params: { userId: 'someone-else' } }))).status).toBe(403);
  });
  it('lets a role in by the role on the user record', async () => {
    const iss = `${endpoints().cognito}/${endpoints().userPoolId}`;
    expect((await call(ownerOrAdmin, ok, httpApiEvent({ sub: admin.sub, claims: { iss }, params: { userId: 'someone-else' } }))).status).toBe(200);
  });
  it('refuses a staff role to a caller the user pool knows no authenticator app of, and says why', async () => {
    // kit-admin's record says Admin, but no pool ever issued it a token with an app behind it.
    expect(await call(ownerOrAdmin, ok, httpApiEvent({ sub: 'kit-admin', params: { userId: 'someone-else' } }))).toEqual({
      status: 403,
      body: { error: 'forbidden', message: 'Staff accounts need an authenticator app. Set one up under Account → Security, then try again.' },
    });
  });
  it('refuses every staff role on a chain made without the authenticator check, as a customer route is', async () => {
    const iss = `${endpoints().cognito}/${endpoints().userPoolId}`;
    const e = httpApiEvent({ sub: admin.sub, claims: { iss }, params: { userId: 'someone-else' } });
    expect((await callHttpHandler(routeWith(ownerOrAdmin, undefined).handler(ok), e)).status).toBe(403);
  });
  it('trusts no role claimed in the token', async () => {
    const e = httpApiEvent({ sub: 'kit-client', params: { userId: 'someone-else' } });
    (e.requestContext.authorizer.jwt.claims as Record<string, string>)['custom:role'] = 'Admin';
    expect((await call(ownerOrAdmin, ok, e)).status).toBe(403);
  });
  it('refuses a signed-in person with no user record', async () => {
    expect((await call(ownerOrAdmin, ok, httpApiEvent({ sub: 'ghost', params: { userId: 'someone-else' } }))).status).toBe(403);
  });
});

describe('parsing and errors', () => {
  const def: RouteDef = {
    method: 'POST',
    path: '/things',
    handler: 'x',
    summary: '',
    allow: ['public'],
    grants: {},
    body: z.object({ name: z.string().check(z.minLength(1, 'Name is required')), count: z.int().check(z.positive()) }),
    successStatus: 201,
  };

  it('answers 400 with the field messages of the schema', async () => {
    const res = await call(def, async () => ({}), httpApiEvent({ body: JSON.stringify({ name: '', count: 2 }) }));
    expect(res).toEqual({ status: 400, body: { error: 'validation_failed', message: 'Name is required', fields: { name: 'Name is required' } } });
  });
  it('answers 400 for a body that is not JSON', async () => {
    expect((await call(def, async () => ({}), httpApiEvent({ body: '{oops' }))).body).toMatchObject({
      error: 'validation_failed',
      message: 'The request body is not valid JSON.',
    });
  });
  it('answers the route’s success status with the handler’s result', async () => {
    expect(await call(def, async () => ({ id: 'n1' }), httpApiEvent({ body: JSON.stringify({ name: 'a', count: 1 }) }))).toEqual({
      status: 201,
      body: { id: 'n1' },
    });
  });
  it('maps typed domain errors to their status codes', async () => {
    expect(
      (
        await call(
          def,
          async () => {
            throw new errors.NotFound('No such thing.');
          },
          httpApiEvent({ body: '{"name":"a","count":1}' }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          def,
          async () => {
            throw new errors.Conflict('Taken.');
          },
          httpApiEvent({ body: '{"name":"a","count":1}' }),
        )
      ).body,
    ).toEqual({ error: 'conflict', message: 'Taken.' });
  });
  it('answers 500 with the request id and nothing internal for anything else', async () => {
    const res = await call(
      def,
      async () => {
        throw new Error('secret table detail');
      },
      httpApiEvent({ body: '{"name":"a","count":1}' }),
    );
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'internal', message: expect.any(String), requestId: 'req-1' });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });
});

describe('paths from outside', () => {
  const ok = async () => ({ ok: true });
  const open: RouteDef = { method: 'GET', path: '/things/{name}', handler: 'x', summary: '', allow: ['public'], grants: {} };

  it('answers 400, not 500, for a malformed percent-escape', async () => {
    expect(await call(open, ok, httpApiEvent({ params: { name: '%E0%A4%A' } }))).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'The address is not valid.' }),
    });
  });
  it('answers 404 for a path id longer than any the shop has, before it reaches the table', async () => {
    expect((await call(open, ok, httpApiEvent({ params: { name: 'a'.repeat(3000) } }))).status).toBe(404);
    expect((await call(open, ok, httpApiEvent({ params: { name: 'a'.repeat(200) } }))).status).toBe(200);
  });
});
