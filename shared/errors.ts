/**
 * The error body every API route answers with, and the codes it may carry.
 * `fields` names each invalid input and its message.
 */
import * as z from 'zod/mini';

export const errorCodes = ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'internal'] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z.object({
  error: z.enum(errorCodes),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  requestId: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const statusOfError: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  internal: 500,
};
