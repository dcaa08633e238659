import { Type } from '@sinclair/typebox';
import { LINK_TTL_MS } from '@tele/data/links';
import { boundedName } from './bounded-name.js';
import { describeDuration, renderEmail } from './layout.js';
import { defineEmailTemplate } from './template.js';
import { describeStart, ISO_INSTANT } from './when.js';

const ID = '^[0-9a-f]{24}$';

/**
 * An invoice is due (issue 26): the client accepted a priced session. The e-mail carries a single-use,
 * expiring link, minted at send time, to a page where the client sees the invoice and pays by card without
 * signing in; the client's home has the same Pay button.
 */
export const invoiceDueTemplate = defineEmailTemplate({
  name: 'invoice-due',
  payload: Type.Object({
    appointmentId: Type.String({ pattern: ID }),
    clientId: Type.String({ pattern: ID }),
    clientName: Type.String({ minLength: 1, maxLength: 200 }),
    providerName: Type.String({ minLength: 1, maxLength: 200 }),
    amountCents: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
    startTime: Type.String({ pattern: ISO_INSTANT }),
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
  }),
  async render(payload, context) {
    const url = await context.link({
      purpose: 'pay_invoice',
      subject: { userId: payload.clientId, appointmentId: payload.appointmentId },
    });
    const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      payload.amountCents / 100,
    );
    const when = describeStart(payload.startTime, payload.timeZone);
    // Names typed by people are written only when they are plain names (a pay link invites phishing).
    const provider = boundedName(payload.providerName, 'Your provider');
    const client = boundedName(payload.clientName, '');
    return renderEmail(
      {
        subject: `${context.productName}: Invoice from ${boundedName(payload.providerName, 'your provider')}`,
        preview: `${amount} for your session on ${when}`,
        heading: 'You have an invoice',
        intro: [
          client ? `Hello ${client},` : 'Hello,',
          `${provider} has sent you an invoice of ${amount} for your session on ${when}.`,
          'You can pay it by card on a secure page, without signing in.',
        ],
        action: { label: 'Pay now', url },
        outro: [
          `This link pays this invoice once and expires in ${describeDuration(LINK_TTL_MS.pay_invoice)}. You can also pay from your home page after signing in.`,
          'Take care!',
        ],
      },
      context,
    );
  },
});
