import { Type } from '@sinclair/typebox';
import { LINK_TTL_MS } from '@tele/data/links';
import { boundedName } from './bounded-name.js';
import { describeDuration, renderEmail } from './layout.js';
import { defineEmailTemplate } from './template.js';

/**
 * A provider asked to connect with a person whose account belongs to another practice: nothing is linked or
 * shared until the person accepts through this single-use link (review finding 1, ADR 0022).
 */
export const clientConnectInviteTemplate = defineEmailTemplate({
  name: 'client-connect-invite',
  payload: Type.Object({
    invitationId: Type.String({ pattern: '^[0-9a-f]{24}$' }),
    providerName: Type.String({ minLength: 1, maxLength: 200 }),
  }),
  async render(payload, context) {
    const url = await context.link({
      purpose: 'accept_invitation',
      subject: { clientInvitationId: payload.invitationId },
    });
    const provider = boundedName(payload.providerName, 'A provider');
    return renderEmail(
      {
        subject: `${context.productName}: Invitation to connect`,
        preview: `${provider} invited you to connect on ${context.productName}.`,
        heading: 'An invitation to connect',
        intro: [
          'Hello,',
          `${provider} has invited you to connect as a client on ${context.productName}. Nothing about you is shared with them unless you accept.`,
        ],
        action: { label: 'Accept the invitation', url },
        outro: [
          `This link works once and expires in ${describeDuration(LINK_TTL_MS.accept_invitation)}.`,
          'If you do not know this provider, ignore this e-mail and nothing changes.',
        ],
      },
      context,
    );
  },
});
