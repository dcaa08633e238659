import { Type } from '@sinclair/typebox';
import { LINK_TTL_MS } from '@tele/data/links';
import { boundedName } from './bounded-name.js';
import { describeDuration, renderEmail } from './layout.js';
import { defineEmailTemplate } from './template.js';

const ROLE_LABEL = { owner: 'an owner', administrator: 'an administrator', provider: 'a provider' } as const;

/**
 * An owner added a colleague to the practice's team: a single-use link to choose a password (the legacy
 * e-mailed a password made in the browser). The practice is named only when its name is a plain name
 * (bounded-name.ts); nothing the owner typed about the colleague is in the message.
 */
export const teamInviteTemplate = defineEmailTemplate({
  name: 'team-invite',
  payload: Type.Object({
    userId: Type.String({ pattern: '^[0-9a-f]{24}$' }),
    practiceName: Type.String({ maxLength: 200 }),
    role: Type.Union([Type.Literal('owner'), Type.Literal('administrator'), Type.Literal('provider')]),
  }),
  async render(payload, context) {
    const url = await context.link({ purpose: 'set_password', subject: { userId: payload.userId } });
    const practice = boundedName(payload.practiceName, 'A practice');
    return renderEmail(
      {
        subject: `${context.productName}: Invite`,
        preview: `${practice} added you to its team on ${context.productName}.`,
        heading: 'You have been added to a team',
        intro: [
          'Hello,',
          `${practice} has added you to its team on ${context.productName} as ${ROLE_LABEL[payload.role]}. Choose your password to sign in.`,
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
