/** POST /request-callback: anyone leaves their details; the studio calls back (status New) and hears of it by email. */
import { createCallback } from '../data/callbacks';
import { sendEmail } from '../kit/mailer';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/leads';

export const handler = route(contracts.requestCallback).handler(async ({ body, log }) => {
  const callback = await createCallback(body);
  const studio = process.env.STUDIO_EMAIL;
  if (!studio) throw new Error('STUDIO_EMAIL is not set');
  try {
    await sendEmail({
      to: studio,
      subject: `Callback request from ${body.firstName} ${body.lastName}`,
      text: `${body.firstName} ${body.lastName} asks for a call back.\n\nPhone: ${body.phone}\nEmail: ${body.email}\n\n${body.message}\n`,
    });
  } catch (err) {
    // The request is saved and on the desk: a mail failure must not make the visitor send it twice.
    log.error('studio notification failed', { callbackId: callback._id, error: (err as Error).message });
  }
  return { _id: callback._id };
});
