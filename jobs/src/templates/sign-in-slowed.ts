import { renderEmail } from './layout.js';
import { ResetLinkPayload, resetLinkFor } from './reset-link.js';
import { defineEmailTemplate } from './template.js';

/**
 * Repeated wrong passwords for an account (ADR 0046): sent once when its sign-ins start being slowed down,
 * so the owner learns of it and has a way in that no stranger can slow down (the single-use reset link).
 */
export const signInSlowedTemplate = defineEmailTemplate({
  name: 'sign-in-slowed',
  payload: ResetLinkPayload,
  async render(payload, context) {
    const { url, expiry } = await resetLinkFor(payload, context);
    return renderEmail(
      {
        subject: `${context.productName}: Several failed sign-ins to your account`,
        preview: 'Someone typed a wrong password for your account several times.',
        heading: 'Several failed sign-ins',
        intro: [
          `Hello ${payload.name},`,
          `A wrong password was typed several times for your ${context.productName} account, so new sign-in attempts for it now wait a little longer each time.`,
          'You can still sign in as usual from a device and network you have used before. If it was not you, choose a new password; that also ends the waiting.',
        ],
        action: { label: 'Choose a new password', url },
        outro: [expiry, 'If it was you and you have since signed in, you can ignore this e-mail.'],
      },
      context,
    );
  },
});
