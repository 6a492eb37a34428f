/** Callback requests left on the home page: every field required, a ten-digit phone; staff add statuses and notes. */
import * as z from 'zod/mini';
import { messages } from './messages';
import { safeText } from './text';

export const callbackStatuses = ['New', 'No-Answer', 'Completed', 'Escalated', 'Follow-up-Required'] as const;
export const callbackStatusSchema = z.enum(callbackStatuses);

const required = (max: number, options: { multiline?: boolean } = {}) => safeText(max, options).check(z.minLength(1, messages.required));

/** The most notes one request keeps: 50 of 2,000 characters keep the item well under DynamoDB's 400 KB. */
export const MAX_CALLBACK_NOTES = 50;

export const callbackRequestSchema = z.object({
  firstName: required(60),
  lastName: required(60),
  email: z.email(messages.invalidEmail),
  phone: z.string().check(z.regex(/^\d{10}$/, messages.callbackPhone)),
  message: required(2000, { multiline: true }),
});

/** A note on a callback request: what was said, by which member of staff, when. */
export const callbackNoteRecordSchema = z.object({
  note: z.string(),
  by: z.object({ firstName: z.string(), lastName: z.string() }),
  at: z.iso.datetime(),
});
export type CallbackNote = z.infer<typeof callbackNoteRecordSchema>;

export const callbackSchema = z.extend(callbackRequestSchema, {
  _id: z.string(),
  date: z.iso.datetime(),
  currentStatus: callbackStatusSchema,
  notes: z.array(callbackNoteRecordSchema),
});
export type Callback = z.infer<typeof callbackSchema>;

/** `GET /request-callback/admin?status=`: the desk's filter. */
export const callbackFilterSchema = z.object({ status: z.optional(callbackStatusSchema) });

export const callbackStatusUpdateSchema = z.object({ newStatus: callbackStatusSchema });
export const callbackNoteSchema = z.object({ note: safeText(2000, { multiline: true }).check(z.minLength(1, messages.noteRequired)) });
