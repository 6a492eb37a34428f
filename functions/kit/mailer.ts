/**
 * Sends the shop's email through Amazon SES (v2). The sender is MAIL_FROM. Locally the SES
 * endpoint is the local outbox (AWS_ENDPOINT_URL_SESV2), so the same call lands in .local/outbox.
 */
import { restJsonCall, services } from './aws-request';

export async function sendEmail(message: { to: string; subject: string; text: string }): Promise<void> {
  // SES v2 SendEmail: a REST JSON call.
  await restJsonCall(services.ses, 'POST', '/v2/email/outbound-emails', {
    FromEmailAddress: process.env.MAIL_FROM ?? 'orders@example.com',
    Destination: { ToAddresses: [message.to] },
    Content: { Simple: { Subject: { Data: message.subject }, Body: { Text: { Data: message.text } } } },
  });
}
