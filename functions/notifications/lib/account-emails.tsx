/**
 * The account emails Cognito sends (a sign-up's verification code, a password reset's, a new email
 * address's, a temporary password), in the shop's look. Cognito puts the code where its
 * placeholder `{####}` stands (and the username where `{username}` does) and sends the HTML as
 * the email, so each placeholder must appear exactly once. The user pool's CustomMessage trigger
 * (functions/auth/custom-message.ts) renders them.
 */
import type { Email } from './email';
import { Action, EmailLayout, Paragraph } from './layout';

export type AccountMessage = 'signUp' | 'forgotPassword' | 'newEmail' | 'signInCode' | 'temporaryPassword';

const wording: Record<Exclude<AccountMessage, 'temporaryPassword'>, { subject: string; heading: string; lead: string; after: string }> = {
  signUp: {
    subject: 'Your Lumière Albums verification code',
    heading: 'Confirm your email',
    lead: 'Welcome to Lumière Albums. To confirm your email address, enter this code where you signed up:',
    after: 'If you did not sign up, you can ignore this email.',
  },
  forgotPassword: {
    subject: 'Your Lumière Albums password reset code',
    heading: 'Reset your password',
    lead: 'To choose a new password, enter this code on the password reset page:',
    after: 'If you did not ask to reset your password, you can ignore this email: your password stays as it was.',
  },
  newEmail: {
    subject: 'Confirm your new email address',
    heading: 'Confirm your new email address',
    lead: 'To use this address for your Lumière Albums account, enter this code under Account:',
    after: 'Until it is confirmed, you keep signing in with your previous address.',
  },
  signInCode: {
    subject: 'Your Lumière Albums sign-in code',
    heading: 'Your sign-in code',
    lead: 'To finish signing in, enter this code:',
    after: 'If you are not signing in, someone may know your password: change it under Account → Security.',
  },
};

/** The code's paragraph: large and spaced, for reading it off a phone. */
const Code = ({ children }: { children: string }) => (
  <Paragraph>
    <span style={{ fontSize: '28px', letterSpacing: '0.2em', fontWeight: 600 }}>{children}</span>
  </Paragraph>
);

/** `code` and `username`: Cognito's placeholders, which it fills in. */
export function accountEmail(message: AccountMessage, to: string, site: string, { code, username }: { code: string; username: string }): Email {
  if (message === 'temporaryPassword') {
    return {
      to,
      subject: 'Your Lumière Albums account',
      body: (
        <EmailLayout site={site} heading="Your account is ready" preview="An account has been made for you at Lumière Albums.">
          <Paragraph>An account has been made for you at Lumière Albums. Sign in with {username} and this temporary password:</Paragraph>
          <Code>{code}</Code>
          <Paragraph>You will choose your own password when you first sign in.</Paragraph>
          <Action href={`${site}/login`}>Sign in</Action>
        </EmailLayout>
      ),
    };
  }
  const words = wording[message];
  return {
    to,
    subject: words.subject,
    body: (
      <EmailLayout site={site} heading={words.heading} preview={words.lead}>
        <Paragraph>{words.lead}</Paragraph>
        <Code>{code}</Code>
        <Paragraph>The code is valid for 24 hours (a password reset code for one hour).</Paragraph>
        <Paragraph>{words.after}</Paragraph>
      </EmailLayout>
    ),
  };
}
