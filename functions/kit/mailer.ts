/**
 * Sends the shop's email through Amazon SES (v2), with the SDK's client made once per container:
 * the HTML and its plain-text version in one message. The sender is MAIL_FROM. Only the
 * notifications function sends email (functions/notifications/). Locally the SES endpoint is the
 * local outbox (AWS_ENDPOINT_URL_SESV2), so the same call lands in .local/outbox.
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';

export const ses = new SESv2Client({});

export async function sendEmail(message: { to: string; subject: string; text: string; html: string }): Promise<void> {
  const content = (Data: string) => ({ Data, Charset: 'UTF-8' });
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: process.env.MAIL_FROM ?? 'orders@example.com',
      Destination: { ToAddresses: [message.to] },
      Content: { Simple: { Subject: content(message.subject), Body: { Text: content(message.text), Html: content(message.html) } } },
    }),
  );
}
