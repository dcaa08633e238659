import { Type } from '@sinclair/typebox';
import { defineSmsTemplate } from './template.js';

/** One line of plain text: a name cannot break the message across lines or carry control characters. */
function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
}

/** The same invitation by text message: plain text with the link (the legacy sent the e-mail's HTML). */
export const appointmentInviteSmsTemplate = defineSmsTemplate({
  name: 'appointment-invite-sms',
  payload: Type.Object({
    appointmentId: Type.String({ pattern: '^[0-9a-f]{24}$' }),
    providerName: Type.String({ minLength: 1, maxLength: 200 }),
  }),
  async render(payload, context) {
    const url = await context.joinLink({ appointmentId: payload.appointmentId, forProvider: false });
    return { text: `${oneLine(payload.providerName)} invites you to a secure video call: ${url}` };
  },
});
