/**
 * Builds the OpenAPI 3.1 document of the shop's API from the route table (shared/api/routes.ts)
 * and its contracts' zod schemas.
 * `npm run openapi` writes docs/openapi.json; a test keeps the committed file current.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod/mini';
import { errorBodySchema } from '../shared/errors';
import { pathParamsOf } from '../functions/kit/route-def';
import { routeList } from '../functions/routes';

const schema = (s: z.ZodMiniType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routeList) {
    const isPublic = r.allow.includes('public');
    const query = r.query ? ((schema(r.query) as { properties?: Record<string, object> }).properties ?? {}) : {};
    paths[r.path] ??= {};
    paths[r.path]![r.method.toLowerCase()] = {
      operationId: r.name,
      summary: r.summary,
      description: `Who may call it: ${r.allow.join(', ')}.`,
      ...(isPublic ? { security: [] } : {}),
      parameters: [
        ...pathParamsOf(r.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
        ...Object.entries(query).map(([name, s]) => ({ name, in: 'query', required: false, schema: s })),
      ],
      ...(r.body ? { requestBody: { required: true, content: { 'application/json': { schema: schema(r.body) } } } } : {}),
      responses: {
        [String(r.successStatus ?? 200)]: {
          description: 'Success',
          ...(r.response ? { content: { 'application/json': { schema: z.toJSONSchema(r.response, { io: 'output', unrepresentable: 'any' }) } } } : {}),
        },
        400: errorResponse('The request is not valid; `fields` names each problem'),
        ...(isPublic ? {} : { 401: errorResponse('Not signed in'), 403: errorResponse('Not allowed') }),
        500: errorResponse('Something failed on the server; `requestId` identifies it'),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Photo album shop API',
      version: '1.0.0',
      description: 'Generated from the route table (shared/api/routes.ts) and its contracts (shared/api/<area>.ts).',
    },
    components: {
      securitySchemes: { cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (Cognito ID token)' } },
      schemas: { Error: schema(errorBodySchema) },
    },
    security: [{ cognito: [] }],
    paths,
  };
}

export const openApiFile = join(__dirname, '..', 'docs', 'openapi.json');
export const renderOpenApi = () => JSON.stringify(openApiDocument(), null, 2) + '\n';

if (require.main === module) {
  writeFileSync(openApiFile, renderOpenApi());
  console.log(`wrote ${openApiFile}`);
}
