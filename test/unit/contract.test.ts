import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contracts } from '../../shared/api';
import * as table from '../../shared/api/routes';
import { pathOf, pathParamsOf, type PathParams, type Route } from '../../shared/api/contract';
import { routes } from '../../functions/routes';

const root = join(__dirname, '..', '..');
const functionsDir = join(root, 'functions');
/** The route table's lines, by name. */
const lines = Object.entries(table as Record<string, Route>);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(path) ? [path] : [];
  });
}

describe('the API contract', () => {
  const tableFields = ({ method, path, allow, handler, grants, limit, aliasOf }: Route) => ({ method, path, allow, handler, grants, limit, aliasOf });

  it('gives every line of the route table its contract under the same name, which takes the line unchanged, and has no other', () => {
    expect(Object.keys(contracts).sort()).toEqual(lines.map(([name]) => name).sort());
    for (const [name, line] of lines) {
      expect({ name, ...tableFields(contracts[name as keyof typeof contracts]) }).toEqual({ name, ...tableFields(line) });
    }
    expect(routes).toBe(contracts);
  });

  it('keeps the route table plain data: no schema, nothing a page would have to run', () => {
    for (const [name, line] of lines) expect({ name, line: JSON.parse(JSON.stringify(line)) }).toEqual({ name, line });
    for (const [name, line] of lines) expect([name, ['summary', 'body', 'query', 'response'].filter((k) => k in line)]).toEqual([name, []]);
  });

  it("serves an alias with its twin's function: the same callers, handler, grants and limit", () => {
    const aliases = lines.filter(([, line]) => line.aliasOf);
    expect(aliases.map(([name]) => name).sort()).toEqual(['getAlbum', 'updateOrder']);
    for (const [name, line] of aliases) {
      const twins = lines.filter(([, t]) => t.method === line.aliasOf!.method && t.path === line.aliasOf!.path);
      expect([name, twins.length]).toEqual([name, 1]);
      const [, twin] = twins[0]!;
      expect({ name, allow: line.allow, handler: line.handler, grants: line.grants, limit: line.limit, twinIsAlias: Boolean(twin.aliasOf) }).toEqual({
        name,
        allow: twin.allow,
        handler: twin.handler,
        grants: twin.grants,
        limit: twin.limit,
        twinIsAlias: false,
      });
    }
  });

  it('says what every route answers', () => {
    const without = Object.entries(contracts)
      .filter(([, c]) => !c.response)
      .map(([name]) => name);
    expect(without).toEqual([]);
  });

  it('fills a path with its params, each encoded as one segment', () => {
    expect(pathOf('/orders/{userId}/{orderId}', { userId: 'u 1', orderId: 'a/b' })).toBe('/orders/u%201/a%2Fb');
    expect(() => pathOf('/user/{userId}', {})).toThrow('{userId}');
    expect(pathParamsOf('/orders/{userId}/{orderId}')).toEqual(['userId', 'orderId']);
  });

  it('types path params from the path', () => {
    const both: PathParams<'/orders/{userId}/{orderId}'> = { userId: 'u', orderId: 'o' };
    // @ts-expect-error orderId is part of the path, so it is required
    const missing: PathParams<'/orders/{userId}/{orderId}'> = { userId: 'u' };
    expect([both, missing]).toHaveLength(2);
  });
});

describe('handlers', () => {
  const handlerFiles = [...new Set(Object.values(routes).map((r) => join(functionsDir, `${r.handler}.ts`)))];

  it.each(handlerFiles.map((f) => [relative(root, f), f]))('%s imports its own area of the contract, not the whole table', (_, file) => {
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/from '\.\.\/routes'|from '\.\.\/\.\.\/shared\/api'/);
    expect(source).toMatch(/from '\.\.\/\.\.\/shared\/api\/[\w-]+'/);
  });
});

describe('the SPA', () => {
  const webFiles = sourceFiles(join(root, 'web', 'src'));

  it('calls the API only through contracts: no hand-built API paths', () => {
    const apiPath = /['"`]\/(user|orders|albums\/name|albums\/all|products\/name|products\/all|request-callback|marketing|galleries|gallery|webhooks)\b/;
    const offenders = webFiles.filter((f) => {
      const source = readFileSync(f, 'utf8');
      return /from '@\/lib\/api-client'/.test(source) && apiPath.test(source);
    });
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });

  it('names each route by its key in the route table, and no other', () => {
    const keys = new Set(lines.map(([, line]) => `${line.method} ${line.path}`));
    const named = webFiles.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/['"`]((?:GET|POST|PUT|DELETE) \/[^'"`]*)['"`]/g)].map((m) => [relative(root, f), m[1]!]),
    );
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter(([, key]) => !keys.has(key!))).toEqual([]);
  });

  it('imports neither the route table nor the contracts but as types: their lines and schemas stay out of its bundles', () => {
    const apiImport = /from '@shared\/api(\/(?!contract')[\w-]+)?'/;
    const offenders = webFiles.filter((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .some((line) => apiImport.test(line) && !/^import type /.test(line)),
    );
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });

  it('declares no response schema of its own', () => {
    const offenders = webFiles.filter((f) => /from 'zod'/.test(readFileSync(f, 'utf8')) && /api\//.test(f));
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });
});
