/** POST /request-callback (public): a callback request from the home page; answers 201 with its id. */
import type { ContractOf } from '@shared/api';
import type { BodyOf } from '@shared/api/contract';
import { api } from '@/lib/api-client';

export type CallbackRequest = BodyOf<ContractOf<'POST /request-callback'>>;

export const requestCallback = (request: CallbackRequest) => api('POST /request-callback', { body: request });
