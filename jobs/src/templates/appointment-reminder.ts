import { Type } from '@sinclair/typebox';
import { renderEmail } from './layout.js';
import { defineEmailTemplate } from './template.js';
import { describeLength, describeStart, ISO_INSTANT } from './when.js';

const ID = '^[0-9a-f]{24}$';

/** The answer link with the answer its page offers first (the page still asks before it changes anything). */
function withAnswer(link: string, answer: 'confirm' | 'cancel'): string {
  const url = new URL(link);
  url.searchParams.set('answer', answer);
  return url.toString();
}

/**
 * The reminder before a session (legacy-contract 5.5), to each invited client and to the provider, in the
 * reader's own time zone, with the button that opens the session (built at send time from the appointment).
 */
export const appointmentReminderTemplate = defineEmailTemplate({
  name: 'appointment-reminder',
  payload: Type.Object({
    appointmentId: Type.String({ pattern: ID }),
    recipientName: Type.String({ maxLength: 200 }),
    /** The client's account, for the confirm and cancel links (rows written before ADR 0052 have none). */
    recipientId: Type.Optional(Type.String({ pattern: ID })),
    providerName: Type.String({ minLength: 1, maxLength: 200 }),
    clientNames: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 500 }),
    startTime: Type.String({ pattern: ISO_INSTANT }),
    minutes: Type.Integer({ minimum: 0, maximum: 1440 }),
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
    isProvider: Type.Boolean(),
  }),
  async render(payload, context) {
    const when = describeStart(payload.startTime, payload.timeZone);
    const withWhom = payload.isProvider
      ? payload.clientNames.join(', ') || 'your client'
      : payload.providerName;
    const url = await context.joinLink({
      appointmentId: payload.appointmentId,
      forProvider: payload.isProvider,
    });
    // A client's reminder can be answered (ADR 0052): one single-use link, the answer preselected by its query.
    // The page it opens asks before it changes anything (mail scanners open links).
    const answer =
      !payload.isProvider && payload.recipientId
        ? await context.link({
            purpose: 'answer_reminder',
            subject: { userId: payload.recipientId, appointmentId: payload.appointmentId },
          })
        : null;
    return renderEmail(
      {
        subject: `${context.productName}: The Appointment Notification`,
        preview: `Your session with ${withWhom}: ${when}`,
        heading: 'Your session is coming up',
        intro: [
          payload.recipientName ? `Hello ${payload.recipientName},` : 'Hello,',
          `You should have the session with ${withWhom}, on ${when}.`,
          `Length: ${describeLength(payload.minutes)}.`,
        ],
        action: { label: 'Join the session', url },
        ...(answer
          ? {
              links: [
                { label: 'Confirm that you will attend', url: withAnswer(answer, 'confirm') },
                { label: 'Cancel this session', url: withAnswer(answer, 'cancel') },
              ],
            }
          : {}),
        outro: payload.isProvider
          ? ['The room opens 15 minutes before the start; your clients wait until you let them in.']
          : [
              'Use this button when it is time: you will wait in the waiting room until your provider lets you in.',
              'This link is personal to this session; please do not share it.',
            ],
      },
      context,
    );
  },
});
