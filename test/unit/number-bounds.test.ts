/**
 * Every number in every schema under shared/ (requests, answers, stored records) has finite bounds
 * the table can hold (shared/numbers.ts): a whole number no larger than 10^13 either way, so it and
 * what is added to it stay exact integers, far under 2^53; a number with a fraction at least 0.001
 * above zero, so nothing like 1e-320, which DynamoDB cannot store, gets past validation. Each schema
 * is read as JSON Schema, as the route fuzz and docs/openapi.json read it, taking and answering.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as z from 'zod/mini';
import { MAX_CENTS, measure, wholeNumber } from '../../shared/numbers';

const root = join(__dirname, '..', '..');
const LARGEST = 1e13;
const SMALLEST_FRACTION = 1e-3;

type Node = Record<string, unknown>;

function modulesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return modulesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const isSchema = (value: unknown): value is z.ZodMiniType => typeof value === 'object' && value !== null && '_zod' in value;

/** The schemas a module exports: as values, or inside exported objects (a route's contract, a table of them). */
function schemasIn(value: unknown, path: string, found: Map<z.ZodMiniType, string>, depth = 0) {
  if (isSchema(value)) {
    if (!found.has(value)) found.set(value, path);
    return;
  }
  if (depth > 3 || typeof value !== 'object' || value === null) return;
  for (const [key, inner] of Object.entries(value)) schemasIn(inner, `${path}.${key}`, found, depth + 1);
}

/** What is wrong with each number of a JSON Schema, by where it is. */
function problemsOf(node: unknown, at: string, problems: string[]) {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) return node.forEach((n, i) => problemsOf(n, `${at}/${i}`, problems));
  const n = node as Node;
  const types = ([] as unknown[]).concat(n.type ?? []);
  const numeric = types.includes('number') || types.includes('integer');
  if (numeric && n.const === undefined && n.enum === undefined) {
    const lower = (n.minimum ?? n.exclusiveMinimum) as number | undefined;
    const upper = (n.maximum ?? n.exclusiveMaximum) as number | undefined;
    if (lower === undefined || upper === undefined) problems.push(`${at}: no ${lower === undefined ? 'lower' : 'upper'} bound`);
    else if (Math.abs(lower) > LARGEST || Math.abs(upper) > LARGEST) problems.push(`${at}: bounds ${lower} to ${upper} reach past ${LARGEST}`);
    if (!types.includes('integer') && n.multipleOf === undefined && lower !== undefined && lower < SMALLEST_FRACTION)
      problems.push(`${at}: a fraction from ${lower} lets a number the table cannot hold through (1e-320): give it a smallest step`);
  }
  for (const [key, inner] of Object.entries(n)) problemsOf(inner, `${at}/${key}`, problems);
}

const schemas = new Map<z.ZodMiniType, string>();
for (const file of modulesUnder(join(root, 'shared'))) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- every module under shared/, found by walking the folder
  const exports = require(file) as Record<string, unknown>;
  for (const [name, value] of Object.entries(exports)) schemasIn(value, `${relative(root, file)} ${name}`, schemas);
}

describe('numbers in the shared schemas', () => {
  it('are read from a good many schemas, so this check cannot pass by finding none', () => {
    expect(schemas.size).toBeGreaterThan(100);
  });

  it('all have finite bounds, and a smallest step when they take a fraction, taken and answered', () => {
    const problems: string[] = [];
    for (const [schema, name] of schemas) {
      for (const io of ['input', 'output'] as const) problemsOf(z.toJSONSchema(schema, { io, unrepresentable: 'any' }), `${name} (${io}) #`, problems);
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('finds an unbounded whole number, a fraction reaching zero and a bound past 10^13', () => {
    const problems: string[] = [];
    const probe = z.object({
      count: z.int(),
      weight: z.number().check(z.nonnegative(), z.maximum(10)),
      total: z.int().check(z.minimum(0), z.maximum(1e14)),
      fine: z.int().check(z.minimum(0), z.maximum(10)),
    });
    problemsOf(z.toJSONSchema(probe, { io: 'input', unrepresentable: 'any' }), '#', problems);
    expect(problems).toEqual([
      '#/properties/count: bounds -9007199254740991 to 9007199254740991 reach past 10000000000000',
      '#/properties/weight: a fraction from 0 lets a number the table cannot hold through (1e-320): give it a smallest step',
      '#/properties/total: bounds 0 to 100000000000000 reach past 10000000000000',
    ]);
  });
});

describe('the bounds in messages', () => {
  it('group their thousands as the shop writes numbers, with the fraction kept', () => {
    expect(z.safeParse(wholeNumber(0, MAX_CENTS), -1).error?.issues[0]?.message).toBe('Enter a whole number from 0 to 1,000,000,000,000.');
    expect(z.safeParse(wholeNumber(10, 200), 5).error?.issues[0]?.message).toBe('Enter a whole number from 10 to 200.');
    expect(z.safeParse(measure(12345.5, { what: 'The weight', unit: 'lb' }), 0).error?.issues[0]?.message).toBe('The weight must be from 0.01 to 12,345.5 lb.');
  });
});
