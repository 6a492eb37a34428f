/** How a page calls the proofs routes: method, path and who may call; the schemas stay in ../proofs.ts. */
import type { proofRoutes as contracts } from '../proofs';
import { describeRoutes, type RoutesOf } from '../contract';

export const proofPaths = describeRoutes({
  getProof: { method: 'GET', path: '/orders/{userId}/{orderId}/proof', allow: ['owner'] },
  answerProof: { method: 'POST', path: '/orders/{userId}/{orderId}/proof-answer', allow: ['owner'] },
});

/** What the web imports: typed by the contract, without its schemas. */
export const proofRoutes: RoutesOf<typeof contracts> = proofPaths;
