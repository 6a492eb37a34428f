import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contracts } from '../../shared/api';
import { routeDescriptions } from '../../shared/api/routes';
import { pathOf, pathParamsOf, type PathParams } from '../../shared/api/contract';
import { routes } from '../../functions/routes';

const root = join(__dirname, '..', '..');
const functionsDir = join(root, 'functions');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(path) ? [path] : [];
  });
}

describe('the API contract', () => {
  it('binds every contract to a handler under the same name, and nothing else', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(contracts).sort());
    for (const [name, def] of Object.entries(routes)) {
      const contract = contracts[name as keyof typeof contracts];
      expect({ name, method: def.method, path: def.path, allow: def.allow }).toEqual({
        name, method: contract.method, path: contract.path, allow: contract.allow,
      });
      expect(def.response).toBe(contract.response);
      expect((def as { body?: unknown }).body).toBe((contract as { body?: unknown }).body);
    }
  });

  it('is described for pages under the same names, with the same method, path and callers and no schema', () => {
    expect(Object.keys(routeDescriptions).sort()).toEqual(Object.keys(contracts).sort());
    for (const [name, description] of Object.entries(routeDescriptions)) {
      const contract = contracts[name as keyof typeof contracts];
      expect({ name, ...description }).toEqual({ name, method: contract.method, path: contract.path, allow: contract.allow });
    }
  });

  it('says what every route answers', () => {
    const without = Object.entries(contracts).filter(([, c]) => !c.response).map(([name]) => name);
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

  it('imports route descriptions, never the contracts and their schemas', () => {
    const contractImport = /from '@shared\/api(\/(?!routes\/|contract')[\w-]+)?'/;
    const offenders = webFiles.filter((f) => readFileSync(f, 'utf8').split('\n').some((line) => contractImport.test(line) && !/^import type /.test(line)));
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });

  it('declares no response schema of its own', () => {
    const offenders = webFiles.filter((f) => /from 'zod'/.test(readFileSync(f, 'utf8')) && /api\//.test(f));
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });
});
