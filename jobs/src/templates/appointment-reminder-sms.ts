import { Type } from '@sinclair/typebox';
import { boundedName } from './bounded-name.js';
import { defineSmsTemplate } from './template.js';
import { describeStart, ISO_INSTANT } from './when.js';

/**
 * The reminder a client is also texted when their phone reads as +E.164 (ADR 0052): plain text, in their own
 * zone, that can be answered with C (confirm) or X (cancel) through Twilio's inbound webhook. No link: the
 * e-mailed reminder carries the join button.
 */
export const appointmentReminderSmsTemplate = defineSmsTemplate({
  name: 'appointment-reminder-sms',
  payload: Type.Object({
    appointmentId: Type.String({ pattern: '^[0-9a-f]{24}$' }),
    providerName: Type.String({ minLength: 1, maxLength: 200 }),
    startTime: Type.String({ pattern: ISO_INSTANT }),
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
  }),
  async render(payload, context) {
    const when = describeStart(payload.startTime, payload.timeZone);
    const withWhom = boundedName(payload.providerName, 'your provider');
    return {
      text: `${context.productName}: your session with ${withWhom} is on ${when}. Reply C to confirm or X to cancel.`,
    };
  },
});
