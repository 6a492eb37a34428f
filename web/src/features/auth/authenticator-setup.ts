/**
 * How the Amplify Authenticator behaves on /login: the sign-in flow of the runtime config
 * (USER_PASSWORD_AUTH locally, SRP in the cloud), the sign-up fields (names, email, phone) and
 * the validation messages, all from shared/.
 */
import type { AuthenticatorProps } from '@aws-amplify/ui-react';
import { signIn, signUp, type SignInInput, type SignUpInput } from 'aws-amplify/auth';
import { messages } from '@shared/messages';
import { stripPhone } from '@shared/passwords';
import type { RuntimeConfig } from '@shared/runtime-config';
import { hostedSignUpSchema } from '@shared/sign-up';
import { confirmationDue, requiredMessages } from '@/components/form/form-rules';
import { site } from '@/lib/site';

type Services = NonNullable<AuthenticatorProps['services']>;
type FormValues = Record<string, string | undefined>;
type Touched = Record<string, boolean | undefined>;

const hostedSignUpRequired = requiredMessages(hostedSignUpSchema);

export function authenticatorServices(config: RuntimeConfig): Services {
  const { authFlowType } = config;
  return {
    handleSignIn: oneArgument((input: SignInInput) => signIn({ ...input, options: { ...input.options, authFlowType } })),

    handleSignUp: oneArgument((input: SignUpInput) => {
      const { phone_number: phone, ...attributes } = input.options?.userAttributes ?? {};
      const phoneNumber = phone ? stripPhone(phone) : '';
      return signUp({
        ...input,
        options: {
          ...input.options,
          // Phones keep digits and the plus; a bare dial code is no phone number.
          userAttributes: { ...attributes, ...(/\d{4,}/.test(phoneNumber) ? { phone_number: phoneNumber } : {}) },
          // The sign-in that follows the confirmation must use the pool's flow too.
          autoSignIn: { authFlowType },
        },
      });
    }),

    /**
     * First name, last name and email are required; each says so once it was left, with the
     * schema's first message as the shop's own forms give it (`This field is required` when empty).
     */
    async validateCustomSignUp(formData: FormValues, touched: Touched) {
      const errors: Record<string, string> = {};
      for (const issue of hostedSignUpSchema.safeParse(formData).error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
      Object.assign(errors, hostedSignUpRequired(formData));
      const shown = Object.entries(errors).filter(([name]) => touched[name]);
      return shown.length ? Object.fromEntries(shown) : null;
    },

    /** Compared once both were touched, or both hold at least 6 characters. */
    async validateConfirmPassword(formData: FormValues, touched: Touched) {
      const { password = '', confirm_password: confirm = '' } = formData;
      if (!password && !confirm) return null;
      const due = confirmationDue(password, confirm, !!touched.password && !!touched.confirm_password);
      return due && password !== confirm ? { confirm_password: messages.passwordsMustMatch } : null;
    },
  };
}

/**
 * The services are typed as Amplify's own functions, which are overloaded with a server-side
 * `(context, input)` form; the Authenticator only ever calls the browser's `(input)` form.
 */
function oneArgument<F extends (input: never) => unknown, T>(service: F): T {
  return service as unknown as T;
}

export function authenticatorFormFields(): AuthenticatorProps['formFields'] {
  return {
    signIn: {
      username: { label: 'Email', placeholder: 'you@example.com', type: 'email', autocomplete: 'username' },
      password: { label: 'Password', placeholder: 'Password' },
    },
    signUp: {
      given_name: { label: 'First name', placeholder: 'First name', isRequired: true, order: 1 },
      family_name: { label: 'Last name', placeholder: 'Last name', isRequired: true, order: 2 },
      email: { label: 'Email', placeholder: 'you@example.com', isRequired: true, order: 3 },
      phone_number: { label: 'Phone', placeholder: 'Phone number', dialCode: '+1', isRequired: false, order: 4 },
      password: { label: 'Password', placeholder: 'Password', order: 5 },
      confirm_password: { label: 'Confirm password', placeholder: 'Confirm password', order: 6 },
    },
    forgotPassword: {
      username: { label: 'Email', placeholder: 'you@example.com', type: 'email' },
    },
    setupTotp: { QR: { totpIssuer: site.name } },
  };
}
