/** The customer's proof review (issue 12): the album design sent to them, and their answer. */
import { orderDesignsSchema, proofAnswerSchema } from '../editing';
import { orderSchema } from '../orders';
import { defineContract } from './contract';

export const proofRoutes = {
  getProof: defineContract({
    method: 'GET', path: '/orders/{userId}/{orderId}/proof', summary: 'The design rounds sent to the customer for each album of their order',
    allow: ['owner'], response: orderDesignsSchema,
  }),
  answerProof: defineContract({
    method: 'POST', path: '/orders/{userId}/{orderId}/proof-answer', summary: 'Approves the proof (the design is locked) or asks for changes with a comment per spread',
    allow: ['owner'], body: proofAnswerSchema, response: orderSchema,
  }),
};
