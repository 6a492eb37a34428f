/**
 * The resolver of the shop's forms: react-hook-form's zod resolver over the schema the server
 * uses, each field's first message, and an empty required field (or spaces) says `This field is
 * required` whatever the schema would say of a malformed value. On success a send gets the
 * schema's output (trimmed, normalised).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { requiredMessages, type FieldName, type FormSchema, type FormValues } from './form-rules';

export function schemaResolver<S extends FormSchema>(schema: S): Resolver<FormValues<FieldName<S>>, unknown, z.output<S>> {
  const check = zodResolver(schema) as unknown as Resolver<FormValues<FieldName<S>>, unknown, z.output<S>>;
  const required = requiredMessages(schema);
  return async (values, context, options) => {
    const result = await check(values, context, options);
    const empty = Object.entries(required(values));
    if (!empty.length) return result;
    const errors: Record<string, FieldError> = { ...(result.errors as Record<string, FieldError>) };
    for (const [name, message] of empty) errors[name] = { type: 'required', message };
    return { values: {}, errors: errors as FieldErrors<FormValues<FieldName<S>>> };
  };
}
