/** POST /request-callback (public): a callback request from the home page; answers 201 with its id. */
import type * as z from 'zod';
import type { callbackRequestSchema } from '@shared/callbacks';
import { api } from '@/lib/api-client';

export type CallbackRequest = z.output<typeof callbackRequestSchema>;

export const requestCallback = (request: CallbackRequest): Promise<unknown> => api.post('/request-callback', request);
