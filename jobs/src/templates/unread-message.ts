import { Type } from '@sinclair/typebox';
import { boundedName } from './bounded-name.js';
import { renderEmail } from './layout.js';
import { defineEmailTemplate } from './template.js';

/**
 * A message has waited unread for 15 minutes (issue 27, ADR 0040): the recipient is told who wrote and where
 * to read it. The message's text is never in the e-mail, nor in its outbox row: mailboxes are not private.
 */
export const unreadMessageTemplate = defineEmailTemplate({
  name: 'unread-message',
  payload: Type.Object({
    recipientName: Type.String({ maxLength: 200 }),
    senderName: Type.String({ maxLength: 200 }),
    /** The thread's page: the provider's /view-messages/{client}, the client's /home/messages/{provider}. */
    threadUrl: Type.String({ minLength: 1, maxLength: 500 }),
  }),
  async render(payload, context) {
    const sender = boundedName(payload.senderName, 'Someone you work with');
    const recipient = boundedName(payload.recipientName, '');
    return renderEmail(
      {
        subject: `${context.productName}: You have a new message`,
        preview: `${sender} sent you a secure message.`,
        heading: 'You have a new message',
        intro: [
          recipient ? `Hello ${recipient},` : 'Hello,',
          `${sender} sent you a secure message that you have not read yet.`,
        ],
        action: { label: 'Read the message', url: payload.threadUrl },
        outro: [
          'For your privacy the message itself is not in this e-mail: sign in to read and answer it.',
          'Take care!',
        ],
      },
      context,
    );
  },
});
