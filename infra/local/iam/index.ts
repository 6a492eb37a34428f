/**
 * Turns the permission check on for the local cloud: synthesizes (or reads from the cache) the
 * stack's policies for the stage the local shop stands for, and attaches the check to each SDK
 * client the handlers' kit exports. The clients are the very objects the handlers use: the cloud
 * runs in the same process and module registry.
 */
import { join } from 'node:path';
import { createPermissionCheck, type SdkClient } from './permissions';
import { formatPermissionRecord } from './report';
import type { Service } from './requests';
import { resolvePolicies, synthesizedStack } from './stack-policies';

/** Each service's client, as functions/kit exports it: module, export. */
export const kitClients: Record<Service, [module: string, name: string]> = {
  dynamodb: ['dynamodb', 'db'],
  s3: ['s3', 's3'],
  'cognito-idp': ['cognito', 'cognito'],
  ses: ['mailer', 'ses'],
  events: ['shop-events', 'eventBridge'],
  secretsmanager: ['secrets', 'secretsManager'],
};

/**
 * The stage the local shop is checked as: dev, with the local shop's own sender and studio
 * addresses (stage settings that the email grant's condition names).
 */
export const stageContext = (env: Record<string, string | undefined>) => ({
  stage: 'dev',
  ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
  ...(env.STUDIO_EMAIL ? { studioEmail: env.STUDIO_EMAIL } : {}),
});

export const permissionRecordFile = (dataDir: string) => join(dataDir, 'permissions.json');

export async function startPermissionCheck(options: { root: string; dataDir: string; userPoolId: string; log?: (line: string) => void }) {
  const env = { ...process.env };
  const policies = synthesizedStack(options.root, stageContext(env)).then((stack) => resolvePolicies(stack, { env, userPoolId: options.userPoolId }));
  // Not awaited here: the first call that needs the policies waits for them.
  policies.catch(() => {});
  const check = createPermissionCheck({ policies, recordFile: permissionRecordFile(options.dataDir), log: options.log });
  await Promise.all(
    Object.entries(kitClients).map(async ([service, [module, name]]) => {
      const exported = (await import(join(options.root, 'functions', 'kit', `${module}.ts`)))[name] as SdkClient | undefined;
      if (!exported?.middlewareStack) throw new Error(`functions/kit/${module}.ts exports no SDK client named ${name}`);
      check.attach(exported, service as Service);
    }),
  );
  return {
    ...check,
    /** Resolves once the policies are ready (or rejects with why they are not). */
    ready: policies.then(() => undefined),
    async stop(): Promise<string> {
      return formatPermissionRecord(await check.finish());
    },
  };
}
export type LocalPermissionCheck = Awaited<ReturnType<typeof startPermissionCheck>>;
