/**
 * A handler called in the test's own process as the HTTP API calls its Lambda: the event in API
 * Gateway's payload format 2.0, with the JWT authorizer's claims of the signed-in caller, and the
 * answer read back as status and parsed body.
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export interface HttpApiCall {
  routeKey?: string;
  rawPath?: string;
  /** The signed-in caller's `sub`; none: nobody is signed in (the authorizer passes no claims). */
  sub?: string;
  /** More claims of the caller's token (its `iss`, say). */
  claims?: Record<string, string>;
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string;
  requestId?: string;
}

export function httpApiEvent(call: HttpApiCall = {}): APIGatewayProxyEventV2WithJWTAuthorizer {
  return {
    version: '2.0',
    routeKey: call.routeKey ?? 'TEST',
    rawPath: call.rawPath ?? '/',
    rawQueryString: '',
    headers: call.headers ?? {},
    pathParameters: call.params,
    queryStringParameters: call.query,
    body: call.body,
    isBase64Encoded: false,
    requestContext: {
      requestId: call.requestId ?? 'req-1',
      authorizer: { jwt: { claims: call.sub ? { sub: call.sub, ...call.claims } : {}, scopes: [] } },
    },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

/** Lambda's context, as much of it as the handler kit reads. */
export const lambdaContext = { awsRequestId: 'aws-1', getRemainingTimeInMillis: () => 10_000 } as never;

/** Calls `handler` with `event` and answers its status and parsed JSON body. */
export async function callHttpHandler(
  handler: (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: never) => Promise<unknown>,
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
) {
  const res = (await handler(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode, body: JSON.parse(res.body ?? '{}') };
}
