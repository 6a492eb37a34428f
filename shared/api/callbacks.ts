/** The callback requests desk (spec §2, §4, §7): Admin and Employee read the requests, set their status and add notes. */
import * as z from 'zod/mini';
import { callbackFilterSchema, callbackNoteSchema, callbackSchema, callbackStatusUpdateSchema } from '../callbacks';
import { defineContract } from './contract';

const desk = ['Admin', 'Employee'] as const;

export const callbackRoutes = {
  listCallbacks: defineContract({
    method: 'GET', path: '/request-callback/admin', summary: 'Callback requests, newest first, optionally of one status',
    allow: desk, query: callbackFilterSchema, response: z.array(callbackSchema),
  }),
  setCallbackStatus: defineContract({
    method: 'PUT', path: '/request-callback/{id}', summary: 'Sets the status of a callback request',
    allow: desk, body: callbackStatusUpdateSchema, response: callbackSchema,
  }),
  addCallbackNote: defineContract({
    method: 'PUT', path: '/request-callback/{id}/add-note', summary: 'Adds a note to a callback request, signed by the caller',
    allow: desk, body: callbackNoteSchema, response: callbackSchema,
  }),
};
