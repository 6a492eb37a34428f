/**
 * The user pool's Lambda triggers. The CDK Auth construct attaches each to the user pool; the
 * local cloud has cognito-local call the same modules.
 */
import type { Grants } from './kit/route-def';

export interface AuthTrigger {
  /** Module under functions/ exporting `handler(event)`. */
  handler: string;
  description: string;
  grants: Grants;
}

export const authTriggers = {
  PostConfirmation: {
    handler: 'auth/post-confirmation',
    description: 'Creates the user record (role Client) when a person confirms their sign-up',
    grants: { table: 'write', userPool: 'adminUpdate' },
  },
  CustomMessage: {
    handler: 'auth/custom-message',
    description: 'Writes the account emails the user pool sends (verification and password reset codes) in the look of the shop’s emails',
    // The site's address, for the links in the emails; it calls nothing.
    grants: { site: true },
  },
} satisfies Record<string, AuthTrigger>;

/** The construct id of a trigger's function in the stack (`PostConfirmationTrigger`); the local cloud names it alike. */
export const triggerId = (operation: string): string => `${operation}Trigger`;
