/** POST /request-callback (public): a callback request from the home page; answers 201 with its id. */
import { leadRoutes } from '@shared/api/leads';
import type { BodyOf } from '@shared/api/contract';
import { api } from '@/lib/api-client';

export type CallbackRequest = BodyOf<typeof leadRoutes.requestCallback>;

export const requestCallback = (request: CallbackRequest) => api(leadRoutes.requestCallback, { body: request });
