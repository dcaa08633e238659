import { Type } from '@sinclair/typebox';
import { renderEmail } from './layout.js';
import { defineEmailTemplate } from './template.js';
import { describeStart, ISO_INSTANT } from './when.js';

/**
 * Tells the provider that a client cancelled a session by answering its reminder (a text's X or the e-mail's
 * cancel link, ADR 0052), in the provider's own zone.
 */
export const clientCancelledSessionTemplate = defineEmailTemplate({
  name: 'client-cancelled-session',
  payload: Type.Object({
    appointmentId: Type.String({ pattern: '^[0-9a-f]{24}$' }),
    providerName: Type.String({ maxLength: 200 }),
    clientName: Type.String({ maxLength: 200 }),
    startTime: Type.String({ pattern: ISO_INSTANT }),
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
    via: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
    /** A group session goes on without this client; a one-to-one session is cancelled. */
    isGroupLeft: Type.Boolean(),
  }),
  async render(payload, context) {
    const when = describeStart(payload.startTime, payload.timeZone);
    const client = payload.clientName || 'Your client';
    return renderEmail(
      {
        subject: `${context.productName}: ${client} cancelled a session`,
        preview: `${client} cancelled the session on ${when}`,
        heading: 'A client cancelled a session',
        intro: [
          payload.providerName ? `Hello ${payload.providerName},` : 'Hello,',
          `${client} cancelled the session on ${when}, answering its reminder ${
            payload.via === 'sms' ? 'by text' : 'by e-mail'
          }.`,
          payload.isGroupLeft
            ? 'The group session stays on your calendar for the other clients.'
            : 'The session has been removed from your calendar.',
        ],
        outro: [],
      },
      context,
    );
  },
});
