/**
 * `npm run role -- <email> <role>`: an operator grants a staff role (or takes it back with
 * Client). The user record's role is what the server trusts; the pool's `custom:role` attribute
 * is kept the same so tokens and the user record agree. A staff role goes only to a person with
 * an authenticator app (they set it up under Account → Security); the handler kit refuses staff
 * routes to anyone without one anyway, this says so before the role is given.
 *
 *   npm run role -- editor@example.com Editors                      the local shop (npm start running)
 *   npm run role -- ada@example.com Admin --user-pool-id us-east-1_X --table Shop-prod-DataTable…
 *                                                                     a deployed stage (its stack outputs;
 *                                                                     AWS credentials from the environment)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isStaff, roleSchema, type Role } from '../shared/users';

/** What the operator is told when the person has no authenticator app yet. */
export const needsAuthenticatorFirst = (email: string) =>
  `${email} has no authenticator app. Staff accounts need one: ask them to set one up under Account → Security first.`;

function usage(message: string): never {
  console.error(`${message}\nusage: npm run role -- <email> <Client|Employee|Editors|Admin> [--user-pool-id ID --table NAME]`);
  process.exit(2);
}

function target(args: string[]) {
  const option = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const userPoolId = option('user-pool-id');
  const table = option('table');
  if (userPoolId || table) {
    if (!userPoolId || !table) usage('A deployed stage needs both --user-pool-id and --table.');
    return { userPoolId, table };
  }
  let local: { userPoolId: string; tableName: string; dynamodb: string; cognito: string };
  try {
    local = JSON.parse(readFileSync(join(__dirname, '..', '.local', 'endpoints.json'), 'utf8'));
  } catch {
    usage('The local shop is not running (no .local/endpoints.json): start it with npm start, or name a deployed stage.');
  }
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: local.dynamodb,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: local.cognito,
  });
  return { userPoolId: local.userPoolId, table: local.tableName };
}

export async function grantRole(email: string, role: Role, userPoolId: string) {
  const { AdminGetUserCommand, AdminUpdateUserAttributesCommand, CognitoIdentityProviderClient } = await import('@aws-sdk/client-cognito-identity-provider');
  const { setRole } = await import('../functions/data/users');
  const { hasAuthenticatorApp } = await import('../functions/kit/second-factor');
  const cognito = new CognitoIdentityProviderClient({});
  const person = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
  const sub = person.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error(`${email} has no sub in the user pool`);
  if (isStaff(role) && !hasAuthenticatorApp(person)) {
    cognito.destroy();
    throw new Error(needsAuthenticatorFirst(email));
  }
  const user = await setRole(sub, role);
  if (!user) throw new Error(`${email} has no user record yet (they must confirm their sign-up first)`);
  await cognito.send(new AdminUpdateUserAttributesCommand({ UserPoolId: userPoolId, Username: email, UserAttributes: [{ Name: 'custom:role', Value: role }] }));
  cognito.destroy();
  return user;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const [email, roleName] = args;
  if (!email || !roleName) usage('Name a person and a role.');
  const role = roleSchema.safeParse(roleName);
  if (!role.success) usage(`${roleName} is not a role.`);
  const { userPoolId, table } = target(args);
  process.env.TABLE_NAME = table;
  grantRole(email, role.data, userPoolId).then(
    (user) => console.log(`${user.firstName} ${user.lastName} <${email}> is now ${user.role}.`),
    (err: Error) => {
      console.error(err.name === 'UserNotFoundException' ? `No one signs in as ${email}.` : err.message);
      process.exit(1);
    },
  );
}
