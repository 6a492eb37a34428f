/** An email rendered with React Email: its HTML, and the plain-text version made from that HTML (links written out in full). */
import { render, toPlainText } from '@react-email/render';
import type { Email } from './email';

export interface RenderedEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export async function renderEmail(email: Email): Promise<RenderedEmail> {
  const html = await render(email.body);
  return { to: email.to, subject: email.subject, html, text: toPlainText(html) };
}
