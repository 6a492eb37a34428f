/**
 * What a deployed function's bundle carries, read from esbuild's metafile with the deployed
 * settings: an AWS service's client only where the function's grants let it call that service
 * (a client it may not call is weight at every cold start), the user pool's client in exactly the
 * routes a staff role may call (the kit's authenticator check), and only its own route's schemas.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { eventRules } from '../../functions/events';
import type { Grants } from '../../functions/kit/route-def';
import { routeList } from '../../functions/routes';
import { authTriggers } from '../../functions/triggers';
import { grantsOfRoute, handlerBuildOptions } from '../../infra/bundling';

/** Each service's client, and whether a function's grants let it call that service. */
const clients: Record<string, (g: Grants) => boolean> = {
  '@aws-sdk/client-dynamodb': (g) => Boolean(g.table),
  '@aws-sdk/lib-dynamodb': (g) => Boolean(g.table),
  '@aws-sdk/client-s3': (g) => Boolean(g.uploads || g.catalogImages),
  '@aws-sdk/s3-request-presigner': (g) => Boolean(g.uploads || g.catalogImages),
  '@aws-sdk/client-cognito-identity-provider': (g) => Boolean(g.authenticatorCheck || g.userPool),
  '@aws-sdk/client-sesv2': (g) => Boolean(g.email),
  '@aws-sdk/client-eventbridge': (g) => Boolean(g.events),
  // The Stripe key and the webhook signing secret are read from Secrets Manager.
  '@aws-sdk/client-secrets-manager': (g) => Boolean(g.stripe || g.stripeWebhook),
};
const cognitoClient = '@aws-sdk/client-cognito-identity-provider';

/** Every deployed function's module and its grants (a module serving several routes is given what each needs). */
function deployedFunctions(): Map<string, Grants> {
  const functions = new Map<string, Grants>();
  const add = (module: string, grants: Grants) => functions.set(module, { ...functions.get(module), ...grants });
  for (const r of routeList) add(r.handler, grantsOfRoute(r));
  for (const rule of Object.values(eventRules)) for (const target of rule.targets) add(target, rule.grants);
  for (const trigger of Object.values(authTriggers)) add(trigger.handler, trigger.grants);
  return functions;
}

/** The packages among each function's bundle inputs (one build of them all, as every function is built alike). */
async function packagesOfEachFunction(modules: string[]): Promise<Map<string, Set<string>>> {
  const { metafile } = await build({
    entryPoints: Object.fromEntries(modules.map((h) => [h.replace(/\//g, '--'), join(__dirname, '..', '..', 'functions', `${h}.ts`)])),
    ...handlerBuildOptions(),
    write: false,
    metafile: true,
    outdir: '/bundles',
    minify: false,
  });
  const packages = new Map<string, Set<string>>();
  for (const output of Object.values(metafile.outputs)) {
    if (!output.entryPoint) continue;
    const module = output.entryPoint.replace(/^functions\//, '').replace(/\.ts$/, '');
    packages.set(module, new Set(Object.keys(output.inputs).flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? [])));
  }
  return packages;
}

let functions: Map<string, Grants>;
let packages: Map<string, Set<string>>;
beforeAll(async () => {
  functions = deployedFunctions();
  packages = await packagesOfEachFunction([...functions.keys()]);
}, 120_000);

it("bundles a service's client only into the functions whose grants let them call it", () => {
  expect(functions.size).toBeGreaterThan(50);
  expect([...packages.keys()].sort()).toEqual([...functions.keys()].sort());
  const unneeded = [...functions].flatMap(([module, grants]) =>
    [...packages.get(module)!].filter((p) => clients[p] && !clients[p](grants)).map((p) => `${module} carries ${p}`),
  );
  expect(unneeded).toEqual([]);
  // The check sees packages: the table's client is in a catalog read, S3's in an upload's signing.
  expect([...packages.get('catalog/list-albums')!]).toEqual(expect.arrayContaining(['@aws-sdk/lib-dynamodb', '@aws-sdk/client-dynamodb']));
  expect([...packages.get('uploads/sign-uploads')!]).toEqual(expect.arrayContaining(['@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner']));
});

it("carries the user pool's client in exactly the routes a staff role may call", () => {
  const routes = new Map(routeList.map((r) => [r.handler, Boolean(grantsOfRoute(r).authenticatorCheck)]));
  const carries = (module: string) => packages.get(module)!.has(cognitoClient);
  const wrong = [...routes]
    .filter(([module, staffMayCall]) => carries(module) !== staffMayCall)
    .map(
      ([module, staffMayCall]) => `${module} (${staffMayCall ? 'staff may call it' : 'no staff role may call it'}) ${carries(module) ? 'carries' : 'lacks'} it`,
    );
  expect(wrong).toEqual([]);
  // Both kinds are there: a customer's cart and a staff member's order page.
  expect(carries('cart/add-to-cart')).toBe(false);
  expect(carries('staff/get-staff-order')).toBe(true);
});

it("builds only its own route's contract and schemas: the rest of shared/ is left out", async () => {
  const { outputFiles } = await build({
    entryPoints: [join(__dirname, '..', '..', 'functions', 'editing', 'complete-print-file.ts')],
    ...handlerBuildOptions(),
    // Text as written (no \u escapes), so a summary can be looked for as the contract spells it.
    write: false,
    outdir: '/bundles',
    minify: false,
    charset: 'utf8',
  });
  const code = outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const { editingRoutes } = await import('../../shared/api/editing');
  const { summary, ...others } = Object.fromEntries(
    Object.entries(editingRoutes).map(([name, c]) => [name === 'completePrintFile' ? 'summary' : name, c.summary]),
  );
  expect(code).toContain(JSON.stringify(summary));
  for (const other of Object.values(others)) expect(code).not.toContain(JSON.stringify(other));
  // A schema of another area the handler's imports reach but never read (the catalog's album
  // rules, through the order lines) is not built either.
  expect(code).toContain('completePrintFile');
  expect(code).not.toMatch(/\bvar albumSchema\b/);
  expect(code).not.toMatch(/\bvar callbackRequestSchema\b/);
});

it('renders email in the notifications function and the account emails’ trigger alone, with React’s production build, within its size', async () => {
  const rendering = [...packages].filter(([, used]) => used.has('@react-email/render') || used.has('react-dom')).map(([module]) => module);
  expect(rendering.sort()).toEqual(['auth/custom-message', 'notifications/send-notification']);
  const { metafile } = await build({
    entryPoints: [join(__dirname, '..', '..', 'functions', 'notifications', 'send-notification.ts')],
    ...handlerBuildOptions(),
    write: false,
    metafile: true,
    outdir: '/bundles',
  });
  const [output] = Object.values(metafile.outputs).filter((o) => o.entryPoint);
  // React chooses its build by NODE_ENV, which the bundle fixes: the development builds are left out.
  expect(Object.keys(output!.inputs).filter((input) => /\.development\.js$/.test(input))).toEqual([]);
  // 1.13 MB as measured, about 740 KB of it for the emails: prettier 260 KB (React Email's render
  // imports it for its `pretty` option, unused here), react-dom/server 225 KB, html-to-text and its
  // parser 200 KB, render itself 60 KB. A tenth more would be something new to look at.
  expect(output!.bytes).toBeLessThan(1_250_000);
});
