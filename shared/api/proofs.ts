/** The customer's proof review (issue 12): the album design sent to them, and their answer. */
import { orderDesignsSchema, proofAnswerSchema } from '../editing';
import { orderSchema } from '../orders';
import { defineContract } from './contract';
import { proofPaths as route } from './routes/proofs';

export const getProof = defineContract({
  ...route.getProof, summary: 'The design rounds sent to the customer for each album of their order',
  response: orderDesignsSchema,
});

export const answerProof = defineContract({
  ...route.answerProof, summary: 'Approves the proof (the design is locked) or asks for changes with a comment per spread',
  body: proofAnswerSchema, response: orderSchema,
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const proofRoutes = { getProof, answerProof };
