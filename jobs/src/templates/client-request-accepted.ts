import { Type } from '@sinclair/typebox';
import { LINK_TTL_MS } from '@tele/data/links';
import { boundedName } from './bounded-name.js';
import { describeDuration, renderEmail } from './layout.js';
import { defineEmailTemplate } from './template.js';

/**
 * A provider accepted a request sent through the public "contact this provider" form: a single-use link to
 * register as that provider's client (legacy "Request to register", whose link was the request's id). Nothing
 * the requester typed is repeated; the provider is named only when its name is a plain name.
 */
export const clientRequestAcceptedTemplate = defineEmailTemplate({
  name: 'client-request-accepted',
  payload: Type.Object({
    clientRequestId: Type.String({ pattern: '^[0-9a-f]{24}$' }),
    providerName: Type.String({ maxLength: 200 }),
  }),
  async render(payload, context) {
    const url = await context.link({
      purpose: 'register_client',
      subject: { clientRequestId: payload.clientRequestId },
    });
    const provider = boundedName(payload.providerName, 'The provider');
    return renderEmail(
      {
        subject: `${context.productName}: Request to register`,
        preview: `${provider} accepted your request on ${context.productName}.`,
        heading: 'Your request was accepted',
        intro: [
          'Hello,',
          `${provider} accepted the request you sent on ${context.productName}. Register to see your sessions and join them by video.`,
        ],
        action: { label: 'Register', url },
        outro: [
          `This link works once and expires in ${describeDuration(LINK_TTL_MS.register_client)}.`,
          'If you did not send a request, you can ignore this e-mail.',
        ],
      },
      context,
    );
  },
});
