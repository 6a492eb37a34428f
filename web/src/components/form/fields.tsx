/**
 * The fields of the form kit, each a thin frame over react-hook-form's `useController`: a label,
 * its input and its hint and message, tied together by aria-describedby so a screen reader reads
 * them with the field. Values, required marking and messages come from the form (`useSchemaForm`);
 * the look from the surrounding `Form`.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useId } from 'react';
import { useController, useFormState, useWatch, type RefCallBack } from 'react-hook-form';
import { messages } from '@shared/messages';
import { useFieldLook } from './look';
import { controlOf, errorIdOf, type SchemaForm } from './use-schema-form';
import './forms.css';

/** What the input of one field needs, to spread onto it. */
interface FieldProps {
  name: string;
  id: string;
  value: string;
  required: boolean;
  ref: RefCallBack;
  onChange(event: { target: { value: string } }): void;
  onBlur(): void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

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
  const id = `${useId()}-${name}`;
  const { rules, required } = form;
  const control = controlOf(form);
  const { field, fieldState, formState } = useController({ control, name, rules: { deps: rules.deps?.[name] } });
  // A field with a reveal rule reads the whole form: its rule looks at other fields too.
  const reveal = rules.reveal?.[name];
  const values = useWatch({ control, disabled: !reveal });
  const { touchedFields } = useFormState({ control, disabled: !reveal });
  // Read whether shown or not: react-hook-form draws a field again only for the state it has read.
  const { error: problem, isTouched } = fieldState;
  // Once a send was tried every field says what is wrong; before, a field that was left (or its reveal rule).
  const shown = formState.isSubmitted || (reveal ? reveal(values, touchedFields) : isTouched);
  const error = shown ? problem?.message : undefined;
  const normalise = rules.normalise?.[name];
  const hintId = `${id}-hint`;
  const showHint = hint !== undefined && (look.hintFirst || !error);
  const describedBy = [showHint && hintId, error && errorIdOf(id)].filter(Boolean).join(' ') || undefined;
  const hintNote = showHint && (
    <p id={hintId} className={look.hint}>
      {hint}
    </p>
  );

  return (
    <div className={error && look.invalid ? `${look.field} ${look.invalid}` : look.field}>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      {look.hintFirst && hintNote}
      {children({
        name,
        id,
        value: field.value,
        required: required.has(name),
        ref: field.ref,
        onChange: (event) => field.onChange(normalise ? normalise(event.target.value) : event.target.value),
        onBlur: field.onBlur,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error && (
        <p id={errorIdOf(id)} className={look.error} role="alert" data-testid="field-error">
          {error}
        </p>
      )}
      {!look.hintFirst && hintNote}
    </div>
  );
}
