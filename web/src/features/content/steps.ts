/** How an order goes, in three steps: the home page and the About page both tell it. */
export const steps = [
  { title: 'Pick', text: 'Choose your album or print, its cover and its size. Design is always included.' },
  { title: 'Upload', text: 'Send us your favourite photographs from My Orders, whenever you are ready.' },
  { title: 'We create & ship', text: 'Our designers lay out every page, we print and bind it by hand, and send it to your door.' },
] as const;
