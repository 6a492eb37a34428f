/** The callback requests desk (spec §2, §4, §7): Admin and Employee read the requests, set their status and add notes. */
import * as z from 'zod/mini';
import { callbackFilterSchema, callbackNoteSchema, callbackSchema, callbackStatusUpdateSchema } from '../callbacks';
import { defineContract } from './contract';
import { callbackPaths as route } from './routes/callbacks';

export const listCallbacks = defineContract({
  ...route.listCallbacks, summary: 'Callback requests, newest first, optionally of one status',
  query: callbackFilterSchema, response: z.array(callbackSchema),
});

export const setCallbackStatus = defineContract({
  ...route.setCallbackStatus, summary: 'Sets the status of a callback request',
  body: callbackStatusUpdateSchema, response: callbackSchema,
});

export const addCallbackNote = defineContract({
  ...route.addCallbackNote, summary: 'Adds a note to a callback request, signed by the caller',
  body: callbackNoteSchema, response: callbackSchema,
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const callbackRoutes = { listCallbacks, setCallbackStatus, addCallbackNote };
