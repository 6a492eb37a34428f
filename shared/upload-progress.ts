/**
 * What the customer and the studio read of an upload beyond the spec's three states (signing,
 * successful, failed; shared/uploads.ts): a batch whose photos are in S3 and wait for the server's
 * check, a lost connection, and a file the browser refused before sending it.
 */
export const uploadProgressWords = {
  /** Every photo is in S3 and some still wait for the server's check. */
  checking: 'Checking the photos that arrived...',
  offline: 'Connection lost. Sending resumes by itself once it is back.',
  /** The browser read the file's first bytes and found no photo there: it is not sent. */
  notPrintableChosen: (fileName: string) => `${fileName} is not a photo we can print (JPEG, PNG, HEIC, TIFF or WebP), so it was not sent.`,
} as const;
