/** POST /request-callback (public): a callback request from the home page; answers 201 with its id. */
import { leadRoutes } from '@shared/api/routes/leads';
import type { BodyOf, ContractOf } from '@shared/api/contract';
import { api } from '@/lib/api-client';

export type CallbackRequest = BodyOf<ContractOf<typeof leadRoutes.requestCallback>>;

export const requestCallback = (request: CallbackRequest) => api(leadRoutes.requestCallback, { body: request });
