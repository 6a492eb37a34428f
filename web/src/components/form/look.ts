/**
 * How a form's fields are drawn: the class names the storefront forms and the sign-up form
 * already style. A `Form` chooses its look once; the fields read it.
 */
import { createContext, useContext } from 'react';

interface FieldLook {
  field: string;
  invalid?: string;
  label?: string;
  control?: string;
  multiline?: string;
  hint: string;
  error: string;
  /**
   * Storefront fields read their hint before the input and keep it beside the error; sign-up
   * hints sit under the input and give way to the error, which there is the hint's own words
   * once the rule is broken.
   */
  hintFirst: boolean;
}

export const fieldLooks = {
  shop: {
    field: 'shop-field',
    invalid: 'shop-field--invalid',
    label: 'shop-field__label',
    control: 'shop-field__control',
    multiline: 'shop-field__control shop-field__control--multiline',
    hint: 'shop-field__hint',
    error: 'shop-field__error',
    hintFirst: true,
  },
  auth: {
    field: 'auth-field',
    hint: 'auth-field__hint',
    error: 'auth-field__problem',
    hintFirst: false,
  },
} satisfies Record<string, FieldLook>;

export type FieldLookName = keyof typeof fieldLooks;

export const FieldLookContext = createContext<FieldLookName>('shop');

export const useFieldLook = (): FieldLook => fieldLooks[useContext(FieldLookContext)];
