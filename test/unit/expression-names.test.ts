/**
 * No DynamoDB expression under functions/ or infra/ names an attribute bare: DynamoDB Local and
 * DynamoDB refuse `_id` and the ~570 reserved words (`status`, `size`, `user`…) written so, while
 * dynalite let `_id` through, which is how removing a cart line once answered 500 in AWS alone.
 * Every name is a `#placeholder` (functions/data/expressions.ts). The check itself is
 * test/support/expression-names.ts; the cases below hold it to the shapes the data layer uses.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findBareNames, type Finding } from '../support/expression-names';
import { sourcesUnder } from '../support/source-files';

const root = join(__dirname, '..', '..');

/**
 * Small files in the shapes the data layer uses, checked in the same program as the shop's own
 * files (TypeScript's library parsed once for all). `findingsIn(name)` answers a case's `line: message`s.
 */
const cases = {
  literals: `
      const a = { ConditionExpression: 'attribute_exists(pk) AND #status = :s' };
      const index = 3;
      const b = { UpdateExpression: \`SET #cart[\${index}] = :line\`, ConditionExpression: \`#cart[\${index}]._id = :id\` };
      const c = { ProjectionExpression: '#id, orderNumber' };
  `,
  // The shape of functions/data/cart.ts before the fix: the condition reached the command through a helper.
  helper: `
      async function updateCart(update: { expression: string; condition: string }) {
        return { UpdateExpression: update.expression, ConditionExpression: \`attribute_exists(#pk) AND \${update.condition}\` };
      }
      export const removeCartLineAt = (index: number, drop: boolean) =>
        updateCart({
          expression: \`REMOVE #cart[\${index}]\` + (drop ? ' DELETE cartChoices :choice' : ''),
          condition: \`#cart[\${index}]._id = :id\`,
        });
  `,
  lists: `
      export function addOn(albumIndex: number, pages: number, keys: string[]) {
        const line = \`albums[\${Math.trunc(albumIndex)}]\`;
        const sets = ['#appliedAddOns = :applied'];
        if (pages) sets.push(\`\${line}.#extraPages = :pages\`);
        const indexSets = keys.map((key) => \`#\${key} = :\${key}\`);
        return { UpdateExpression: \`SET \${sets.join(', ')}, \${indexSets.join(', ')}\`, ConditionExpression: \`\${line}.#_id = :line\` };
      }
  `,
  unfollowable: `
      declare const fromElsewhere: string;
      declare const position: string;
      const a = { FilterExpression: fromElsewhere };
      const b = { UpdateExpression: \`REMOVE #cart[\${position}]\` };
  `,
};
let findings: Finding[] = [];
const findingsIn = (name: keyof typeof cases) =>
  findings.filter((f) => f.at.startsWith(`${name}.ts:`)).map((f) => `${f.at.slice(name.length + 4)}: ${f.message}`);

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'expressions-'));
  try {
    for (const [name, source] of Object.entries(cases)) writeFileSync(join(dir, `${name}.ts`), source);
    const shop = [...sourcesUnder(join(root, 'functions')), ...sourcesUnder(join(root, 'infra'))];
    findings = [
      ...findBareNames(shop, root),
      ...findBareNames(
        Object.keys(cases).map((name) => join(dir, `${name}.ts`)),
        dir,
      ),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('attribute names in DynamoDB expressions', () => {
  it('are all #placeholders in every expression under functions/ and infra/', () => {
    expect(findings.filter((f) => /^(functions|infra)\//.test(f.at)).map((f) => `${f.at}: ${f.message}`)).toEqual([]);
  });

  it('a bare name is found in a literal, a template and a projection, naming the line', () => {
    expect(findingsIn('literals')).toEqual([
      '2: attribute name `pk` written bare in "attribute_exists(pk) AND #status = :s": write it as #pk',
      '4: attribute name `_id` written bare in "#cart[${…}]._id = :id": write it as #_id',
      '5: attribute name `orderNumber` written bare in "#id, orderNumber": write it as #orderNumber',
    ]);
  });

  it("a helper's parameters are followed to its calls, as the cart's lines were written before placeholders", () => {
    expect(findingsIn('helper')).toEqual([
      '7: attribute name `cartChoices` written bare in " DELETE cartChoices :choice": write it as #cartChoices',
      '8: attribute name `_id` written bare in "#cart[${…}]._id = :id": write it as #_id',
    ]);
  });

  it("lists built up and joined, mapped names, and a variable put in a name's place are followed", () => {
    expect(findingsIn('lists')).toEqual(['3: attribute name `albums` written bare in "albums[${…}]": write it as #albums']);
  });

  it('what cannot be followed is refused, and so is an index that is not a number', () => {
    expect(findingsIn('unfollowable')).toEqual([
      '4: cannot tell what `fromElsewhere` holds: build the expression from literals',
      '5: a list index must be a number: `position`',
    ]);
  });
});
