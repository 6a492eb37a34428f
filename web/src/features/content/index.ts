/** What other features use of the shop's copy. */
export { steps } from './steps';
export { clips, founderStory, mission, reasons } from './about';
export { facts, site } from './facts';
export { questions } from './faq';
export { albumDesignTerms, cancellationPolicy, privacyPolicy, type Policy } from './policies';
export { referralOffer, referralPath, shareMessage, sharePath, sharedPath } from './pre-launch';
export { captureMemoriesSale, preLaunchSale, type Promotion } from './promotions';
