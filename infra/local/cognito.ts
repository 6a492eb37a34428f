/**
 * Cognito, locally: cognito-local assembled in this process so that
 *  - the user pool and app client have fixed ids and live under the data dir;
 *  - codes it would email or text go to the local outbox;
 *  - its Lambda triggers call our handlers in this process (the same modules the cloud deploys);
 *  - `GetTokensFromRefreshToken`, which Amplify v6 refreshes with and cognito-local lacks, is
 *    answered with InitiateAuth REFRESH_TOKEN_AUTH;
 *  - new passwords must meet the pool's password policy, as Cognito requires (cognito-local
 *    accepts any password);
 *  - MFA is optional with authenticator apps (TOTP) only, as in the cloud (infra/cdk/auth.ts).
 *    cognito-local checks TOTP codes for real (otplib, one 30-second step either side), but does
 *    not refuse a code used twice or tie the challenge to its session, as Cognito does.
 * Tokens are signed with cognito-local's key and verified by the gateway against its JWKS.
 */
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { toPlainText } from '@react-email/render';
import { passwordPolicyProblem } from '../../shared/passwords';
import { readBody } from './http';
import type { Outbox } from './outbox';

/* eslint-disable @typescript-eslint/no-require-imports, @typescript-eslint/no-explicit-any -- cognito-local publishes no embedding API and no types */
// These are its own building blocks (lib/server/defaults.js); what they pass around is untyped.
const services = require('cognito-local/lib/services');
const { CognitoServiceFactoryImpl } = require('cognito-local/lib/services/cognitoService');
const { CryptoService } = require('cognito-local/lib/services/crypto');
const { StormDBDataStoreFactory } = require('cognito-local/lib/services/dataStore/stormDb');
const { MessageDeliveryService } = require('cognito-local/lib/services/messageDelivery/messageDelivery');
const { otp } = require('cognito-local/lib/services/otp');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator');
const { UserPoolServiceFactoryImpl } = require('cognito-local/lib/services/userPoolService');
const { Router } = require('cognito-local/lib/server/Router');
const { createServer: createCognitoApp } = require('cognito-local/lib/server/server');
const pino = require('pino');

export const LOCAL_POOL_ID = 'us-east-1_LocalShop';
export const LOCAL_CLIENT_ID = 'localshopwebclient';

/** A Lambda trigger as the cloud would invoke it: the event in, the (possibly changed) event out. */
export type TriggerHandler = (event: any) => Promise<any>;

export interface CognitoOptions {
  dir: string;
  port: number;
  outbox: Outbox;
  /** Trigger name (e.g. PostConfirmation) → handler. */
  triggers?: Record<string, TriggerHandler>;
}

