/**
 * Checks a form's text values against the schema the server uses, and gives each field its first
 * message. An empty required field says `This field is required` (spec §5) rather than the
 * schema's message for a malformed value. Pure, so the forms' messages are unit-tested here.
 */
import type * as z from 'zod';
import { messages } from './messages';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type Validated<S extends z.ZodType, K extends string> =
  | { ok: true; data: z.output<S> }
  | { ok: false; errors: FieldErrors<K> };

export function validate<S extends z.ZodType, K extends string>(
  schema: S,
  values: Record<K, string>,
  required: readonly K[],
): Validated<S, K> {
  const errors: FieldErrors<K> = {};
  for (const name of required) if (!values[name].trim()) errors[name] = messages.required;
  const parsed = schema.safeParse(values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as K | undefined;
      if (name !== undefined && name in values && !errors[name]) errors[name] = issue.message;
    }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, data: parsed.data };
}

/** Keeps the digits of a typed or pasted phone number, at most ten (spec §5). */
export const phoneDigits = (value: string): string => value.replace(/\D/g, '').slice(0, 10);
