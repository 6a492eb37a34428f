/**
 * The handler kit. `route(def).handler(fn)` gives a Lambda handler for an HTTP API (payload v2)
 * with the one standard middy chain: a logger (Powertools) bound to the request id, parsing and zod
 * validation of path, query and body, the caller's identity from the JWT claims, the route's
 * access rule, and the mapping of domain errors to status codes. Handlers only do their work.
 *
 * `route` takes only contracts no staff role may call; a route a staff role may call is made with
 * `staffRoute` (staff-route.ts), which adds the staff authenticator check and with it the user
 * pool's client. So a customer's route does not carry, or load at cold start, a client it never calls.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { HandlerResultOf, PathParams, Principal, RouteContract } from '../../shared/api/contract';
import { statusOfError, type ErrorBody } from '../../shared/errors';
import { staffNeedAuthenticatorApp } from '../../shared/roles';
import { configureEnglishValidationMessages } from '../../shared/validation-english';
import { isStaff, type Role, type User } from '../../shared/users';
import { getUser } from '../data/users';
import { isPublic, needsRole, type staff } from './access';
import { DomainError, Forbidden, NotFound, Unauthorized, ValidationFailed } from './errors';
import { createLogger, describeError, type Logger } from './logger';

// A caller reads the messages of a refused request: zod's own wording where a schema gives none.
configureEnglishValidationMessages();

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
type Infer<T> = T extends z.ZodMiniType ? z.output<T> : undefined;

export interface Caller {
  sub: string;
  email?: string;
  /** The user pool that issued the caller's token (its `iss`). */
  issuer?: string;
  /** The caller's user record, read once on first use. */
  record(): Promise<User | undefined>;
}

export interface RouteInput<R extends RouteContract> {
  body: Infer<R['body']>;
  query: Infer<R['query']>;
  /** The path's `{param}`s, decoded. */
  params: PathParams<R['path']>;
  /** Lower-cased request headers. */
  headers: Record<string, string | undefined>;
  /** The body exactly as sent, for checks over its bytes (signatures). */
  rawBody: string;
  caller: Caller | undefined;
  log: Logger;
  requestId: string;
}

/** Whether a caller let in through a staff role has an authenticator app (second-factor.ts). */
export type AuthenticatorCheck = (caller: Caller) => Promise<boolean>;

/** A route contract that no staff role may call. */
export type CustomerRouteContract = RouteContract & { allow: readonly Exclude<Principal, (typeof staff)[number]>[] };

/** Each invocation carries its own logger and request id on its context. */
type ShopContext = Context & { requestId: string; log: Logger };

/**
 * `route(contract).handler(fn)`: `fn` gets the validated input, typed from the contract (path
 * params from the path itself), and returns what the contract's response schema describes.
 */
export function route<const R extends CustomerRouteContract>(def: R) {
  return routeWith(def, undefined);
}

/**
 * The chain for any contract. A staff role lets a caller in only when `authenticatorCheck` says
 * they have an authenticator app; without a check, never.
 */
export function routeWith<const R extends RouteContract>(def: R, authenticatorCheck: AuthenticatorCheck | undefined) {
  return {
    handler(fn: (input: RouteInput<R>) => Promise<HandlerResultOf<R>>) {
      return middy<Event, APIGatewayProxyResultV2, Error, ShopContext>()
        .before((request) => {
          const { context, event } = request;
          context.requestId = event.requestContext?.requestId ?? context.awsRequestId;
          context.log = createLogger({ requestId: context.requestId, route: event.routeKey ?? `${def.method} ${def.path}` }, context);
        })
        .onError((request) => {
          request.response = errorResponse(request.error, request.context);
        })
        .handler(async (event, context) => {
          const params = decodeParams(event.pathParameters);
          const caller = callerOf(event);
          await authorize(def, caller, params, authenticatorCheck);
          const rawBody = rawBodyOf(event);
          const body = def.body ? validate(def.body, parseJson(rawBody)) : undefined;
          const query = def.query ? validate(def.query, event.queryStringParameters ?? {}) : undefined;
          const result = await fn({
            body: body as Infer<R['body']>,
            query: query as Infer<R['query']>,
            params: params as PathParams<R['path']>,
            headers: event.headers ?? {},
            rawBody,
            caller,
            log: context.log,
            requestId: context.requestId,
          });
          context.log.info('answered', { status: def.successStatus ?? 200 });
          return json(def.successStatus ?? 200, result ?? {}, def.maxAgeSeconds);
        });
    },
  };
}

/** Longer than any id, name or key of the shop: such a path names nothing (and would exceed DynamoDB's key size). */
export const MAX_PATH_PARAM_LENGTH = 200;

function decodeParams(raw: Record<string, string | undefined> | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw ?? {})) {
    if (v === undefined) continue;
    let value: string;
    try {
      value = decodeURIComponent(v);
    } catch {
      // A malformed percent-escape (`%E0%A4%A`) is the caller's mistake, not ours.
      throw new ValidationFailed('The address is not valid.');
    }
    // Empty names nothing either (the HTTP API matches no empty segment; a direct call might).
    if (value.length === 0 || value.length > MAX_PATH_PARAM_LENGTH) throw new NotFound('Not found.');
    params[k] = value;
  }
  return params;
}

function callerOf(event: Event): Caller | undefined {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  const sub = typeof claims?.sub === 'string' ? claims.sub : undefined;
  if (!sub) return undefined;
  let record: Promise<User | undefined> | undefined;
  return {
    sub,
    email: typeof claims?.email === 'string' ? claims.email : undefined,
    issuer: typeof claims?.iss === 'string' ? claims.iss : undefined,
    record: () => (record ??= getUser(sub)),
  };
}

async function authorize(def: RouteContract, caller: Caller | undefined, params: Record<string, string>, authenticatorCheck: AuthenticatorCheck | undefined) {
  if (isPublic(def.allow)) return;
  if (!caller) throw new Unauthorized();
  if (def.allow.includes('signedIn')) return;
  if (def.allow.includes('owner') && params.userId !== undefined && params.userId === caller.sub) return;
  if (needsRole(def.allow)) {
    const role: Role | undefined = (await caller.record())?.role;
    if (role && def.allow.includes(role)) {
      // A staff role is only as safe as the sign-in behind it: staff need an authenticator app.
      if (isStaff(role) && !(authenticatorCheck && (await authenticatorCheck(caller)))) throw new Forbidden(staffNeedAuthenticatorApp);
      return;
    }
  }
  throw new Forbidden();
}

const rawBodyOf = (event: Event): string => (!event.body ? '' : event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body);

function parseJson(text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationFailed('The request body is not valid JSON.');
  }
}

function validate<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new ValidationFailed(parsed.error.issues[0]?.message ?? 'Invalid request.', fields);
}

function errorResponse(err: unknown, state: Partial<ShopContext>): APIGatewayProxyResultV2 {
  if (err instanceof DomainError) {
    state.log?.info('refused', { code: err.code, message: err.message });
    const body: ErrorBody = { error: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) };
    return json(statusOfError[err.code], body);
  }
  state.log?.error('failed', describeError(err));
  const body: ErrorBody = {
    error: 'internal',
    message: 'Something went wrong on our side. Please try again.',
    requestId: state.requestId,
  };
  return json(500, body);
}

const json = (statusCode: number, body: unknown, maxAgeSeconds?: number): APIGatewayProxyResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': maxAgeSeconds ? `public, max-age=${maxAgeSeconds}` : 'no-store' },
  body: JSON.stringify(body),
});
