/** What other features use of the shop's copy. */
export { steps } from './steps';
