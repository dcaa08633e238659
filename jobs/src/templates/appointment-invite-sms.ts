import { Type } from '@sinclair/typebox';
import { boundedName } from './bounded-name.js';
import { defineSmsTemplate } from './template.js';

/**
 * The same invitation by text message: plain text with the link (the legacy sent the e-mail's HTML), the
 * provider's name only when it is a plain name (one line, no links or digits).
 */
export const appointmentInviteSmsTemplate = defineSmsTemplate({
  name: 'appointment-invite-sms',
  payload: Type.Object({
    appointmentId: Type.String({ pattern: '^[0-9a-f]{24}$' }),
    providerName: Type.String({ minLength: 1, maxLength: 200 }),
  }),
  async render(payload, context) {
    const url = await context.joinLink({ appointmentId: payload.appointmentId, forProvider: false });
    return {
      text: `${boundedName(payload.providerName, 'Your provider')} invites you to a secure video call: ${url}`,
    };
  },
});
