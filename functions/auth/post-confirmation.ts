/**
 * Cognito PostConfirmation trigger: when a person confirms their sign-up (or first signs in with
 * a federated provider), their user record is created with the role Client, and the pool's
 * `custom:role` attribute says the same. The record is what the server trusts for roles.
 */
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { createUser } from '../data/users';
import { cognito } from '../kit/cognito';
import { createLogger } from '../kit/logger';

export async function handler(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  const log = createLogger({ trigger: event.triggerSource, userName: event.userName });
  // A confirmed password reset also fires this trigger: the person already has a record and role.
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const created = await createUser({
    _id: attributes.sub!,
    email: attributes.email ?? '',
    firstName: attributes.given_name ?? '',
    lastName: attributes.family_name ?? '',
    role: 'Client',
    cart: [],
    shippingAddress: [],
    createdAt: new Date().toISOString(),
  });
  if (created) {
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: event.userPoolId,
        Username: event.userName,
        UserAttributes: [{ Name: 'custom:role', Value: 'Client' }],
      }),
    );
    log.info('user record created');
  }
  return event;
}
