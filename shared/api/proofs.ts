/** The customer's proof review: the album design sent to them, and their answer. */
import { orderDesignsSchema, proofAnswerSchema } from '../editing';
import { orderSchema } from '../orders';
import { defineContract } from './contract';
import * as table from './routes';

export const getProof = defineContract({
  ...table.getProof,
  summary: 'The design rounds sent to the customer for each album of their order',
  response: orderDesignsSchema,
});

export const answerProof = defineContract({
  ...table.answerProof,
  summary: 'Approves the proof (the design is locked) or asks for changes with a comment per spread',
  body: proofAnswerSchema,
  response: orderSchema,
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const proofRoutes = { getProof, answerProof };
