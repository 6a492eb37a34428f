/**
 * The fields of the form kit. Each is a label, its input and its hint and message, tied together
 * by aria-describedby so a screen reader reads them with the field. Values, required marking and
 * messages come from the form (`useSchemaForm`); the look from the surrounding `Form`.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { messages } from '@shared/messages';
import { useFieldLook } from './look';
import { errorIdOf, type FieldProps, type SchemaForm } from './use-schema-form';
import './forms.css';

interface FieldOf<K extends string> {
  form: SchemaForm<K>;
  name: NoInfer<K>;
  label: ReactNode;
  hint?: ReactNode;
}

/** The props the kit owns, kept out of the pass-through attributes. */
type Own = 'form' | 'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'required' | 'className';

type TextFieldProps<K extends string> = FieldOf<K> & Omit<InputHTMLAttributes<HTMLInputElement>, Own>;

export function TextField<K extends string>({ form, name, label, hint, ...input }: TextFieldProps<K>) {
  const look = useFieldLook();
  return (
    <Field form={form} name={name} label={label} hint={hint}>
      {(props) => <input {...input} {...props} className={look.control} />}
    </Field>
  );
}

/** A phone number: a tel input with the number pad, the digits kept by the form's `normalise` rule. */
export function PhoneField<K extends string>(props: TextFieldProps<K>) {
  return <TextField type="tel" inputMode="numeric" autoComplete="tel-national" placeholder={messages.callbackPhone} {...props} />;
}

type TextAreaFieldProps<K extends string> = FieldOf<K> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own>;

export function TextAreaField<K extends string>({ form, name, label, hint, ...textarea }: TextAreaFieldProps<K>) {
  const look = useFieldLook();
  return (
    <Field form={form} name={name} label={label} hint={hint}>
      {(props) => <textarea {...textarea} {...props} className={look.multiline} />}
    </Field>
  );
}

type SelectFieldProps<K extends string> = FieldOf<K> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, Own> & {
    /** Value → what the shopper reads, in order. */
    options: Readonly<Record<string, string>>;
    /** The empty first choice, e.g. `Choose a state`. */
    placeholder: string;
  };

export function SelectField<K extends string>({ form, name, label, hint, options, placeholder, ...select }: SelectFieldProps<K>) {
  const look = useFieldLook();
  return (
    <Field form={form} name={name} label={label} hint={hint}>
      {(props) => (
        <select {...select} {...props} className={look.control}>
          <option value="">{placeholder}</option>
          {Object.entries(options).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The frame every field shares: label, hint and message around the control it is given. */
function Field<K extends string>({ form, name, label, hint, children }: FieldOf<K> & { children(props: FieldProps): ReactNode }) {
  const look = useFieldLook();
  const props = form.field(name);
  const error = form.errors[name];
  const hintId = `${props.id}-hint`;
  const showHint = hint !== undefined && (look.hintFirst || !error);
  const describedBy = [showHint && hintId, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const hintNote = showHint && (
    <p id={hintId} className={look.hint}>
      {hint}
    </p>
  );

  return (
    <div className={error && look.invalid ? `${look.field} ${look.invalid}` : look.field}>
      <label htmlFor={props.id} className={look.label}>
        {label}
      </label>
      {look.hintFirst && hintNote}
      {children({ ...props, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorIdOf(props.id)} className={look.error} role="alert" data-testid="field-error">
          {error}
        </p>
      )}
      {!look.hintFirst && hintNote}
    </div>
  );
}
