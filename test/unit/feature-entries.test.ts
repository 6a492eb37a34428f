/** The build points imports of a feature's index.ts at the modules behind the names (web/vite/feature-entries.ts). */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pointAtModules, reExportsOf } from '../../web/vite/feature-entries';

const features = join(__dirname, '..', '..', 'web', 'src', 'features');

describe("a feature's public entry", () => {
  it('is only re-exports in every feature, so that the build can see through it', () => {
    const entries = readdirSync(features).filter((name) => existsSync(join(features, name, 'index.ts')));
    expect(entries.length).toBeGreaterThan(15);
    const unreadable = entries.filter((name) => reExportsOf(readFileSync(join(features, name, 'index.ts'), 'utf8')) === undefined);
    expect(unreadable).toEqual([]);
  });

  it('reads names, renames and types, and refuses a file that does anything else', () => {
    const source =
      "/** The cart. */\nexport { useCart } from './use-cart';\nexport { CartLines, type CartLinesProps, total as cartTotal } from './components/cart-lines';\n";
    expect(Object.fromEntries(reExportsOf(source)!)).toEqual({
      useCart: 'use-cart',
      CartLines: 'components/cart-lines',
      CartLinesProps: 'components/cart-lines',
      cartTotal: 'components/cart-lines',
    });
    expect(reExportsOf("export { a } from './a';\nexport const b = 1;")).toBeUndefined();
    expect(reExportsOf("export * from './a';")).toBeUndefined();
  });
});

describe('imports of a feature as the bundler sees them', () => {
  const cart = new Map([
    ['useCart', 'use-cart'],
    ['CartLines', 'components/cart-lines'],
    ['CartLinesProps', 'components/cart-lines'],
    ['CartSummary', 'components/cart-summary'],
  ]);
  const entryOf = (feature: string) => (feature === 'cart' ? cart : undefined);

  it('go to the modules behind the names imported, one import per module', () => {
    const code =
      "import { useState } from 'react';\nimport { CartLines, useCart, CartSummary, type CartLinesProps } from '@/features/cart';\nimport type { useCart as U } from '@/features/cart';";
    expect(pointAtModules(code, entryOf)).toBe(
      "import { useState } from 'react';\n" +
        "import { CartLines, type CartLinesProps } from '@/features/cart/components/cart-lines'; import { useCart } from '@/features/cart/use-cart'; " +
        "import { CartSummary } from '@/features/cart/components/cart-summary';\n" +
        "import type { useCart as U } from '@/features/cart/use-cart';",
    );
  });

  it('stay as written for a name the entry does not lend, another feature, or a deeper path', () => {
    expect(pointAtModules("import { secret } from '@/features/cart';", entryOf)).toBeUndefined();
    expect(pointAtModules("import { x } from '@/features/orders';", entryOf)).toBeUndefined();
    expect(pointAtModules("import { useCart } from '@/features/cart/use-cart';", entryOf)).toBeUndefined();
  });
});
