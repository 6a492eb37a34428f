/**
 * Accessibility checks with axe-core, run inside the page the test has opened. Only serious and
 * critical violations are returned: those are the ones that stop someone from using the shop.
 */
import { dirname, join } from 'node:path';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, next to the module node resolves. */
const axeScript = join(dirname(require.resolve('axe-core')), 'axe.min.js');

export interface A11yViolation {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  /** CSS selectors of the offending elements. */
  nodes: string[];
}

const blocking: readonly (ImpactValue | undefined)[] = ['serious', 'critical'];

/**
 * Runs axe on the page as it is now, or only on what `within` selects (a widget, whose navbar and
 * footer have checks of their own), and returns its serious and critical violations.
 */
export async function seriousViolations(page: Page, options: RunOptions = {}, within?: string): Promise<A11yViolation[]> {
  // Once per page: a page the router has taken on (routeTo) still has axe from its last check.
  if (!(await page.evaluate(() => typeof (globalThis as { axe?: { run?: unknown } }).axe?.run === 'function'))) await page.addScriptTag({ path: axeScript });
  const results = await page.evaluate(
    ({ runOptions, context }) => {
      const axe = (globalThis as unknown as { axe: { run(context: string | Document, options: RunOptions): Promise<AxeResults> } }).axe;
      return axe.run(context ?? document, { resultTypes: ['violations'], ...runOptions });
    },
    { runOptions: options, context: within },
  );
  return results.violations
    .filter((v) => blocking.includes(v.impact))
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
}
