/** The customer's proof review, for My Orders. */
export { ProofReview } from './components/proof-review';
