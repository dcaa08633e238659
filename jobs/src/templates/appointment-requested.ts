import { Type } from '@sinclair/typebox';
import { boundedName } from './bounded-name.js';
import { renderEmail } from './layout.js';
import { defineEmailTemplate } from './template.js';
import { describeLength, describeStart, ISO_INSTANT } from './when.js';

/**
 * A client asked its provider for a session, or changed its request (legacy-contract 6.2
 * create-request-appointment): the provider is told who and when, and goes to the dashboard to answer.
 */
export const appointmentRequestedTemplate = defineEmailTemplate({
  name: 'appointment-requested',
  payload: Type.Object({
    appointmentId: Type.String({ pattern: '^[0-9a-f]{24}$' }),
    clientName: Type.String({ minLength: 1, maxLength: 200 }),
    providerName: Type.String({ minLength: 1, maxLength: 200 }),
    isUpdate: Type.Boolean(),
    online: Type.Boolean(),
    startTime: Type.String({ pattern: ISO_INSTANT }),
    minutes: Type.Integer({ minimum: 0, maximum: 1440 }),
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
    dashboardUrl: Type.String({ maxLength: 500 }),
  }),
  async render(payload, context) {
    const kind = payload.online ? 'online appointment' : 'appointment';
    const client = boundedName(payload.clientName, 'A client');
    const when = describeStart(payload.startTime, payload.timeZone);
    return renderEmail(
      {
        subject: `${context.productName}: Appointment Request`,
        preview: `${client}: ${when}`,
        heading: payload.isUpdate ? 'A request has changed' : 'A client asks for an appointment',
        intro: [
          `Hello ${boundedName(payload.providerName, 'there')},`,
          payload.isUpdate
            ? `${client} has updated this ${kind} request!`
            : `${client} has requested an ${kind} with you!`,
          `When: ${when}.`,
          `Length: ${describeLength(payload.minutes)}.`,
        ],
        action: { label: 'Answer the request', url: payload.dashboardUrl },
        outro: ['Approve or decline it from your dashboard.'],
      },
      context,
    );
  },
});
