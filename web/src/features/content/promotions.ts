/** The two sale pages' words; what they offer is the sale the studio runs (features/promotions). */

export interface Promotion {
  title: string;
  eyebrow: string;
  headline: string;
  text: string;
  /** The album grid's heading. */
  collectionTitle: string;
}

export const preLaunchSale: Promotion = {
  title: 'Pre-launch special',
  eyebrow: 'Pre-launch special',
  headline: 'Be among the first to hold one',
  text: 'We are opening our doors with our warmest welcome: the pre-launch special. Choose any album, send us your favourite photographs, and let our studio design, print and bind them for you.',
  collectionTitle: 'Start your album',
};

export const captureMemoriesSale: Promotion = {
  title: 'Capture memories',
  eyebrow: 'Capture memories',
  headline: 'Your photographs deserve more than a camera roll',
  text: 'The weddings, the first steps, the summers you never want to forget: bring them out of your phone and into an album you can hold, with design always included.',
  collectionTitle: 'Choose your album',
};
