/** What the app's pages and other features use of this feature. */
export { Hero } from './components/hero';
export { HowItWorks } from './components/how-it-works';
export { heroImage } from './hero-image';
