/**
 * What the API adds to a DynamoDB call, for `npm run bench` (and alone: `npx tsx test/bench/gateway.ts`,
 * which rewrites only its own section of docs/benchmarks.md). The local cloud runs in its own
 * process, as `npm start` runs it; from this one, 20 clients call two routes through the local
 * gateway for 10 s each (autocannon), then 20 loops make the DynamoDB calls those handlers make,
 * straight to the same local DynamoDB, for as long. The p50/p99 ratio between the two is the
 * gateway and handler kit (JWT check, event, middy chain, zod, user record) over the data access.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { defaultAlbumSelection, publicAlbumSchema } from '../../shared/catalog';

const root = join(__dirname, '..', '..');
const clients = 20;
const seconds = 10;
const password = 'Bench#Albums2026!';

interface Endpoints {
  api: string;
  cognito: string;
  dynamodb: string;
  userPoolClientId: string;
  tableName: string;
  dataDir: string;
}
export interface Latency {
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}
export interface GatewayFigures {
  route: string;
  gateway: Latency;
  direct: Latency;
}

/** The data layer this process imports talks to the cloud's DynamoDB from here on, as its handlers do. */
export function useCloudTable(e: Pick<Endpoints, 'dynamodb' | 'tableName'>): void {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: e.dynamodb,
    TABLE_NAME: e.tableName,
    LOG_LEVEL: 'silent',
  });
}

export async function startCloud(dir: string): Promise<{ child: ChildProcess; endpoints: Endpoints }> {
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'infra', 'local', 'start.ts'), '--dir', dir, '--ports', 'auto', '--quiet', '--no-web'],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  const endpoints = await new Promise<Endpoints>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve(JSON.parse(line.slice('READY '.length)) as Endpoints);
    });
    child.once('exit', (code) => reject(new Error(`npm start exited ${code}`)));
  });
  return { child, endpoints };
}

/** A confirmed, signed-in customer with a user record (the post-confirmation trigger's). */
async function customer(e: Endpoints, n: number) {
  const cognito = async (target: string, body: object) => {
    const res = await fetch(e.cognito, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, any>;
    if (!res.ok) throw new Error(`${target}: ${json.message ?? res.status}`);
    return json;
  };
  const email = `gateway.${n}.${Date.now()}@shop.test`;
  await cognito('SignUp', {
    ClientId: e.userPoolClientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'given_name', Value: 'Bench' },
      { Name: 'family_name', Value: 'Tester' },
    ],
  });
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    for (const file of readdirSync(join(e.dataDir, 'outbox')).filter((f) => f.endsWith('.json'))) {
      const message = JSON.parse(readFileSync(join(e.dataDir, 'outbox', file), 'utf8')) as { to: string; text: string };
      if (message.to === email) code = /\b(\d{6})\b/.exec(message.text)?.[1];
    }
    if (!code) await new Promise((r) => setTimeout(r, 50));
  }
  if (!code) throw new Error(`No code reached ${email}`);
  await cognito('ConfirmSignUp', { ClientId: e.userPoolClientId, Username: email, ConfirmationCode: code });
  const auth = await cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: e.userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const idToken = auth.AuthenticationResult.IdToken as string;
  return { idToken, sub: JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).sub as string };
}

async function throughGateway(options: autocannon.Options): Promise<Latency> {
  const result = await autocannon({ connections: clients, duration: seconds, ...options });
  return { p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total, errors: result.errors + result.non2xx };
}

/** `clients` loops calling `once` back to back for `seconds`, each call timed. */
async function direct(once: (client: number) => Promise<unknown>): Promise<Latency> {
  const times: number[] = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (Date.now() < until) {
        const started = performance.now();
        try {
          await once(client);
          times.push(performance.now() - started);
        } catch {
          errors++;
        }
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99), requests: times.length, errors };
}

