import { readFileSync } from 'node:fs';
import { routeList } from '../../functions/routes';
import { openApiDocument, openApiFile, renderOpenApi } from '../../infra/openapi';

describe('docs/openapi.json', () => {
  it('is the document the route table generates today (run `npm run openapi`)', () => {
    expect(readFileSync(openApiFile, 'utf8')).toBe(renderOpenApi());
  });

  it('has one operation per route, public ones without security', () => {
    const doc = openApiDocument();
    for (const r of routeList) {
      const op = (doc.paths[r.path] as Record<string, { security?: unknown[] }>)[r.method.toLowerCase()];
      expect(op).toBeDefined();
      expect(op!.security === undefined).toBe(!r.allow.includes('public'));
    }
  });
});
