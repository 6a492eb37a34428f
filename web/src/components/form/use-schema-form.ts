/**
 * A form checked against the schema the server uses: the React side of `form-state.ts`. It keeps
 * the state, hands each input its props, refuses a send while something is wrong (focus goes to
 * the first field that needs attention), and after a failed send shows the server's field
 * messages and a form-level message.
 */
import { useCallback, useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type * as z from 'zod/mini';
import { messages } from '@shared/messages';
import { ApiError } from '@/lib/api-client';
import {
  changeField,
  formView,
  initialFormState,
  leaveField,
  requiredFields,
  trySubmit,
  withServerErrors,
  type FieldErrors,
  type FieldName,
  type FormRules,
  type FormSchema,
} from './form-state';

export interface SchemaFormOptions<S extends FormSchema> extends FormRules<FieldName<S>> {
  initial?: Partial<Record<FieldName<S>, string>>;
  /** Sends the checked values; throws when that failed. `reset` empties the form again. */
  onSubmit(data: z.output<S>, form: { reset(): void }): Promise<void> | void;
  /** The form-level message for a failed send; by default the error's own message. */
  failure?: (error: unknown) => string;
}

/** What the input of one field needs, to spread onto it. */
export interface FieldProps {
  name: string;
  id: string;
  value: string;
  required: boolean;
  onChange(event: { target: { value: string } }): void;
  onBlur(): void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A form from `useSchemaForm`, by its field names: what the kit's components are given. */
export interface SchemaForm<K extends string> {
  values: Record<K, string>;
  /** The message each field shows now. */
  errors: FieldErrors<K>;
  /** Nothing is wrong, shown or not, and no message of the server's stands. */
  valid: boolean;
  /** Every required field holds something. */
  filled: boolean;
  /** Valid and not being sent. */
  canSubmit: boolean;
  submitting: boolean;
  /** The form-level message of the last failed send. */
  error: string | undefined;
  /** How many sends failed so far. */
  failures: number;
  field(name: K): FieldProps;
  set(name: K, value: string): void;
  /** Back to the initial values, untouched, without a message. */
  reset(): void;
  submit(event?: FormEvent): Promise<void>;
  /** For the `<form>` element (see `Form`). */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onSubmit(event: FormEvent): void;
    noValidate: true;
    'aria-busy': boolean;
  };
}

export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

const ownMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : messages.callbackFailed);

export function useSchemaForm<S extends FormSchema>(schema: S, options: SchemaFormOptions<S>): SchemaForm<FieldName<S>> {
  type Name = FieldName<S>;
  const idPrefix = useId();
  const element = useRef<HTMLFormElement>(null);
  const [state, setState] = useState(() => initialFormState(schema, options.initial));
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  // Counts failed sends, so the same message failing twice still draws attention (FormError).
  const [failures, setFailures] = useState(0);
  const required = useMemo(() => new Set(requiredFields(schema)), [schema]);
  const rules: FormRules<Name> = { normalise: options.normalise, reveal: options.reveal };
  const view = formView(schema, state, rules);
  // The latest options, for callbacks that outlive the render that made them.
  const latest = useRef(options);
  latest.current = options;

  const reset = useCallback(() => {
    setState(initialFormState(schema, latest.current.initial));
    setError(undefined);
  }, [schema]);

  const set = (name: Name, value: string) => setState((was) => changeField(was, name, value, rules));

  const field = (name: Name): FieldProps => {
    const id = `${idPrefix}-${name}`;
    const message = view.errors[name];
    return {
      name,
      id,
      value: state.values[name],
      required: required.has(name),
      onChange: (event) => set(name, event.target.value),
      onBlur: () => setState((was) => leaveField(was, name)),
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? errorIdOf(id) : undefined,
    };
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    const tried = trySubmit(state);
    const checked = formView(schema, tried, rules);
    // Drawn at once, so the first field with a message can take focus.
    flushSync(() => setState(tried));
    if (!checked.valid || checked.data === undefined) {
      element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSubmitting(true);
    setError(undefined);
    try {
      await latest.current.onSubmit(checked.data, { reset });
    } catch (cause) {
      if (cause instanceof ApiError) setState((was) => withServerErrors(was, cause.fields));
      setError((latest.current.failure ?? ownMessage)(cause));
      setFailures((n) => n + 1);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values: state.values,
    errors: view.errors,
    valid: view.valid,
    filled: view.filled,
    canSubmit: view.valid && !submitting,
    submitting,
    error,
    failures,
    field,
    set,
    reset,
    submit,
    formProps: { ref: element, onSubmit: (event) => void submit(event), noValidate: true, 'aria-busy': submitting },
  };
}
