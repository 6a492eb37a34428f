/** The `<form>` of the kit, its form-level message and its send button. */
import { useEffect, useRef, type ButtonHTMLAttributes, type FormHTMLAttributes, type ReactNode } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { FieldLookContext, type FieldLookName } from './look';
import { controlOf, failureKey, type SchemaForm } from './use-schema-form';

type FormProps<K extends string> = {
  form: SchemaForm<K>;
  /** How the fields are drawn; storefront forms by default. */
  look?: FieldLookName;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>;

export function Form<K extends string>({ form, look = 'shop', children, ...rest }: FormProps<K>) {
  const { isSubmitting } = useFormState({ control: controlOf(form) });
  return (
    <FieldLookContext.Provider value={look}>
      {/* The schema says what is wrong, in the spec's words, so the browser's own checks stay off. */}
      <form {...rest} ref={form.element} onSubmit={(event) => void form.submit(event)} noValidate aria-busy={isSubmitting}>
        {children}
      </form>
    </FieldLookContext.Provider>
  );
}

interface FormErrorProps<K extends string> {
  form: SchemaForm<K>;
  className: string;
  /** Moves focus to the message when a send fails, where the form is small enough to lose it. */
  takeFocus?: boolean;
  'data-testid'?: string;
}

/** The form-level message of the last failed send, if it failed. */
export const useFormFailure = <K extends string>(form: SchemaForm<K>): string | undefined =>
  useFormState({ control: controlOf(form), name: failureKey }).errors.root?.failure?.message;

/** Why the last send failed, announced as it appears. */
export function FormError<K extends string>({ form, className, takeFocus, ...rest }: FormErrorProps<K>) {
  const element = useRef<HTMLParagraphElement>(null);
  const message = useFormFailure(form);
  const { submitCount } = useFormState({ control: controlOf(form) });
  // Only a failure that happens while it is on screen moves focus, not one it is mounted with;
  // each send counts, so the same message failing twice still draws attention.
  const seen = useRef(submitCount);
  useEffect(() => {
    if (submitCount === seen.current) return;
    seen.current = submitCount;
    if (takeFocus && message) element.current?.focus();
  }, [takeFocus, submitCount, message]);
  if (!message) return null;
  return (
    <p ref={element} tabIndex={takeFocus ? -1 : undefined} className={className} role="alert" {...rest}>
      {message}
    </p>
  );
}

type SubmitButtonProps<K extends string> = {
  form: SchemaForm<K>;
  /** What the button says while the form is being sent. */
  busyLabel: string;
  /**
   * `filled`: disabled until every required field holds something (the address and the custom
   * sign-up forms wait so). Without it the button stays usable, so pressing it names what is
   * wrong; it is only marked busy while sending.
   */
  waitFor?: 'filled';
  children: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled' | 'form'>;

export function SubmitButton<K extends string>({ form, busyLabel, waitFor, children, ...rest }: SubmitButtonProps<K>) {
  const { isSubmitting } = useFormState({ control: controlOf(form) });
  const values = useWatch({ control: controlOf(form), disabled: !waitFor });
  const filled = [...form.required].every((name) => values[name]?.trim());
  return (
    <button {...rest} type="submit" disabled={waitFor ? !filled || isSubmitting : undefined} aria-disabled={waitFor ? undefined : isSubmitting}>
      {isSubmitting ? busyLabel : children}
    </button>
  );
}
