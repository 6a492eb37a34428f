/**
 * A labelled input or text area with its hint and error, tied to it by aria-describedby so a
 * screen reader reads them with the field.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import '@/components/ui/forms.css';

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

type InputFieldProps = FieldProps & { multiline?: false } & InputHTMLAttributes<HTMLInputElement>;
type TextAreaFieldProps = FieldProps & { multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextField(props: InputFieldProps | TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.hint && hintId, props.error && errorId].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy,
  };

  let input: ReactNode;
  if (props.multiline) {
    const { label: _l, hint: _h, error: _e, className: _c, multiline: _m, ...rest } = props;
    input = <textarea {...rest} {...control} className="shop-field__control shop-field__control--multiline" />;
  } else {
    const { label: _l, hint: _h, error: _e, className: _c, multiline: _m, ...rest } = props;
    input = <input {...rest} {...control} className="shop-field__control" />;
  }

  return (
    <div className={`shop-field${props.error ? ' shop-field--invalid' : ''}${props.className ? ` ${props.className}` : ''}`}>
      <label htmlFor={id} className="shop-field__label">
        {props.label}
      </label>
      {props.hint && (
        <p id={hintId} className="shop-field__hint">
          {props.hint}
        </p>
      )}
      {input}
      {props.error && (
        <p id={errorId} className="shop-field__error" data-testid="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
