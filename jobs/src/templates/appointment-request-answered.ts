import { Type } from '@sinclair/typebox';
import { LINK_TTL_MS } from '@tele/data/links';
import { boundedName } from './bounded-name.js';
import { describeDuration, renderEmail } from './layout.js';
import { defineEmailTemplate } from './template.js';
import { describeLength, describeStart, ISO_INSTANT } from './when.js';

/**
 * The provider answered a client's request for a session (approved or declined it on the dashboard; a request
 * from the booking page included, ADR 0054): the client is told, in the client's own zone. A client who has no
 * password yet (a visitor the booking page made an account for) gets, with an approval, a single-use link to
 * choose one and see the session; nothing the client typed is repeated.
 */
export const appointmentRequestAnsweredTemplate = defineEmailTemplate({
  name: 'appointment-request-answered',
  payload: Type.Object({
    userId: Type.String({ pattern: '^[0-9a-f]{24}$' }),
    appointmentId: Type.String({ pattern: '^[0-9a-f]{24}$' }),
    providerName: Type.String({ minLength: 1, maxLength: 200 }),
    approved: Type.Boolean(),
    online: Type.Boolean(),
    startTime: Type.String({ pattern: ISO_INSTANT }),
    minutes: Type.Integer({ minimum: 0, maximum: 1440 }),
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
    needsPassword: Type.Boolean(),
    homeUrl: Type.String({ maxLength: 500 }),
  }),
  async render(payload, context) {
    const provider = boundedName(payload.providerName, 'Your provider');
    const kind = payload.online ? 'online appointment' : 'appointment';
    const when = describeStart(payload.startTime, payload.timeZone);
    const setPassword = payload.approved && payload.needsPassword;
    const url = setPassword
      ? await context.link({ purpose: 'set_password', subject: { userId: payload.userId } })
      : payload.homeUrl;
    return renderEmail(
      {
        subject: `${context.productName}: ${payload.approved ? 'Appointment approved' : 'Appointment declined'}`,
        preview: `${provider}: ${when}`,
        heading: payload.approved ? 'Your request was approved' : 'Your request was declined',
        intro: [
          'Hello,',
          payload.approved
            ? `${provider} has approved your ${kind} request.`
            : `${provider} could not take your ${kind} request. You can ask for another time.`,
          `When: ${when}.`,
          `Length: ${describeLength(payload.minutes)}.`,
        ],
        action: payload.approved
          ? { label: setPassword ? 'Choose your password' : 'See your sessions', url }
          : { label: 'Open your home page', url },
        outro: setPassword
          ? [`This link works once and expires in ${describeDuration(LINK_TTL_MS.set_password)}.`]
          : ['If you were not expecting this, you can ignore this e-mail.'],
      },
      context,
    );
  },
});
