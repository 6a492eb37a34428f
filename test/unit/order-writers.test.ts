/**
 * The order item has one writer, functions/data/orders.ts: every write to an `ORDER#<id>` / `ORDER`
 * item under functions/ and infra/ is made there, on the version it read or as one of its declared
 * field-disjoint writes, and no other module builds the order's key (docs/data-model.md, "Who
 * writes an order"). A write from anywhere else could land between a person's read and their save
 * without the version telling them. The check itself is test/support/order-writers.ts; the cases
 * below hold it to the shapes such a write could take.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findOrderItemWrites, type Finding } from '../support/order-writers';
import { sourcesUnder } from '../support/source-files';

const root = join(__dirname, '..', '..');
const owner = 'functions/data/orders.ts';
/** Where the key is built, for the owner alone. */
const keys = 'functions/data/keys.ts';

/** Writes another module might make, and what is not a write of the order. */
const cases = {
  direct: `
      import { UpdateCommand } from '../kit/dynamodb';
      import { orderKey as keyOf } from './keys';
      export const setNote = (id: string) =>
        db.send(new UpdateCommand({ TableName: 't', Key: keyOf(id), UpdateExpression: 'SET #note = :n', ExpressionAttributeValues: { ':n': 'x' } }));
  `,
  handBuilt: `
      import { PutCommand } from '../kit/dynamodb';
      export const put = (id: string, order: object) => db.send(new PutCommand({ TableName: 't', Item: { pk: \`ORDER#\${id}\`, sk: 'ORDER', ...order } }));
  `,
  throughHelper: `
      import { TransactWriteCommand, DeleteCommand } from '../kit/dynamodb';
      import { orderKeys } from './keys';
      function send(key: object) {
        const input = { TransactItems: [{ Update: { TableName: 't', Key: key, UpdateExpression: 'SET #a = :a' } }] };
        return db.send(new TransactWriteCommand(input));
      }
      export const mark = (order: Order) => send(orderKeys(order));
      const itemKey = (id: string) => ({ pk: id, sk: 'IMAGE#1' });
      export const dropImage = (id: string) => db.send(new DeleteCommand({ TableName: 't', Key: itemKey(id) }));
  `,
  reading: `
      import { GetCommand } from '../kit/dynamodb';
      import { orderKey } from './keys';
      export const read = (id: string) => db.send(new GetCommand({ TableName: 't', Key: orderKey(id) }));
  `,
};
let shop: { writes: Finding[]; keyUses: Finding[] };
let fixtures: { writes: Finding[]; keyUses: Finding[] };
const describe_ = (findings: Finding[], name?: keyof typeof cases) =>
  findings.filter((f) => !name || f.at.startsWith(`${name}.ts:`)).map((f) => `${name ? f.at.slice(name.length + 4) : f.at} ${f.within}: ${f.message}`);

beforeAll(() => {
  shop = findOrderItemWrites([...sourcesUnder(join(root, 'functions')), ...sourcesUnder(join(root, 'infra'))], root);
  const dir = mkdtempSync(join(tmpdir(), 'order-writers-'));
  try {
    for (const [name, source] of Object.entries(cases)) writeFileSync(join(dir, `${name}.ts`), source);
    fixtures = findOrderItemWrites(
      Object.keys(cases).map((name) => join(dir, `${name}.ts`)),
      dir,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('the order item', () => {
  it(`is written by ${owner} alone, under functions/ and infra/`, () => {
    expect(describe_(shop.writes.filter((w) => !w.at.startsWith(`${owner}:`)))).toEqual([]);
  });

  it('has its key built nowhere but in keys.ts and its writer, so no other module can hand it to a write', () => {
    expect(describe_(shop.keyUses.filter((u) => !u.at.startsWith(`${owner}:`) && !u.at.startsWith(`${keys}:`)))).toEqual([]);
  });

  it('is written by the owner only when placed, on the version read, or by the declared field-disjoint update', () => {
    const kinds = new Set(shop.writes.map((w) => w.within));
    expect([...kinds].sort()).toEqual(['createOrder', 'writeApart', 'writeAtVersion']);
  });

  it('a write is found through an import under another name, a key spelled by hand, a variable and a helper, and a read is not one', () => {
    expect(describe_(fixtures.writes, 'direct')).toEqual(['5 setNote: writes the order item (UpdateCommand)']);
    expect(describe_(fixtures.writes, 'handBuilt')).toEqual(['3 put: writes the order item (PutCommand)']);
    expect(describe_(fixtures.writes, 'throughHelper')).toEqual(['6 send: writes the order item (TransactWriteCommand)']);
    expect(describe_(fixtures.writes, 'reading')).toEqual([]);
    expect(describe_(fixtures.keyUses, 'reading')).toEqual(["4 read: builds the order item's key: `orderKey(id)`"]);
  });
});
