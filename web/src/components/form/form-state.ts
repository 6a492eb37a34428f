/**
 * The state of a form, without React: what was typed, which fields were left (touched), whether
 * a send was tried and what the server said about a field. From that and the schema the server
 * uses, `formView` works out the message each field shows and whether the form may be sent.
 * Relative imports keep it loadable by the node unit tests as well as by Vite.
 */
import * as z from 'zod/mini';
import { messages } from '../../../../shared/messages';
import { CONFIRM_CHECK_THRESHOLD } from '../../../../shared/passwords';

/** A form over text inputs: every field of the schema is typed in as a string. */
export type FormSchema = z.ZodMiniObject;
export type FieldName<S extends FormSchema> = keyof z.input<S> & string;
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface FormState<K extends string> {
  values: Record<K, string>;
  /** Fields the shopper has left at least once. */
  touched: Partial<Record<K, boolean>>;
  /** A send was tried: from then on every field says what is wrong. */
  submitted: boolean;
  /** What the server said about a field; it stands until that field changes. */
  serverErrors: FieldErrors<K>;
}

export interface FormRules<K extends string> {
  /** Rewrites what was typed before it is kept, e.g. a phone keeps its digits. */
  normalise?: Partial<Record<K, (typed: string) => string>>;
  /** When a field's message may show, instead of once it was touched (a send shows it anyway). */
  reveal?: Partial<Record<K, (state: FormState<K>) => boolean>>;
}

export interface FormView<S extends FormSchema> {
  /** The message each field shows now. */
  errors: FieldErrors<FieldName<S>>;
  /** Nothing is wrong, shown or not, and the server has no standing objection. */
  valid: boolean;
  /** Every required field holds something. */
  filled: boolean;
  /** The schema's output, when valid. */
  data?: z.output<S>;
}

const fieldNames = <S extends FormSchema>(schema: S) => Object.keys(schema.shape) as FieldName<S>[];

/** A field is required unless its schema accepts it missing (`z.optional`, a default). */
export const requiredFields = <S extends FormSchema>(schema: S): FieldName<S>[] =>
  fieldNames(schema).filter((name) => !z.safeParse(schema.shape[name]!, undefined).success);

export function initialFormState<S extends FormSchema>(schema: S, initial: Partial<Record<FieldName<S>, string>> = {}): FormState<FieldName<S>> {
  const values = Object.fromEntries(fieldNames(schema).map((name) => [name, initial[name] ?? ''])) as Record<FieldName<S>, string>;
  return { values, touched: {}, submitted: false, serverErrors: {} };
}

export function changeField<K extends string>(state: FormState<K>, name: NoInfer<K>, typed: string, rules: FormRules<K> = {}): FormState<K> {
  const normalise = rules.normalise?.[name];
  const { [name]: _answered, ...serverErrors } = state.serverErrors;
  return { ...state, values: { ...state.values, [name]: normalise ? normalise(typed) : typed }, serverErrors: serverErrors as FieldErrors<K> };
}

export const leaveField = <K extends string>(state: FormState<K>, name: NoInfer<K>): FormState<K> =>
  state.touched[name] ? state : { ...state, touched: { ...state.touched, [name]: true } };

export const trySubmit = <K extends string>(state: FormState<K>): FormState<K> => ({ ...state, submitted: true });

/** The API's `fields` ({ name: message }) onto the form's own fields; others are not shown. */
export function withServerErrors<K extends string>(state: FormState<K>, fields: Record<string, string> | undefined): FormState<K> {
  const serverErrors: FieldErrors<K> = {};
  for (const [name, message] of Object.entries(fields ?? {})) if (name in state.values) serverErrors[name as K] = message;
  return { ...state, serverErrors };
}

/**
 * Every field's first message, shown or not. An empty required field says `This field is
 * required` rather than the schema's message for a malformed value.
 */
export function fieldErrors<S extends FormSchema>(schema: S, values: Record<FieldName<S>, string>): { errors: FieldErrors<FieldName<S>>; data?: z.output<S> } {
  const errors: FieldErrors<FieldName<S>> = {};
  for (const name of requiredFields(schema)) if (!values[name]?.trim()) errors[name] = messages.required;
  const parsed = schema.safeParse(values);
  if (parsed.success) return { errors, data: Object.keys(errors).length ? undefined : parsed.data };
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as FieldName<S> | undefined;
    if (name !== undefined && name in values && !errors[name]) errors[name] = issue.message;
  }
  return { errors };
}

export function formView<S extends FormSchema>(schema: S, state: FormState<FieldName<S>>, rules: FormRules<FieldName<S>> = {}): FormView<S> {
  const { errors: all, data } = fieldErrors(schema, state.values);
  const errors: FieldErrors<FieldName<S>> = {};
  for (const name of fieldNames(schema)) {
    const reveal = rules.reveal?.[name];
    const shown = state.submitted || (reveal ? reveal(state) : !!state.touched[name]);
    const message = (shown ? all[name] : undefined) ?? state.serverErrors[name];
    if (message) errors[name] = message;
  }
  const valid = data !== undefined && Object.keys(state.serverErrors).length === 0;
  const filled = requiredFields(schema).every((name) => state.values[name]?.trim());
  return { errors, valid, filled, data: valid ? data : undefined };
}

/**
 * A password and its confirmation are compared once both were left, or once both hold
 * at least 6 characters, so nobody is told they differ while still typing the first one.
 */
export const confirmationDue = (password: string, confirmation: string, bothTouched: boolean): boolean =>
  bothTouched || (password.length >= CONFIRM_CHECK_THRESHOLD && confirmation.length >= CONFIRM_CHECK_THRESHOLD);

/** The reveal rule of a confirmation field, for `FormRules.reveal`. */
export const revealConfirmation =
  <K extends string>(password: K, confirmation: K) =>
  (state: FormState<K>): boolean =>
    confirmationDue(state.values[password], state.values[confirmation], !!state.touched[password] && !!state.touched[confirmation]);
