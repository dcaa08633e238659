import { Type } from '@sinclair/typebox';
import { LINK_TTL_MS } from '@tele/data/links';
import { boundedName } from './bounded-name.js';
import { describeDuration, renderEmail } from './layout.js';
import { defineEmailTemplate } from './template.js';

/**
 * A provider added a new client: a single-use link to choose a password (never a password in the mail). The
 * name the provider typed is not used (free text in the product's e-mail, review finding 10), and the
 * provider's own name only when it is a plain name (bounded-name.ts).
 */
export const clientInviteTemplate = defineEmailTemplate({
  name: 'client-invite',
  payload: Type.Object({
    userId: Type.String({ pattern: '^[0-9a-f]{24}$' }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    providerName: Type.String({ minLength: 1, maxLength: 200 }),
  }),
  async render(payload, context) {
    const url = await context.link({ purpose: 'set_password', subject: { userId: payload.userId } });
    const provider = boundedName(payload.providerName, 'Your provider');
    return renderEmail(
      {
        subject: `${context.productName}: Invite`,
        preview: `${provider} invited you to ${context.productName}.`,
        heading: 'You have been invited',
        intro: [
          'Hello,',
          `${provider} has invited you to ${context.productName}, where you can see your sessions and join them by video.`,
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
