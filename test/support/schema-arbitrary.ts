/**
 * fast-check arbitraries drawn from a route's zod schema, through zod's own JSON Schema export
 * (zod-fast-check does not read zod 4). The values are mostly the shape the schema describes, with
 * the shop's own words (`dictionary`: real names, ids, sizes) mixed into the strings so that some
 * requests get past validation and into the handlers, and hostile text (controls, bidi overrides,
 * lone surrogates, over-long strings, wrong types) mixed in everywhere else.
 */
import fc from 'fast-check';
import * as z from 'zod/mini';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** Strings that have hurt servers: controls, bidi, lone surrogates, escapes, keys, huge ones. */
export const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  'x\u202Eexe.jpg',
  '\u2066\u2069',
  '\ud800',
  '\udfff',
  'a\ud83d',
  '\ud83d\ude00',
  '%E0%A4%A',
  '%00',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  '[object Object]',
  '$ne',
  '{"$gt":""}',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'ORDER#x',
  'USER#x#',
  'a'.repeat(201),
  'a'.repeat(3000),
  '\u{10FFFF}',
  '\uFFFE',
  'ǅ',
  'İ',
  'ß',
];

export function arbitraryOf(schema: z.ZodMiniType, dictionary: readonly string[]): fc.Arbitrary<unknown> {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJsonSchema(root, root, dictionary, 0);
}

/** Any JSON at all, and a few shapes that are wrong in a telling way. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, [], {}, 0, -1, 1e308, true, '', [[[]]], JSON.parse('{"__proto__":{"admin":true}}')),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
);

function fromJsonSchema(node: JsonSchema, root: JsonSchema, dictionary: readonly string[], depth: number): fc.Arbitrary<unknown> {
  const shaped = shapedBy(node, root, dictionary, depth);
  // Now and then, anything at all in place of the expected value (rarely, so that a body of many
  // fields is often whole enough to get past validation).
  return fc.oneof({ weight: 40, arbitrary: shaped }, { weight: 1, arbitrary: anyJson });
}

function shapedBy(node: JsonSchema, root: JsonSchema, dictionary: readonly string[], depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return anyJson;
  const next = (child: JsonSchema) => fromJsonSchema(child, root, dictionary, depth + 1);
  if (node.$ref) return shapedBy(resolve(node.$ref, root), root, dictionary, depth + 1);
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const choices = node.anyOf ?? node.oneOf;
  if (choices) return fc.oneof(...choices.map(next));
  if (node.allOf?.length) return next(node.allOf[0]!);
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'object': {
      const properties = node.properties ?? {};
      const shape = Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, next(child)]));
      const record = fc.record(shape, { requiredKeys: (node.required ?? []).filter((k) => k in properties) });
      const extra = fc.dictionary(fc.constantFrom('extra', 'price', 'role', '_id', '__proto__'), anyJson, { maxKeys: 2 });
      return fc.oneof({ weight: 8, arbitrary: record }, { weight: 1, arbitrary: fc.tuple(record, extra).map(([r, e]) => ({ ...e, ...(r as object) })) });
    }
    case 'array': {
      const items = node.items ? next(node.items) : anyJson;
      const min = node.minItems ?? 0;
      const max = node.maxItems ?? 8;
      // Mostly short lists (each element may cost a request); sometimes one past the cap.
      return fc.oneof(
        { weight: 12, arbitrary: fc.array(items, { minLength: min, maxLength: Math.min(max, min + 3) }) },
        { weight: 1, arbitrary: fc.array(fc.constant(null), { minLength: max + 1, maxLength: max + 1 }) },
      );
    }
    case 'string':
      return stringFor(node, dictionary);
    case 'integer':
    case 'number': {
      const min = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : -1000);
      const max = node.maximum ?? (node.exclusiveMaximum !== undefined ? node.exclusiveMaximum - 1 : 1_000_000);
      // Whole numbers within the bounds, for a measure (from 0.01) as for a count.
      const inRange = fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) });
      const step = node.multipleOf;
      const shaped = step ? inRange.map((n) => Math.round(n / step) * step) : inRange;
      return fc.oneof(
        { weight: 12, arbitrary: shaped },
        // Past each bound, a fraction, the largest exact integer (a version + 1 past it cannot be stored) and one too small for DynamoDB.
        { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, 0.5, -0, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e21, 1e-320) },
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return anyJson;
  }
}

function stringFor(node: JsonSchema, dictionary: readonly string[]): fc.Arbitrary<string> {
  const maxLength = Math.min(node.maxLength ?? 80, 80);
  const shaped = node.pattern
    ? fc.stringMatching(new RegExp(node.pattern))
    : node.format === 'email'
      ? fc.emailAddress()
      : node.format === 'date-time'
        ? fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((d) => d.toISOString())
        : fc.string({ minLength: node.minLength ?? 0, maxLength });
  return fc.oneof(
    { weight: 12, arbitrary: shaped },
    { weight: 12, arbitrary: fc.constantFrom(...dictionary) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength }) },
    { weight: 1, arbitrary: fc.constantFrom(...hostileStrings) },
  );
}

function resolve(ref: string, root: JsonSchema): JsonSchema {
  if (ref === '#') return root;
  const name = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
  const found = name ? root.$defs?.[name] : undefined;
  if (!found) throw new Error(`Cannot follow ${ref}`);
  return found;
}
