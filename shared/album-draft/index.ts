/** The album draft: its document, its page templates, the instant layout and the customer's edits. */
export * from './schema';
export * from './templates';
export * from './layout';
export * from './edits';
