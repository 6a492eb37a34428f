/**
 * `npm start`: the shop on this machine with nothing installed but Node.
 *   npm start -- --reset               start from an empty data folder (.local/)
 *   npm start -- --web build           build the SPA for production (into the data folder) and
 *                                      serve that instead of Vite's dev server
 *   npm start -- --web-dist <folder>   serve the production build already in <folder>
 *   npm start -- --ephemeral           keep the table in memory: nothing of this run is kept
 *                                      (the tests' cloud, whose data folder is thrown away), and
 *                                      no demo promotions (seed-promotions.ts)
 *   npm start -- --no-permission-check let handlers make AWS calls their function's role does not
 *                                      allow (by default refused as AWS refuses them: docs/architecture.md)
 *   npm start -- --dynamodb <engine>   dynalite (the default, no Java needed) or dynamodb-local
 *                                      (Amazon's engine, on Java); SHOP_DYNAMODB_ENGINE says the same
 *   npm start -- --stripe-tax on       the stage option stripeTax (-c stripeTax=on): sales tax worked
 *                                      out at checkout, by the local card provider's stand-in for
 *                                      Stripe Tax; off by default. SHOP_STRIPE_TAX=on says the same
 */
import { join } from 'node:path';

// The machine's Node is older than the SDK's next major wants, and cognito-local embeds SDK v2;
// both say so at every start. Lambda runs Node 22, so neither notice applies to the shop.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name !== 'NodeVersionSupportWarning') console.warn(`${warning.name}: ${warning.message}`);
});

import { DEMO_AUTHENTICATOR_KEY, DEMO_PASSWORD, demoAccounts } from './demo-people';
import { startLocalCloud } from './cloud';
import { dynamoEngineOf } from './dynamo';
import { buildWeb } from './web-build';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

/** `on` or `off` (the stage option's words); unset is off. */
function stripeTaxOf(setting: string | undefined): boolean {
  if (setting === undefined || setting === '' || setting === 'off') return false;
  if (setting === 'on') return true;
  throw new Error(`--stripe-tax (or SHOP_STRIPE_TAX) must be on or off, not "${setting}".`);
}

async function main() {
  const started = Date.now();
  const root = join(__dirname, '..', '..');
  const quiet = flag('quiet');
  const dataDir = option('dir') ?? join(root, '.local');
  const buildHere = option('web') === 'build';
  const webBuild = buildHere ? join(dataDir, 'web-build') : option('web-dist');
  const cloud = await startLocalCloud({
    root,
    dataDir,
    reset: flag('reset'),
    ephemeral: flag('ephemeral'),
    checkPermissions: !flag('no-permission-check'),
    dynamoEngine: dynamoEngineOf(option('dynamodb') ?? process.env.SHOP_DYNAMODB_ENGINE),
    stripeTax: stripeTaxOf(option('stripe-tax') ?? process.env.SHOP_STRIPE_TAX),
    ports: option('ports') === 'auto' ? 'auto' : 'fixed',
    web: !flag('no-web'),
    webBuild,
    log: (line) => console.log(line),
  });
  // The demo sale and welcome code, for a table that has no promotions; never in an ephemeral cloud (the tests').
  if (!flag('ephemeral')) {
    const { seedPromotions } = await import('./seed-promotions');
    const seeded = await seedPromotions();
    if (seeded && !quiet) console.log(`seeded the promotions: ${seeded}`);
  }
  // Built once the data folder is in place (--reset empties it); the server looks files up per request.
  if (buildHere && webBuild) await buildWeb(root, webBuild);
  const { endpoints } = cloud;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!quiet) {
    console.log(`
  The shop is running locally (ready in ${seconds} s)

    Shop        ${endpoints.web}
    API         ${endpoints.api}
    Cognito     ${endpoints.cognito}   (pool ${endpoints.userPoolId})
    S3          ${endpoints.s3}
    Card payments ${endpoints.stripe}   (test cards: 4242 4242 4242 4242 pays)
    DynamoDB    ${endpoints.dynamodb}   (${endpoints.dynamodbEngine})
    Outbox      ${cloud.outbox.dir}

  Demo accounts (password ${DEMO_PASSWORD}):
${demoAccounts.map((a) => `    ${a.role.padEnd(10)}  ${a.email}`).join('\n')}
  Staff sign in with an authenticator-app code too: key ${DEMO_AUTHENTICATOR_KEY}
  (add it to an app, or run npm run totp for the current code).

  Ctrl-C stops everything; ${flag('ephemeral') ? 'the table goes with it (--ephemeral), the rest' : 'data'} stays in ${endpoints.dataDir} (npm start -- --reset starts clean).
`);
  }
  console.log(`READY ${JSON.stringify(endpoints)}`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cloud.stop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