export async function startCognito(options: CognitoOptions) {
  const { dir, port, outbox, triggers = {} } = options;
  mkdirSync(join(dir, 'db'), { recursive: true });
  const endpoint = `http://127.0.0.1:${port}`;
  const logger = pino({ level: process.env.COGNITO_LOG_LEVEL ?? 'silent' });
  const ctx = { logger };
  const config = {
    TriggerFunctions: Object.fromEntries(Object.keys(triggers).map((name) => [name, name])),
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: endpoint },
    KMSConfig: { region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } },
    ServerConfig: { port, hostname: '127.0.0.1', development: false, https: false },
  };

  const clock = new services.DateClock();
  const dataStores = new StormDBDataStoreFactory(join(dir, 'db'));
  const cognito = await new CognitoServiceFactoryImpl(join(dir, 'db'), dataStores, new UserPoolServiceFactoryImpl(clock, dataStores)).create(
    ctx,
    config.UserPoolDefaults,
  );

  // The Lambda client cognito-local would call, answering from our handlers in this process.
  const lambdaClient = {
    invoke: (params: { FunctionName: string; Payload: string }) => ({
      promise: async () => {
        const handler = triggers[params.FunctionName];
        if (!handler) throw new Error(`No local trigger ${params.FunctionName}`);
        const result = await handler(JSON.parse(params.Payload));
        return { StatusCode: 200, Payload: JSON.stringify(result ?? {}) };
      },
    }),
  };
  const triggerService = new services.TriggersService(
    clock,
    cognito,
    new services.LambdaService(config.TriggerFunctions, lambdaClient),
    new CryptoService(config.KMSConfig),
  );
  const sendToOutbox = (_ctx: unknown, user: any, destination: string, message: any) => {
    const code = message.__code;
    // The CustomMessage trigger words the email as HTML, which Cognito sends as it is; the outbox
    // keeps it as its page and, as the shop's other emails, its plain text beside it.
    const html: string | undefined = /^<!DOCTYPE html/i.test(message.emailMessage ?? '') ? message.emailMessage : undefined;
    outbox.send({
      to: destination,
      subject: message.emailSubject ?? 'Your verification code',
      text: html ? toPlainText(html) : (message.emailMessage ?? message.smsMessage ?? `Your verification code is ${code}`),
      html,
    });
    return Promise.resolve();
  };
  const router = Router({
    clock,
    cognito,
    config,
    messages: new services.MessagesService(triggerService, new MessageDeliveryService({ sendEmail: sendToOutbox, sendSms: sendToOutbox })),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggerService, config.TokenConfig),
    triggers: triggerService,
  });
  const app = createCognitoApp(router, logger, config.ServerConfig, undefined).application;

  await ensurePool(cognito, ctx, clock);

  /**
   * Enrols a person's authenticator app with a key chosen here (the demo staff accounts'), as
   * AssociateSoftwareToken + VerifySoftwareToken + SetUserMFAPreference would with a random one.
   */
  async function enrolAuthenticator(username: string, base32Key: string) {
    const pool = await cognito.getUserPool(ctx, LOCAL_POOL_ID);
    const user = await pool.getUserByUsername(ctx, username);
    if (!user) throw new Error(`No one signs in as ${username}`);
    if (user.SoftwareTokenMfaConfiguration?.Secret === base32Key && user.UserMFASettingList?.includes('SOFTWARE_TOKEN_MFA')) return;
    await pool.saveUser(ctx, {
      ...user,
      SoftwareTokenMfaConfiguration: { Secret: base32Key, Verified: true, FriendlyDeviceName: 'Demo authenticator' },
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    });
  }

  // Confirming by the emailed code verifies the email, as Cognito does (cognito-local does not).
  async function confirmSignUp(body: { ClientId: string; Username: string }) {
    const result = await router('ConfirmSignUp')(ctx, body);
    const pool = await cognito.getUserPoolForClientId(ctx, body.ClientId);
    const user = await pool.getUserByUsername(ctx, body.Username);
    const attributes = (user.Attributes as { Name: string; Value: string }[]).filter((a) => a.Name !== 'email_verified');
    await pool.saveUser(ctx, { ...user, Attributes: [...attributes, { Name: 'email_verified', Value: 'true' }] });
    return result;
  }

  // ResendConfirmationCode, which cognito-local lacks: a new code to the email, as SignUp sends one.
  async function resendCode(body: { ClientId: string; Username: string }) {
    const pool = await cognito.getUserPoolForClientId(ctx, body.ClientId);
    const user = await pool.getUserByUsername(ctx, body.Username);
    if (!user) throw Object.assign(new Error('Username/client id combination not found.'), { code: 'UserNotFoundException' });
    if (user.UserStatus === 'CONFIRMED') throw Object.assign(new Error('User is already confirmed.'), { code: 'InvalidParameterException' });
    const email = (user.Attributes as { Name: string; Value: string }[]).find((a) => a.Name === 'email')?.Value ?? body.Username;
    const code = otp();
    await pool.saveUser(ctx, { ...user, ConfirmationCode: code });
    outbox.send({ to: email, subject: 'Your verification code', text: `Your verification code is ${code}` });
    return { CodeDeliveryDetails: { Destination: email, DeliveryMedium: 'EMAIL', AttributeName: 'email' } };
  }

  const answer = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify(body));
  };

  const server: Server = createServer(async (req, res) => {
    const target = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    if (req.method === 'POST' && passwordFields[target]) {
      // Read the body once, check the new password, then hand the request on with its body
      // (body-parser leaves a body alone when the request has already been read).
      const raw = (await readBody(req)).toString('utf8');
      const password = passwordOf(target, JSON.parse(raw || '{}'));
      const problem = password === undefined ? undefined : passwordPolicyProblem(password);
      if (problem) return answer(res, 400, { __type: 'InvalidPasswordException', message: problem });
      (req as IncomingMessage & { body?: unknown }).body = JSON.parse(raw || '{}');
      return app(req, res);
    }
    if (req.method === 'POST' && (target === 'ResendConfirmationCode' || target === 'ConfirmSignUp')) {
      const body = JSON.parse((await readBody(req)).toString('utf8') || '{}');
      try {
        return answer(res, 200, target === 'ConfirmSignUp' ? await confirmSignUp(body) : await resendCode(body));
      } catch (err: any) {
        return answer(res, 400, { __type: err.code ?? err.name ?? 'InvalidParameterException', message: err.message });
      }
    }
    if (req.method === 'POST' && target === 'GetTokensFromRefreshToken') {
      try {
        const body = JSON.parse((await readBody(req)).toString('utf8'));
        const result = await router('InitiateAuth')(ctx, {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: body.ClientId,
          AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
        });
        answer(res, 200, { AuthenticationResult: { ...result.AuthenticationResult, RefreshToken: body.RefreshToken } });
      } catch (err: any) {
        answer(res, 400, { __type: err.code ?? 'NotAuthorizedException', message: err.message });
      }
      return;
    }
    app(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    endpoint,
    userPoolId: LOCAL_POOL_ID,
    clientId: LOCAL_CLIENT_ID,
    issuer: `${endpoint}/${LOCAL_POOL_ID}`,
    jwksUri: `${endpoint}/${LOCAL_POOL_ID}/.well-known/jwks.json`,
    enrolAuthenticator,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The pool mirrors the cloud's: email as username, a custom `role` attribute, auto-verified email,
 * optional MFA by authenticator app.
 */
async function ensurePool(cognito: any, ctx: unknown, clock: any) {
  const existing = await cognito.listUserPools(ctx);
  if (!existing.some((p: any) => p.Id === LOCAL_POOL_ID)) {
    await cognito.createUserPool(ctx, {
      Id: LOCAL_POOL_ID,
      Name: 'shop-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      SchemaAttributes: [{ Name: 'custom:role', AttributeDataType: 'String', Mutable: true, Required: false }],
      MfaConfiguration: 'OPTIONAL',
    });
  }
  const pool = await cognito.getUserPool(ctx, LOCAL_POOL_ID);
  // A data folder from before MFA was offered keeps its pool: bring its settings up to date.
  if (pool.options.MfaConfiguration !== 'OPTIONAL' || !pool.options.SoftwareTokenMfaConfiguration?.Enabled)
    await pool.updateOptions(ctx, {
      ...pool.options,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
      LastModifiedDate: clock.get(),
    });
  await pool.saveAppClient(ctx, {
    ClientId: LOCAL_CLIENT_ID,
    ClientName: 'shop-web',
    UserPoolId: LOCAL_POOL_ID,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    CreationDate: clock.get(),
    LastModifiedDate: clock.get(),
    TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
    IdTokenValidity: 1,
    AccessTokenValidity: 1,
    RefreshTokenValidity: 30,
    ReadAttributes: ['email', 'given_name', 'family_name', 'phone_number', 'custom:role'],
    WriteAttributes: ['email', 'given_name', 'family_name', 'phone_number'],
  });
}

/** The operations that set a password, and where each carries it. */
const passwordFields: Record<string, (body: any) => string | undefined> = {
  SignUp: (b) => b.Password,
  ConfirmForgotPassword: (b) => b.Password,
  ChangePassword: (b) => b.ProposedPassword,
  AdminSetUserPassword: (b) => b.Password,
  RespondToAuthChallenge: (b) => b.ChallengeResponses?.NEW_PASSWORD,
};
const passwordOf = (target: string, body: unknown) => passwordFields[target]?.(body);
