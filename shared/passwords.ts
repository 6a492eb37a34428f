/** Password and phone rules of the sign-up forms: the pool's policy on /login, a stricter one on /create-account. */
import { messages } from './messages';

/**
 * The user pool's password policy: what Cognito itself refuses. The CDK Auth construct sets it on
 * the pool, the local cloud enforces it (cognito-local does not), the sign-in form shows it.
 */
export const userPoolPasswordPolicy = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** Cognito's own wording for a password outside the policy, or undefined when it conforms. */
export function passwordPolicyProblem(password: string, policy = userPoolPasswordPolicy): string | undefined {
  const problems = [
    password.length < policy.minLength && 'Password not long enough',
    policy.requireLowercase && !/[a-z]/.test(password) && 'Password must have lowercase characters',
    policy.requireUppercase && !/[A-Z]/.test(password) && 'Password must have uppercase characters',
    policy.requireDigits && !/[0-9]/.test(password) && 'Password must have numeric characters',
    policy.requireSymbols && !/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/.test(password) && 'Password must have symbol characters',
  ].filter(Boolean);
  return problems.length ? `Password did not conform with policy: ${problems[0]}` : undefined;
}

export const HOSTED_PASSWORD_MIN = userPoolPasswordPolicy.minLength;
export const CONFIRM_CHECK_THRESHOLD = 6;
export const CUSTOM_PASSWORD = { min: 12, max: 32, specials: '!@#$%^&*' } as const;

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/** The custom sign-up's rule: 12 to 32 characters, two each of lower, upper, digit and `!@#$%^&*`. */
export function customPasswordProblem(password: string): string | undefined {
  const ok =
    password.length >= CUSTOM_PASSWORD.min &&
    password.length <= CUSTOM_PASSWORD.max &&
    count(password, /[a-z]/g) >= 2 &&
    count(password, /[A-Z]/g) >= 2 &&
    count(password, /[0-9]/g) >= 2 &&
    count(password, /[!@#$%^&*]/g) >= 2;
  return ok ? undefined : messages.customPasswordRule;
}

/** `(555) 123-4567` → `5551234567`: digits only, at most ten. */
export const tenDigitPhone = (input: string): string => input.replace(/\D/g, '').slice(0, 10);
/** The identity service wants E.164: `+15551234567`. */
export const e164 = (tenDigits: string): string => `+1${tenDigits}`;
/** The hosted form keeps digits and a leading plus. */
export const stripPhone = (input: string): string => input.replace(/[^\d+]/g, '');
