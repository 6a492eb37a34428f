/** The callback requests desk: Admin and Employee read the requests, set their status and add notes. */
import * as z from 'zod/mini';
import { callbackFilterSchema, callbackNoteSchema, callbackSchema, callbackStatusUpdateSchema } from '../callbacks';
import { defineContract } from './contract';
import * as table from './routes';

export const listCallbacks = defineContract({
  ...table.listCallbacks,
  summary: 'Callback requests, newest first, optionally of one status',
  query: callbackFilterSchema,
  response: z.array(callbackSchema),
});

export const setCallbackStatus = defineContract({
  ...table.setCallbackStatus,
  summary: 'Sets the status of a callback request',
  body: callbackStatusUpdateSchema,
  response: callbackSchema,
});

export const addCallbackNote = defineContract({
  ...table.addCallbackNote,
  summary: 'Adds a note to a callback request, signed by the caller',
  body: callbackNoteSchema,
  response: callbackSchema,
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const callbackRoutes = { listCallbacks, setCallbackStatus, addCallbackNote };
