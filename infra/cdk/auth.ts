/**
 * Sign-in: the user pool (the email address is the username), the SPA's app client, the hosted-UI
 * domain and the federated providers that are configured. The role lives in `custom:role`, which
 * the app client may read but never write: a customer must not be able to promote themselves.
 */
import { RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import {
  AccountRecovery,
  FeaturePlan,
  StandardThreatProtectionMode,
  UserPoolOperation,
  ClientAttributes,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  StringAttribute,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolDomain,
  UserPoolIdentityProviderAmazon,
  UserPoolIdentityProviderApple,
  UserPoolIdentityProviderFacebook,
  UserPoolIdentityProviderGoogle,
  type IUserPoolIdentityProvider,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { authTriggers, triggerId } from '../../functions/triggers';
import { userPoolPasswordPolicy } from '../../shared/passwords';
import type { identityProviders } from '../../shared/runtime-config';
import type { ShopConfig } from './config';
import { applyGrants } from './grants';
import { ShopFunction } from './shop-function';

export type IdentityProviderName = (typeof identityProviders)[number];

export interface AuthProps {
  config: ShopConfig;
  /** `https://<site>`: where the hosted UI sends people back after federated sign-in. */
  siteOrigin: string;
  /** The table the triggers write user records to. */
  table: ITable;
}

export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly domain: UserPoolDomain;
  /** The providers that exist, by the names the SPA passes to signInWithRedirect. */
  readonly identityProviders: IdentityProviderName[];
  /** The `iss` claim of the pool's tokens. */
  readonly issuer: string;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { config } = props;

    this.userPool = new UserPool(this, 'Users', {
      signInAliases: { email: true },
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      // Until a changed email is verified, the old one keeps working for sign-in.
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        // Not required by the pool: federated providers do not always send names (Amazon sends
        // one `name`, Apple only on first sign-in) and required attributes can never be relaxed
        // later. The sign-up form requires first and last name.
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
      },
      customAttributes: { role: new StringAttribute({ mutable: true, minLen: 1, maxLen: 32 }) },
      // The same policy the local cloud enforces and the sign-in form shows (shared/passwords.ts).
      passwordPolicy: { ...userPoolPasswordPolicy },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Customers may add an authenticator app; staff must have one (the handler kit refuses staff
      // routes without it). Apps only: SMS codes can be intercepted and would need SNS.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      deletionProtection: config.retainData,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      // Threat protection (compromised credentials, risky sign-ins) needs the Plus plan, billed
      // per active user: a stage setting.
      ...(config.threatProtection === 'off'
        ? {}
        : {
            featurePlan: FeaturePlan.PLUS,
            standardThreatProtectionMode:
              config.threatProtection === 'enforced' ? StandardThreatProtectionMode.FULL_FUNCTION : StandardThreatProtectionMode.AUDIT_ONLY,
          }),
    });
    if (config.threatProtection === 'off') {
      Validations.of(this.userPool).acknowledge({
        id: 'AwsSolutions-COG8',
        reason: 'Threat protection (Plus plan) is a stage setting (threatProtection); this stage has it off.',
      });
    }
    Validations.of(this.userPool).acknowledge(
      { id: 'AwsSolutions-COG2', reason: 'Customers are not made to use a second factor; the mfa setting offers one.' },
      // Only exists with mfa: optional (SMS codes).
      { id: 'AwsSolutions-IAM5[Resource::*]', reason: "The pool's SMS role sends codes to phone numbers, which have no ARN to name." },
    );

    this.addTriggers(config, props.table, props.siteOrigin);

    const providers = this.createProviders(config);
    this.identityProviders = providers.map((p) => p.name);

    const standard = { email: true, givenName: true, familyName: true, phoneNumber: true };
    this.client = this.userPool.addClient('Spa', {
      generateSecret: false,
      // SRP only: the password never leaves the browser. No plain USER_PASSWORD_AUTH in the cloud.
      authFlows: { userSrp: true, custom: false, userPassword: false, adminUserPassword: false },
      preventUserExistenceErrors: true,
      readAttributes: new ClientAttributes()
        .withStandardAttributes({ ...standard, emailVerified: true, phoneNumberVerified: true })
        .withCustomAttributes('role'),
      // Standard attributes only: listing them explicitly keeps custom:role out.
      writeAttributes: new ClientAttributes().withStandardAttributes(standard),
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO, ...providers.map((p) => p.clientProvider)],
      // The hosted UI is only used for federated sign-in; without providers OAuth stays off
      // (left unset, CDK would enable it with https://example.com as callback).
      ...(providers.length
        ? {
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
              callbackUrls: [`${props.siteOrigin}/`],
              logoutUrls: [`${props.siteOrigin}/`],
            },
          }
        : { disableOAuth: true }),
    });
    // The client names the providers by string, so CloudFormation must create them first.
    for (const p of providers) this.client.node.addDependency(p.resource);

    this.domain = this.userPool.addDomain('HostedUi', {
      cognitoDomain: { domainPrefix: config.authDomainPrefix ?? Stack.of(this).stackName.toLowerCase() },
    });

    const stack = Stack.of(this);
    this.issuer = `https://cognito-idp.${stack.region}.${stack.urlSuffix}/${this.userPool.userPoolId}`;
  }

  /** One function per entry of functions/triggers.ts, attached to its user-pool operation. */
  private addTriggers(config: ShopConfig, table: ITable, siteOrigin: string) {
    for (const [operation, trigger] of Object.entries(authTriggers)) {
      const fn = new ShopFunction(this, triggerId(operation), {
        config,
        handlerModule: trigger.handler,
        description: trigger.description,
      });
      // The pool is named by pattern (no userPoolArn): the pool already depends on the function
      // (it triggers it), so naming this pool would be a circular dependency.
      applyGrants(fn, trigger.grants, { config, table, siteOrigin });
      this.userPool.addTrigger(UserPoolOperation.of(operation[0]!.toLowerCase() + operation.slice(1)), fn);
    }
  }

  private createProviders(config: ShopConfig) {
    const { google, facebook, amazon, apple } = config.identityProviders;
    const userPool = this.userPool;
    // One JSON secret holds every provider's secret; CloudFormation resolves each field at
    // deploy time, so no secret appears in the template or in the repository.
    const secret = (field: string) => SecretValue.secretsManager(config.identitySecretName, { jsonField: field });
    const made: { name: IdentityProviderName; resource: IUserPoolIdentityProvider; clientProvider: UserPoolClientIdentityProvider }[] = [];

    if (google) {
      made.push({
        name: 'Google',
        clientProvider: UserPoolClientIdentityProvider.GOOGLE,
        resource: new UserPoolIdentityProviderGoogle(this, 'Google', {
          userPool,
          clientId: google.clientId,
          clientSecretValue: secret('googleClientSecret'),
          scopes: ['openid', 'email', 'profile'],
          attributeMapping: {
            email: ProviderAttribute.GOOGLE_EMAIL,
            givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
            familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
          },
        }),
      });
    }
    if (facebook) {
      made.push({
        name: 'Facebook',
        clientProvider: UserPoolClientIdentityProvider.FACEBOOK,
        resource: new UserPoolIdentityProviderFacebook(this, 'Facebook', {
          userPool,
          clientId: facebook.clientId,
          // This provider takes a string only; unsafeUnwrap gives the `{{resolve:secretsmanager}}`
          // reference, not the secret, which CloudFormation resolves at deploy time.
          clientSecret: secret('facebookAppSecret').unsafeUnwrap(),
          scopes: ['public_profile', 'email'],
          attributeMapping: {
            email: ProviderAttribute.FACEBOOK_EMAIL,
            givenName: ProviderAttribute.FACEBOOK_FIRST_NAME,
            familyName: ProviderAttribute.FACEBOOK_LAST_NAME,
          },
        }),
      });
    }
    if (amazon) {
      made.push({
        name: 'LoginWithAmazon',
        clientProvider: UserPoolClientIdentityProvider.AMAZON,
        resource: new UserPoolIdentityProviderAmazon(this, 'Amazon', {
          userPool,
          clientId: amazon.clientId,
          // As for Facebook: a deploy-time reference, not the secret.
          clientSecret: secret('amazonClientSecret').unsafeUnwrap(),
          scopes: ['profile'],
          // Amazon has a single `name`; it becomes the first name rather than being lost.
          attributeMapping: { email: ProviderAttribute.AMAZON_EMAIL, givenName: ProviderAttribute.AMAZON_NAME },
        }),
      });
    }
    if (apple) {
      made.push({
        name: 'SignInWithApple',
        clientProvider: UserPoolClientIdentityProvider.APPLE,
        resource: new UserPoolIdentityProviderApple(this, 'Apple', {
          userPool,
          clientId: apple.clientId,
          teamId: apple.teamId,
          keyId: apple.keyId,
          privateKeyValue: secret('applePrivateKey'),
          scopes: ['name', 'email'],
          attributeMapping: {
            email: ProviderAttribute.APPLE_EMAIL,
            givenName: ProviderAttribute.APPLE_FIRST_NAME,
            familyName: ProviderAttribute.APPLE_LAST_NAME,
          },
        }),
      });
    }
    return made;
  }
}