export async function gatewayFigures(): Promise<GatewayFigures[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-gateway-'));
  const { child, endpoints: e } = await startCloud(dir);
  try {
    useCloudTable(e);
    const { getAlbumByName } = await import('../../functions/data/catalog');
    const { getCart, replaceCart } = await import('../../functions/data/users');
    const people = await Promise.all(Array.from({ length: clients }, (_, n) => customer(e, n)));
    const lux = publicAlbumSchema.parse(await (await fetch(`${e.api}/albums/name/Lux`)).json());
    const { size, pages, cover } = defaultAlbumSelection(lux);
    const cartItem = { kind: 'album', albumName: 'Lux', size, pages, coverType: cover!.coverType, coverName: cover!.coverName };

    const album = await throughGateway({ url: `${e.api}/albums/name/Lux` });
    const albumDirect = await direct(() => getAlbumByName('Lux'));

    // One customer per connection, as 20 shoppers would be: no cart is changed by two at once.
    let next = 0;
    const cart = await throughGateway({
      url: e.api,
      requests: [
        {
          method: 'PUT',
          setupRequest: (request, context) => {
            const person = ((context as { person?: (typeof people)[number] }).person ??= people[next++ % clients]!);
            return {
              ...request,
              path: `/user/${person.sub}/cart`,
              headers: { authorization: `Bearer ${person.idToken}`, 'content-type': 'application/json' },
              body: JSON.stringify({ cartItem }),
            };
          },
        },
      ],
    });
    // The add-to-cart handler's DynamoDB work: read the cart with its version, write it back on that condition.
    const cartDirect = await direct(async (client) => {
      const person = people[client]!;
      const current = await getCart(person.sub);
      await replaceCart(person.sub, current!.cart, current!.version);
    });
    return [
      { route: 'GET /albums/name/{albumName}', gateway: album, direct: albumDirect },
      { route: 'PUT /user/{userId}/cart', gateway: cart, direct: cartDirect },
    ];
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (x: number) => x.toFixed(1);

/** The `## API overhead` section of docs/benchmarks.md. */
export function gatewaySection(figures: readonly GatewayFigures[]): string[] {
  return [
    '## API overhead',
    '',
    `${clients} concurrent clients for ${seconds} s per route through the local gateway (autocannon; the local cloud in its own process,`,
    "as `npm start` runs it), beside the DynamoDB calls the route's handler makes, made straight to the same local DynamoDB by",
    `${clients} loops for as long. The ratio is what the gateway and the handler kit (JWT check, event, middy chain, zod, user`,
    'record) add on top of the data access; locally the gateway and every handler share one Node process.',
    '',
    '| route | through the gateway p50 / p99 (ms) | requests (errors) | DynamoDB direct p50 / p99 (ms) | calls (errors) | ratio p50 / p99 |',
    '|---|---:|---:|---:|---:|---:|',
    ...figures.map(
      (f) =>
        `| \`${f.route}\` | ${ms(f.gateway.p50)} / ${ms(f.gateway.p99)} | ${f.gateway.requests} (${f.gateway.errors}) | ${ms(f.direct.p50)} / ${ms(f.direct.p99)} | ${f.direct.requests} (${f.direct.errors}) | ${(f.gateway.p50 / f.direct.p50).toFixed(1)} / ${(f.gateway.p99 / f.direct.p99).toFixed(1)} |`,
    ),
    '',
  ];
}

/** `markdown` with its `heading` section replaced by `section` (or added at the end). */
export function withSection(markdown: string, heading: string, section: readonly string[]): string {
  const text = section.join('\n');
  const start = markdown.indexOf(heading);
  if (start < 0) return `${markdown.trimEnd()}\n\n${text}`;
  const next = markdown.indexOf('\n## ', start + 1);
  // The section ends with its line break; a blank line then keeps it apart from the next heading.
  return markdown.slice(0, start) + text + (next < 0 ? '' : `\n${markdown.slice(next + 1)}`);
}

if (require.main === module) {
  gatewayFigures().then(
    (figures) => {
      const file = join(root, 'docs', 'benchmarks.md');
      writeFileSync(file, withSection(readFileSync(file, 'utf8'), '## API overhead', gatewaySection(figures)));
      console.log(gatewaySection(figures).join('\n'));
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
