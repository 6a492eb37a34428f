/** The About page's words: the founder's story, the mission, how it works and why choose us. */
import { clipPictures } from '@shared/artwork/clip-pictures';

export const founderStory = [
  'Lumière began with a shoebox. After my grandmother passed, we found hundreds of her photographs loose in it: weddings, first days of school, summers at the lake. Nobody knew the order, and half the names were lost.',
  'I spent that winter putting them into an album, page by page. When the family sat down with it, the stories came back. That is when I understood that a photograph is only half a memory; the other half is having it somewhere you can hold it and pass it on.',
  'Today our small studio does the same for families, couples and photographers: we take the pictures you love and bind them into something that will still be opened in fifty years.',
] as const;

export const mission =
  'To turn the photographs living on your phone into heirlooms: designed with care, made by hand from archival materials, and simple to order.';

export const reasons = [
  { title: 'Design included', text: 'Every album is laid out by a designer, not a template. You simply choose the photographs.' },
  { title: 'Made to last', text: 'Archival papers and inks, covers wrapped by hand in leather, linen or velvet.' },
  { title: 'A real studio', text: 'Small enough to know your order by name; ask for a callback and a person rings you back.' },
  { title: 'Free shipping', text: 'Every order ships free, carefully wrapped and boxed.' },
] as const;

/**
 * The three animated clips (shared/artwork/artwork.ts draws them at 960x540): each an action over
 * a still set, with a still of the action for when the slideshow is paused.
 */
const clip = (n: number, alt: string, caption: string) => ({ ...clipPictures(`/art/about/clip-${n}`), alt, caption });

export const clips = [
  clip(1, 'Turning the pages of a finished album', 'Every page, finished by hand'),
  clip(2, 'Photos being laid out on a spread by our designers', 'Laid out by our designers'),
  clip(3, 'An album wrapped in tissue and boxed for shipping', 'Wrapped and boxed for you'),
];
