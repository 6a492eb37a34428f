/**
 * Where an About page clip's three pictures are (see Clip in clips.ts): its action on the loop,
 * a still of the action, and the set both are laid over. The artwork draws them at these paths
 * (artwork.ts) and the About page shows them (web/src/features/content/about.ts). This module is
 * tiny on purpose: the web imports it without the drawing code.
 */
export const clipPictures = (base: string) => ({ src: `${base}.svg`, still: `${base}-still.svg`, set: `${base}-set.svg` });
