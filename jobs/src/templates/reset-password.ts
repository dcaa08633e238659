import { Type } from '@sinclair/typebox';
import { LINK_TTL_MS } from '@tele/data/links';
import { describeDuration, renderEmail } from './layout.js';
import { defineEmailTemplate } from './template.js';

/** Forgot password: a single-use link to choose a new one (legacy-contract section 7, fixed per S-list). */
export const resetPasswordTemplate = defineEmailTemplate({
  name: 'reset-password',
  payload: Type.Object({
    userId: Type.String({ pattern: '^[0-9a-f]{24}$' }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
  }),
  async render(payload, context) {
    const url = await context.link({ purpose: 'reset_password', subject: { userId: payload.userId } });
    return renderEmail(
      {
        subject: `${context.productName}: Request to reset the password`,
        preview: 'Choose a new password for your account.',
        heading: 'Reset your password',
        intro: [
          `Hello ${payload.name},`,
          `We received a request to reset the password of your ${context.productName} account.`,
        ],
        action: { label: 'Choose a new password', url },
        outro: [
          `This link works once and expires in ${describeDuration(LINK_TTL_MS.reset_password)}.`,
          'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
        ],
      },
      context,
    );
  },
});
