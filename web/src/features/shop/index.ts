/** What other features use of the shop: the form field and the validation its order forms use too. */
export { TextField } from './forms/text-field';
export { phoneDigits, validate, type FieldErrors } from './forms/validate';
