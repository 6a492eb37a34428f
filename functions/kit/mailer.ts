/**
 * Sends the shop's email through Amazon SES (v2), with the SDK's client made once per container.
 * The sender is MAIL_FROM. Locally the SES endpoint is the local outbox (AWS_ENDPOINT_URL_SESV2),
 * so the same call lands in .local/outbox.
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';

export const ses = new SESv2Client({});

export async function sendEmail(message: { to: string; subject: string; text: string }): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: process.env.MAIL_FROM ?? 'orders@example.com',
      Destination: { ToAddresses: [message.to] },
      Content: { Simple: { Subject: { Data: message.subject }, Body: { Text: { Data: message.text } } } },
    }),
  );
}
