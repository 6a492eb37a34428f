import type { ReactElement } from 'react';

/** A message before it is rendered: its recipient, its subject and its body as React Email components. */
export interface Email {
  to: string;
  subject: string;
  body: ReactElement;
}
