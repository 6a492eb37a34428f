/**
 * The draft's page templates and limits, without zod: the draft page draws its spreads with them,
 * and taking them from the schema module (schema.ts, which re-exports them) would have the page's
 * code build every schema of the draft as it loads.
 */

/** Photos per page, by template. */
export const pageTemplates = ['one', 'two', 'three', 'four'] as const;
export type PageTemplate = (typeof pageTemplates)[number];
export const photosPerPage: Record<PageTemplate, number> = { one: 1, two: 2, three: 3, four: 4 };

/** The most photos a draft may hold (an album of the most pages takes twice its pages). */
export const MAX_DRAFT_PHOTOS = 400;
export const MAX_DRAFT_SPREADS = 100;
export const MAX_SPREAD_NOTE = 500;
