/**
 * The local HTTP API: mounts every entry of the route table, checks bearer JWTs as the HTTP API's
 * JWT authorizer does (issuer, audience or client_id, expiry, signature against the pool's JWKS),
 * applies the same CORS policy and the routes' own request limits (throttle.ts), and hands each
 * handler the APIGatewayProxyEventV2 (claims included) that the cloud would.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { CorsPolicy } from '../../functions/cors';
import { isPublic } from '../../functions/kit/access';
import type { RouteDef } from '../../functions/kit/route-def';
import { readBody } from './http';
import { routeFunction, runAs } from './iam/invocation';
import { routeThrottle, throttledBody } from './throttle';

type LambdaHandler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2 | string>;

interface Mounted {
  def: RouteDef;
  segments: string[];
  staticCount: number;
}

export interface GatewayOptions {
  port: number;
  routes: readonly RouteDef[];
  cors: CorsPolicy;
  jwt: { issuer: string; audience: string; jwksUri: string };
  functionsDir: string;
  onRequest?: (line: string) => void;
}

export function matchRoute(mounted: readonly Mounted[], method: string, path: string) {
  const parts = path.split('/').filter(Boolean);
  let best: { route: Mounted; params: Record<string, string> } | undefined;
  for (const route of mounted) {
    if (route.def.method !== method || route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = route.segments.every((segment, i) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param) return ((params[param[1]!] = parts[i]!), true);
      return segment === parts[i];
    });
    // Like the HTTP API, the route with the most literal segments wins.
    if (ok && (!best || route.staticCount > best.route.staticCount)) best = { route, params };
  }
  return best;
}

export const mountRoutes = (routes: readonly RouteDef[]): Mounted[] =>
  routes.map((def) => {
    const segments = def.path.split('/').filter(Boolean);
    return { def, segments, staticCount: segments.filter((s) => !s.startsWith('{')).length };
  });

export async function startGateway(options: GatewayOptions) {
  const mounted = mountRoutes(options.routes);
  const throttle = routeThrottle();
  const verifier = JwtRsaVerifier.create({ issuer: options.jwt.issuer, audience: null, jwksUri: options.jwt.jwksUri });
  // aws-jwt-verify fetches keys over https only; the local pool serves them over http, so the
  // gateway reads them once and hands them over (the pool's signing key never changes).
  verifier.cacheJwks((await (await fetch(options.jwt.jwksUri)).json()) as Parameters<typeof verifier.cacheJwks>[0]);
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const load = (module: string) => {
    if (!handlers.has(module))
      handlers.set(
        module,
        import(join(options.functionsDir, `${module}.ts`)).then((m) => m.handler as LambdaHandler),
      );
    return handlers.get(module)!;
  };

  const server = createServer(async (req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://local');
    const origin = req.headers.origin;
    const corsHeaders: Record<string, string> =
      origin && options.cors.allowOrigins.includes(origin) ? { 'access-control-allow-origin': origin, vary: 'origin' } : {};
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...corsHeaders,
        ...(corsHeaders['access-control-allow-origin']
          ? {
              'access-control-allow-methods': options.cors.allowMethods.join(','),
              'access-control-allow-headers': options.cors.allowHeaders.join(','),
              'access-control-max-age': String(options.cors.maxAgeSeconds),
            }
          : {}),
      });
      return res.end();
    }
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers, ...corsHeaders });
      res.end(body);
      options.onRequest?.(`${req.method} ${url.pathname} → ${status} (${Date.now() - started} ms)`);
    };
    const match = matchRoute(mounted, req.method ?? 'GET', url.pathname);
    if (!match) return send(404, JSON.stringify({ message: 'Not Found' }));
    // As API Gateway: the limit is counted before the authorizer and the function.
    if (!throttle.take(match.route.def)) return send(429, throttledBody);

    let claims: Record<string, string> | undefined;
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (token) claims = await verify(verifier, token, options.jwt.audience);
    if (!isPublic(match.route.def.allow) && !claims) return send(401, JSON.stringify({ message: 'Unauthorized' }));

    try {
      const body = await readBody(req);
      const event = toEvent(req, url, match.route.def, match.params, body, claims);
      const handler = await load(match.route.def.handler);
      // As its own function: the calls it makes are checked against its role (iam/permissions.ts).
      const result = await runAs(routeFunction(match.route.def), () => handler(event, lambdaContext(match.route.def)));
      const structured = typeof result === 'string' ? { statusCode: 200, body: result } : result;
      send(structured.statusCode ?? 200, structured.body ?? '', stringHeaders(structured.headers));
    } catch (err) {
      console.error(err);
      send(500, JSON.stringify({ message: 'Internal Server Error' }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Claims as the HTTP API passes them: every value a string, lists as `[a b]`. */
async function verify(verifier: ReturnType<typeof JwtRsaVerifier.create>, token: string, audience: string) {
  try {
    const payload = (await verifier.verify(token)) as Record<string, unknown>;
    if (payload.aud !== audience && payload.client_id !== audience) return undefined;
    return Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]));
  } catch {
    return undefined;
  }
}

function toEvent(
  req: IncomingMessage,
  url: URL,
  def: RouteDef,
  params: Record<string, string>,
  body: Buffer,
  claims: Record<string, string> | undefined,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(',') : v;
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] !== undefined ? `${query[k]},${v}` : v;
  const textual = /json|text|x-www-form-urlencoded/.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  const routeKey = `${def.method} ${def.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: claims ?? {}, scopes: [] } },
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: def.method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}

const lambdaContext = (def: RouteDef) => {
  const deadline = Date.now() + 29_000;
  return {
    awsRequestId: randomUUID(),
    functionName: `local-${def.handler}`,
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => deadline - Date.now(),
  };
};

function stringHeaders(headers: APIGatewayProxyStructuredResultV2['headers']): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k, String(v)]));
}
