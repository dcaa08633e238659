import { renderEmail } from './layout.js';
import { ResetLinkPayload, resetLinkFor } from './reset-link.js';
import { defineEmailTemplate } from './template.js';

/** Forgot password: a single-use link to choose a new one (legacy-contract section 7, fixed per S-list). */
export const resetPasswordTemplate = defineEmailTemplate({
  name: 'reset-password',
  payload: ResetLinkPayload,
  async render(payload, context) {
    const { url, expiry } = await resetLinkFor(payload, context);
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
          expiry,
          'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
        ],
      },
      context,
    );
  },
});
