/**
 * The shop's rules for its forms, apart from react-hook-form (the hosted sign-up on /login reads
 * them without it): which fields a schema requires and what an empty one says, and when a
 * confirmation is compared. Relative imports keep it loadable by the node unit tests as well as by Vite.
 */
import * as z from 'zod/mini';
import { messages } from '../../../../shared/messages';
import { CONFIRM_CHECK_THRESHOLD } from '../../../../shared/passwords';

/** A form over text inputs: every field of the schema is typed in as a string. */
export type FormSchema = z.ZodMiniObject;
export type FieldName<S extends FormSchema> = keyof z.input<S> & string;
export type FormValues<K extends string> = Record<K, string>;

export const fieldNames = <S extends FormSchema>(schema: S) => Object.keys(schema.shape) as FieldName<S>[];

/** A field is required unless its schema accepts it missing (`z.optional`, a default). */
export const requiredFields = <S extends FormSchema>(schema: S): FieldName<S>[] =>
  fieldNames(schema).filter((name) => !z.safeParse(schema.shape[name]!, undefined).success);

/**
 * `This field is required` for each required field left empty (or spaces): said instead of the
 * schema's message for a malformed value.
 */
export function requiredMessages<S extends FormSchema>(schema: S) {
  const required = requiredFields(schema);
  return (values: Partial<Record<string, string>>): Record<string, string> =>
    Object.fromEntries(required.filter((name) => !values[name]?.trim()).map((name) => [name, messages.required]));
}

/**
 * A password and its confirmation are compared once both were left, or once both hold
 * at least 6 characters, so nobody is told they differ while still typing the first one.
 */
export const confirmationDue = (password: string, confirmation: string, bothTouched: boolean): boolean =>
  bothTouched || (password.length >= CONFIRM_CHECK_THRESHOLD && confirmation.length >= CONFIRM_CHECK_THRESHOLD);

/** When a field's message may show, from what was typed and which fields were left (a send shows it anyway). */
export type RevealRule = (values: Readonly<Partial<Record<string, string>>>, touched: Readonly<Partial<Record<string, boolean>>>) => boolean;

/** The reveal rule of a confirmation field. */
export const revealConfirmation =
  (password: string, confirmation: string): RevealRule =>
  (values, touched) =>
    confirmationDue(values[password] ?? '', values[confirmation] ?? '', !!touched[password] && !!touched[confirmation]);
