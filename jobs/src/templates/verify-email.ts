import { Type } from '@sinclair/typebox';
import { LINK_TTL_MS } from '@tele/data/links';
import { describeDuration, renderEmail } from './layout.js';
import { defineEmailTemplate } from './template.js';

/**
 * Provider self sign-up: confirm the address to create the practice (legacy-contract section 7). Anyone can
 * ask for it for any address, so it carries nothing the requester typed (security review 2, N5): no name, no
 * practice name, only the product's own words and the link. `name` is read from rows queued before that rule
 * and ignored.
 */
export const verifyEmailTemplate = defineEmailTemplate({
  name: 'verify-email',
  payload: Type.Object({
    pendingRegistrationId: Type.String({ pattern: '^[0-9a-f]{24}$' }),
    name: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  async render(payload, context) {
    const url = await context.link({
      purpose: 'verify_email',
      subject: { pendingRegistrationId: payload.pendingRegistrationId },
    });
    return renderEmail(
      {
        subject: `${context.productName}: Email address verification`,
        preview: 'Confirm your e-mail address to finish setting up your practice.',
        heading: 'Confirm your e-mail address',
        intro: [
          'Hello,',
          `Thank you for signing up for ${context.productName}. Please confirm that this is your e-mail address to finish setting up your practice.`,
        ],
        action: { label: 'Confirm e-mail address', url },
        outro: [
          `This link works once and expires in ${describeDuration(LINK_TTL_MS.verify_email)}.`,
          'If you did not sign up, you can ignore this e-mail; no account will be created.',
        ],
      },
      context,
    );
  },
});
