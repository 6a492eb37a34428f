/**
 * Where POST /webhooks/stripe gets its signing secret: STRIPE_WEBHOOK_SECRET locally, else the
 * secret named by STRIPE_WEBHOOK_SECRET_NAME in Secrets Manager (here a stand-in speaking its
 * JSON protocol), read once per container. A function that has neither is misconfigured: it
 * answers 500 and logs why, rather than a 400 that reads as a bad signature.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { callHttpHandler, httpApiEvent } from '../support/http-api';

const signingSecret = 'whsec_from_secrets_manager';
const payload = JSON.stringify({ id: 'evt_env', object: 'event', type: 'customer.created', data: { object: {} } });
const signed = (secret: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

/** Secrets Manager's GetSecretValue; the first `failures` calls find no such secret. */
let secretsManager: Server;
let asked: string[] = [];
let failures = 0;
beforeAll(async () => {
  secretsManager = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { SecretId } = JSON.parse(body) as { SecretId: string };
      asked.push(SecretId);
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      if (failures-- > 0) {
        res.statusCode = 400;
        res.end(JSON.stringify({ __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret." }));
        return;
      }
      res.end(JSON.stringify({ ARN: `arn:aws:secretsmanager:us-east-1:1:secret:${SecretId}-abcdef`, Name: SecretId, SecretString: `${signingSecret}\n` }));
    });
  });
  await new Promise<void>((resolve) => secretsManager.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => secretsManager.close(resolve)));

const variables = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_WEBHOOK_SECRET_NAME'] as const;
let errorLines: string[];
beforeEach(() => {
  jest.resetModules(); // a fresh container: nothing cached from the previous test
  for (const name of variables) delete process.env[name];
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    LOG_LEVEL: 'error',
    AWS_ENDPOINT_URL_SECRETS_MANAGER: `http://127.0.0.1:${(secretsManager.address() as AddressInfo).port}`,
  });
  asked = [];
  failures = 0;
  errorLines = [];
  jest.spyOn(process.stderr, 'write').mockImplementation((line) => (errorLines.push(String(line)), true));
});
afterEach(() => jest.restoreAllMocks());

async function deliver(signature: string) {
  const { handler } = await import('../../functions/payments/stripe-webhook');
  return callHttpHandler(
    handler,
    httpApiEvent({
      routeKey: 'POST /webhooks/stripe',
      rawPath: '/webhooks/stripe',
      headers: { 'stripe-signature': signature },
      body: payload,
      requestId: `req-${Math.random()}`,
    }),
  );
}

describe('the Stripe webhook signing secret', () => {
  it('is read from Secrets Manager by name, once per container', async () => {
    process.env.STRIPE_WEBHOOK_SECRET_NAME = 'shop/prod/stripe-webhook';
    expect(await deliver(signed(signingSecret))).toEqual({ status: 200, body: { received: true, result: 'ignored' } });
    expect(await deliver(signed('whsec_someone_else'))).toMatchObject({ status: 400, body: { error: 'validation_failed' } });
    expect(asked).toEqual(['shop/prod/stripe-webhook']);
  });

  it('is asked for again after a failed read (a secret created after the function started), not cached as a failure', async () => {
    process.env.STRIPE_WEBHOOK_SECRET_NAME = 'shop/prod/stripe-webhook';
    failures = 1;
    expect((await deliver(signed(signingSecret))).status).toBe(500);
    expect((await deliver(signed(signingSecret))).status).toBe(200);
    expect(asked).toHaveLength(2);
  });

  it('is taken as given from STRIPE_WEBHOOK_SECRET, without asking Secrets Manager', async () => {
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_local';
    expect((await deliver(signed('whsec_local'))).status).toBe(200);
    expect(asked).toEqual([]);
  });

  it('missing is a logged configuration error answered 500, not a 400 that blames the signature', async () => {
    const res = await deliver(signed(signingSecret));
    expect(res).toMatchObject({ status: 500, body: { error: 'internal' } });
    const logged = errorLines.map((line) => JSON.parse(line));
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'ERROR',
        message: 'failed',
        error: expect.objectContaining({ name: 'ConfigurationError', message: 'Neither STRIPE_WEBHOOK_SECRET nor STRIPE_WEBHOOK_SECRET_NAME is set' }),
      }),
    ]);
  });

  it('is not needed to refuse an unsigned event', async () => {
    expect(await deliver('')).toMatchObject({ status: 400, body: { message: 'The event is not signed.' } });
  });
});
