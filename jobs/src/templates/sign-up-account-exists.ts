import { renderEmail } from './layout.js';
import { ResetLinkPayload, resetLinkFor } from './reset-link.js';
import { defineEmailTemplate } from './template.js';

/**
 * A provider sign-up for an address that already has an account. The sign-up form answers the same as for a
 * new address (so it reveals nobody's account); the owner learns here what happened, with a way back in.
 */
export const signUpAccountExistsTemplate = defineEmailTemplate({
  name: 'sign-up-account-exists',
  payload: ResetLinkPayload,
  async render(payload, context) {
    const { url, expiry } = await resetLinkFor(payload, context);
    return renderEmail(
      {
        subject: `${context.productName}: You already have an account`,
        preview: 'Someone tried to sign up with this e-mail address, which already has an account.',
        heading: 'You already have an account',
        intro: [
          `Hello ${payload.name},`,
          `Someone, perhaps you, tried to sign up for ${context.productName} with this e-mail address. It already has an account, so nothing new was created.`,
          'If you remember your password, just log in. Otherwise you can choose a new one.',
        ],
        action: { label: 'Choose a new password', url },
        outro: [expiry, 'If it was not you, you can ignore this e-mail; nothing has changed.'],
      },
      context,
    );
  },
});
