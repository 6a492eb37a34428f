/** The `<form>` of the kit, its form-level message and its send button. */
import { useEffect, useRef, type ButtonHTMLAttributes, type FormHTMLAttributes, type ReactNode } from 'react';
import { FieldLookContext, type FieldLookName } from './look';
import type { SchemaForm } from './use-schema-form';

type FormProps<K extends string> = {
  form: SchemaForm<K>;
  /** How the fields are drawn; storefront forms by default. */
  look?: FieldLookName;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>;

export function Form<K extends string>({ form, look = 'shop', children, ...rest }: FormProps<K>) {
  return (
    <FieldLookContext.Provider value={look}>
      {/* The schema says what is wrong, in the spec's words, so the browser's own checks stay off. */}
      <form {...rest} {...form.formProps}>
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

/** Why the last send failed, announced as it appears. */
export function FormError<K extends string>({ form, className, takeFocus, ...rest }: FormErrorProps<K>) {
  const element = useRef<HTMLParagraphElement>(null);
  // Only a failure that happens while it is on screen moves focus, not one it is mounted with.
  const seen = useRef(form.failures);
  useEffect(() => {
    if (form.failures === seen.current) return;
    seen.current = form.failures;
    if (takeFocus) element.current?.focus();
  }, [takeFocus, form.failures]);
  if (!form.error) return null;
  return (
    <p ref={element} tabIndex={takeFocus ? -1 : undefined} className={className} role="alert" {...rest}>
      {form.error}
    </p>
  );
}

type SubmitButtonProps<K extends string> = {
  form: SchemaForm<K>;
  /** What the button says while the form is being sent. */
  busyLabel: string;
  /**
   * `filled`: disabled until every required field holds something (the address and the custom
   * sign-up forms wait so); `valid`: until nothing is wrong. Without it the button stays usable,
   * so pressing it names what is wrong; it is only marked busy while sending.
   */
  waitFor?: 'filled' | 'valid';
  children: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled' | 'form'>;

export function SubmitButton<K extends string>({ form, busyLabel, waitFor, children, ...rest }: SubmitButtonProps<K>) {
  const disabled = waitFor === 'filled' ? !form.filled || form.submitting : waitFor === 'valid' ? !form.canSubmit : undefined;
  return (
    <button {...rest} type="submit" disabled={disabled} aria-disabled={waitFor ? undefined : form.submitting}>
      {form.submitting ? busyLabel : children}
    </button>
  );
}
