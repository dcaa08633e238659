import { Type } from '@sinclair/typebox';
import { LINK_TTL_MS } from '@tele/legacy-api/links';
import { describeDuration, renderEmail } from './layout.js';
import { defineEmailTemplate } from './template.js';

/** A provider added a new client: a single-use link to choose a password (never a password in the mail). */
export const clientInviteTemplate = defineEmailTemplate({
  name: 'client-invite',
  payload: Type.Object({
    userId: Type.String({ pattern: '^[0-9a-f]{24}$' }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    providerName: Type.String({ minLength: 1, maxLength: 200 }),
  }),
  async render(payload, context) {
    const url = await context.link({ purpose: 'set_password', subject: { userId: payload.userId } });
    return renderEmail(
      {
        subject: `${context.productName}: Invite`,
        preview: `${payload.providerName} invited you to ${context.productName}.`,
        heading: 'You have been invited',
        intro: [
          `Hello ${payload.name},`,
          `${payload.providerName} has invited you to ${context.productName}, where you can see your sessions and join them by video.`,
        ],
        action: { label: 'Choose your password', url },
        outro: [
          `This link works once and expires in ${describeDuration(LINK_TTL_MS.set_password)}.`,
          'If you were not expecting this, you can ignore this e-mail.',
        ],
      },
      context,
    );
  },
});
