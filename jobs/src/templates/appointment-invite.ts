import { Type } from '@sinclair/typebox';
import { boundedName } from './bounded-name.js';
import { renderEmail } from './layout.js';
import { defineEmailTemplate } from './template.js';

/**
 * A provider invites someone by e-mail to a video call (the share-link appointment; legacy-contract 7). The
 * address is any the provider typed, so the provider's name appears only when it is a plain name.
 */
export const appointmentInviteTemplate = defineEmailTemplate({
  name: 'appointment-invite',
  payload: Type.Object({
    appointmentId: Type.String({ pattern: '^[0-9a-f]{24}$' }),
    providerName: Type.String({ minLength: 1, maxLength: 200 }),
  }),
  async render(payload, context) {
    const provider = boundedName(payload.providerName, 'Your provider');
    const url = await context.joinLink({ appointmentId: payload.appointmentId, forProvider: false });
    return renderEmail(
      {
        subject: `${context.productName}: Appointment Invitation`,
        preview: `${provider} invites you to a secure video call.`,
        heading: 'You are invited to a video call',
        intro: [`Hello, this is ${provider} - please join me for a secure video call:`],
        action: { label: 'Join', url },
        outro: [
          'You will wait in the waiting room until I let you in.',
          'If you were not expecting this, you can ignore this e-mail.',
        ],
      },
      context,
    );
  },
});
