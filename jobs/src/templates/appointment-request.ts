import { Type } from '@sinclair/typebox';
import { renderEmail } from './layout.js';
import { defineEmailTemplate } from './template.js';
import { describeLength, describeStart, ISO_INSTANT } from './when.js';

/** A provider scheduled (or changed) a session with the client (legacy-contract section 7). */
export const appointmentRequestTemplate = defineEmailTemplate({
  name: 'appointment-request',
  payload: Type.Object({
    appointmentId: Type.String({ pattern: '^[0-9a-f]{24}$' }),
    clientName: Type.String({ minLength: 1, maxLength: 200 }),
    providerName: Type.String({ minLength: 1, maxLength: 200 }),
    isUpdate: Type.Boolean(),
    online: Type.Boolean(),
    startTimes: Type.Array(Type.String({ pattern: ISO_INSTANT }), { minItems: 1, maxItems: 100 }),
    minutes: Type.Integer({ minimum: 0, maximum: 1440 }),
    notes: Type.String({ maxLength: 5000 }),
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
  }),
  async render(payload, context) {
    const kind = payload.online ? 'online appointment' : 'appointment';
    const [first, ...rest] = payload.startTimes.map((start) => describeStart(start, payload.timeZone));
    const length = describeLength(payload.minutes);
    return renderEmail(
      {
        subject: `${context.productName}: Appointment Request`,
        preview: `${payload.providerName}: ${first}`,
        heading: payload.isUpdate ? 'Your appointment has changed' : 'You have a new appointment',
        intro: [
          `Hello ${payload.clientName},`,
          payload.isUpdate
            ? `${payload.providerName} has updated the ${kind} request with you.`
            : `${payload.providerName} has scheduled an ${kind} with you!`,
          `When: ${first}${rest.length ? `, then ${rest.length} more: ${rest.join('; ')}` : ''}.`,
          `Length: ${length}.`,
          ...(payload.notes ? [`Notes: ${payload.notes}`] : []),
        ],
        outro: ['Your provider will send you the link to join when it is time.', 'Take care!'],
      },
      context,
    );
  },
});
