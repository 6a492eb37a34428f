/**
 * The bundle-time trim of the Stripe SDK (infra/stripe-trim.ts) against the SDK as installed:
 * it keeps exactly the resources named, and it refuses, loudly, an SDK whose files no longer
 * have the shape it relies on, so an upgrade cannot quietly keep everything or drop what we call.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { stripeResourcesUsed } from '../../functions/payments/stripe-resources';
import { stripeTrim, StripeTrimError, trimStripeClient, trimStripeResources } from '../../infra/stripe-trim';

// The package's exports map hides its files; read them where they are installed.
const sdk = join(__dirname, '..', '..', 'node_modules', 'stripe', 'esm');
const client = readFileSync(join(sdk, 'stripe.esm.node.js'), 'utf8');
const resources = readFileSync(join(sdk, 'resources.js'), 'utf8');
const constructed = (source: string) => [...source.matchAll(/this\.(\w+) = new (\w+)\(this\);/g)].map((m) => m[1]).sort();

describe('the client module', () => {
  it('constructs and imports only the resources the shop calls, and keeps its line numbers', () => {
    const trimmed = trimStripeClient(client, stripeResourcesUsed);
    expect(constructed(client).length).toBeGreaterThan(70);
    // `oauth` is constructed outside the generated section and stays, as published.
    expect(constructed(trimmed)).toEqual([...stripeResourcesUsed, 'oauth'].sort());
    expect(trimmed).toContain("from './resources/Checkout/index.js'");
    expect(trimmed).not.toContain("from './resources/Customers.js'");
    expect(trimmed).not.toContain("from './resources/Events.js'");
    expect(trimmed.split('\n')).toHaveLength(client.split('\n').length);
  });

  it('fails when a marker of the generated sections is gone', () => {
    for (const marker of ['StripeInitInstanceVariables: The beginning', 'StripeInstanceImports: The end', 'V1EventImports: The beginning']) {
      const changed = client.replace(`// ${marker}`, '// moved');
      expect(() => trimStripeClient(changed, stripeResourcesUsed)).toThrow(StripeTrimError);
    }
  });

  it('fails when the constructor section no longer has the expected shape', () => {
    const changed = client.replace('this.customers = new CustomerResource(this);', 'this.customers = createCustomers(this);');
    expect(() => trimStripeClient(changed, stripeResourcesUsed)).toThrow(/unexpected line in the constructor/);
  });

  it('fails when a resource the shop calls is no longer there', () => {
    expect(() => trimStripeClient(client, [...stripeResourcesUsed, 'albums'])).toThrow(/no longer constructs albums/);
  });

  it('fails when a dropped resource class is still used elsewhere in the module', () => {
    const changed = client.replace('// hardcoded properties and resources', 'this.extra = new CustomerResource(this);');
    expect(() => trimStripeClient(changed, stripeResourcesUsed)).toThrow(/CustomerResource is used outside/);
  });
});

describe('resources.js (Stripe.resources)', () => {
  it('exports only the resources the shop calls, and OAuth, which the client imports from it', async () => {
    const trimmed = trimStripeResources(resources, stripeResourcesUsed);
    const exported = [...trimmed.matchAll(/^export (?:\{ \w+(?: as (\w+))? \}|const (\w+))/gm)].map((m) => m[1] ?? m[2] ?? 'OAuthResource').sort();
    expect(exported).toEqual(['Checkout', 'OAuthResource', 'PaymentIntents', 'Refunds']);
    expect(trimmed).toContain('Sessions: CheckoutSessions');
    expect(trimmed).not.toMatch(/import \{ \w+ as IssuingCards \}/);
  });

  it('fails on a statement it does not know', () => {
    expect(() => trimStripeResources(`${resources}\nexport default {};\n`, stripeResourcesUsed)).toThrow(StripeTrimError);
    expect(() => trimStripeResources(resources, ['albums'])).toThrow(/no longer exports albums/);
  });
});

it('fails a build that reaches the SDK through its CommonJS build', async () => {
  await expect(build({
    stdin: { contents: "module.exports = require('stripe');", resolveDir: __dirname, loader: 'js' },
    bundle: true, write: false, platform: 'node', format: 'cjs', logLevel: 'silent', plugins: [stripeTrim()],
  })).rejects.toThrow(/not one the trim rewrites/);
});
