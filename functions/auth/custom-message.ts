/**
 * Cognito CustomMessage trigger: the account emails the user pool sends (a sign-up's verification
 * code, a password reset's, a new email address's, a temporary password) get the look of the
 * shop's other emails, rendered with the same templates (functions/notifications/lib/). Cognito
 * fills its code placeholder into the HTML and sends it; a text message (SMS) is left as the pool
 * words it, since the shop sends none.
 */
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { createLogger, describeError } from '../kit/logger';
import { accountEmail, type AccountMessage } from '../notifications/lib/account-emails';
import { renderEmail } from '../notifications/lib/render-email';

const messages: Record<CustomMessageTriggerEvent['triggerSource'], AccountMessage> = {
  CustomMessage_SignUp: 'signUp',
  CustomMessage_ResendCode: 'signUp',
  CustomMessage_ForgotPassword: 'forgotPassword',
  CustomMessage_UpdateUserAttribute: 'newEmail',
  CustomMessage_VerifyUserAttribute: 'newEmail',
  CustomMessage_Authentication: 'signInCode',
  CustomMessage_AdminCreateUser: 'temporaryPassword',
};

export async function handler(event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> {
  const log = createLogger({ trigger: event.triggerSource });
  const message = messages[event.triggerSource];
  const site = process.env.SITE_ORIGIN;
  // A sign-up or a reset must never fail for want of the shop's look: the pool's own wording goes out instead.
  if (!message || !site) {
    log.error('account email left in the pool’s own words', { known: !!message, site: !!site });
    return event;
  }
  try {
    const { request } = event;
    const email = await renderEmail(
      accountEmail(message, request.userAttributes.email ?? '', site, { code: request.codeParameter, username: request.usernameParameter ?? '' }),
    );
    event.response.emailSubject = email.subject;
    event.response.emailMessage = email.html;
  } catch (err) {
    log.error('account email left in the pool’s own words', describeError(err));
  }
  return event;
}
