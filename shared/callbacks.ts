/** Callback requests left on the home page (spec §2, §3, §5, §7). */
import * as z from 'zod';
import { messages } from './messages';

export const callbackStatuses = ['New', 'No-Answer', 'Completed', 'Escalated', 'Follow-up-Required'] as const;
export const callbackStatusSchema = z.enum(callbackStatuses);

const required = (max: number) => z.string().trim().min(1, messages.required).max(max);

export const callbackRequestSchema = z.object({
  firstName: required(60),
  lastName: required(60),
  email: z.email(messages.invalidEmail),
  phone: z.string().regex(/^\d{10}$/, messages.callbackPhone),
  message: required(2000),
});

export const callbackSchema = callbackRequestSchema.extend({
  _id: z.string(),
  date: z.iso.datetime(),
  currentStatus: callbackStatusSchema,
  notes: z.array(z.object({ note: z.string(), date: z.iso.datetime(), by: z.string() })),
});
export type Callback = z.infer<typeof callbackSchema>;

export const callbackStatusUpdateSchema = z.object({ newStatus: callbackStatusSchema });
export const callbackNoteSchema = z.object({ note: z.string().trim().min(1, messages.noteRequired).max(2000) });
