/**
 * A form checked against the schema the server uses, kept by react-hook-form: the values, which
 * fields were left, the messages (through `schemaResolver`), the send and focus to the first field
 * with a message. The shop adds when a message shows (`reveal`), what typing keeps (`normalise`),
 * and after a failed send the server's field messages and a form-level message.
 */
import { useMemo, useRef, type BaseSyntheticEvent, type RefObject } from 'react';
import { useForm, type Control, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { messages } from '@shared/messages';
import { ApiError } from '@/lib/api-client';
import { fieldNames, requiredFields, type FieldName, type FormSchema, type FormValues, type RevealRule } from './form-rules';
import { schemaResolver } from './schema-resolver';

export interface FieldRules<K extends string> {
  /** Rewrites what was typed before it is kept, e.g. a phone keeps its digits. */
  normalise?: Partial<Record<K, (typed: string) => string>>;
  /** When a field's message may show, instead of once it was left (a send shows it anyway). */
  reveal?: Partial<Record<K, RevealRule>>;
  /** The fields checked again when this one changes, as their messages depend on it. */
  deps?: Partial<Record<K, K[]>>;
}

export interface SchemaFormOptions<S extends FormSchema> extends FieldRules<FieldName<S>> {
  initial?: Partial<FormValues<FieldName<S>>>;
  /** Sends the checked values; throws when that failed. */
  onSubmit(data: z.output<S>): Promise<void> | void;
  /** The form-level message for a failed send; by default the error's own message. */
  failure?: (error: unknown) => string;
}

/**
 * A form from `useSchemaForm`, by its field names and what a send gives: react-hook-form's own,
 * and what the kit's components read.
 */
export type SchemaForm<K extends string, Output = unknown> = UseFormReturn<FormValues<K>, unknown, Output> & {
  rules: FieldRules<K>;
  required: ReadonlySet<K>;
  /** Checks and sends; for the `<form>`'s submit (see `Form`). */
  submit(event?: BaseSyntheticEvent): Promise<void>;
  element: RefObject<HTMLFormElement | null>;
};

/** Where the form-level message of a failed send is kept (react-hook-form clears root messages on each send). */
export const failureKey = 'root.failure';
const serverType = 'server';

export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/**
 * The form's control by plain field names: react-hook-form cannot resolve the paths of a record
 * whose keys are a type parameter, so the kit's components, generic in the names, use this.
 */
export const controlOf = <K extends string>(form: SchemaForm<K>) => form.control as unknown as Control<FormValues<string>>;

const ownMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : messages.callbackFailed);

export function useSchemaForm<S extends FormSchema>(schema: S, options: SchemaFormOptions<S>): SchemaForm<FieldName<S>, z.output<S>> {
  type Name = FieldName<S>;
  const element = useRef<HTMLFormElement>(null);
  const resolver = useMemo(() => schemaResolver(schema), [schema]);
  const required = useMemo(() => new Set(requiredFields(schema)), [schema]);
  const form = useForm<FormValues<Name>, unknown, z.output<S>>({
    defaultValues: Object.fromEntries(fieldNames(schema).map((name) => [name, options.initial?.[name] ?? ''])) as DefaultValues<FormValues<Name>>,
    resolver,
    // Every change and every blur checks again; when a message shows is the fields' own rule (fields.tsx).
    mode: 'all',
  });
  // The latest options, for a send that outlives the render that started it.
  const latest = useRef(options);
  latest.current = options;
  const sending = useRef(false);
  // By plain names, as in `controlOf`.
  const byName = form as unknown as UseFormReturn<FormValues<string>>;

  const send = form.handleSubmit(async (data) => {
    try {
      await latest.current.onSubmit(data);
    } catch (cause) {
      if (cause instanceof ApiError)
        for (const [name, message] of Object.entries(cause.fields ?? {})) if (name in form.getValues()) byName.setError(name, { type: serverType, message });
      form.setError(failureKey, { message: (latest.current.failure ?? ownMessage)(cause) });
    }
  });

  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    // The server's message on a field stands until that field changes: the same values are not sent again.
    if (fieldNames(schema).some((name) => byName.getFieldState(name).error?.type === serverType)) {
      element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    sending.current = true;
    try {
      await send(event);
    } finally {
      sending.current = false;
    }
  };

  return {
    ...form,
    rules: { normalise: options.normalise, reveal: options.reveal, deps: options.deps },
    required,
    submit,
    element,
  };
}
