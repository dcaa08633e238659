import { z } from 'zod';
import { minutesBetweenLocal } from '#app/utils/civil-date.ts';
import { isCivilDate, isCivilTime } from '#app/utils/zoned-time.ts';
import { civilDate, civilTime, IdField, requiredText } from '#app/utils/form-fields.ts';

/** The API's refusals, reused so the browser and the server say the same thing. */
export const APPOINTMENT_MESSAGES = {
  noInvitees: 'Please choose the invitees.',
  badStart: 'Please choose the start time correctly.',
  badEnd: 'Please choose the end date and time. The meeting time cannot exceed 2 hours.',
  repeatBeforeEnd: 'The repeat date cannot be before the end date.',
  badFrequency: 'Please choose how often the appointment repeats (every 1 to 365 days).',
  badPayment: 'Please input the payment correctly.',
} as const;

/** The longest appointment the API books. */
export const MAX_APPOINTMENT_MINUTES = 120;

/**
 * The Create / Edit Appointment form (local dates and times in the viewer's zone; the action turns them into
 * UTC instants). `id` is set when editing; `allowOverlap` is the "Book anyway" answer to an overlap refusal.
 */
export const AppointmentFormSchema = z
  .object({
    id: IdField.optional(),
    title: z.string().trim().max(191, { error: 'Use at most 191 characters.' }).optional(),
    type: z.string().trim().max(191).optional(),
    inviteesId: z
      .array(IdField, { error: APPOINTMENT_MESSAGES.noInvitees })
      .min(1, { error: APPOINTMENT_MESSAGES.noInvitees })
      .max(50, { error: 'Choose at most 50 clients.' }),
    allDay: z.boolean().default(false),
    startDate: civilDate(APPOINTMENT_MESSAGES.badStart),
    startTime: civilTime(APPOINTMENT_MESSAGES.badStart),
    endDate: z.string().optional(),
    endTime: z.string().optional(),
    recurring: z.boolean().default(false),
    repeatUntil: z.string().optional(),
    frequency: z
      .number({ error: APPOINTMENT_MESSAGES.badFrequency })
      .int({ error: APPOINTMENT_MESSAGES.badFrequency })
      .min(1, { error: APPOINTMENT_MESSAGES.badFrequency })
      .max(365, { error: APPOINTMENT_MESSAGES.badFrequency })
      .optional(),
    online: z.boolean().default(false),
    payment: z
      .number({ error: APPOINTMENT_MESSAGES.badPayment })
      .min(0, { error: APPOINTMENT_MESSAGES.badPayment })
      .max(100_000, { error: APPOINTMENT_MESSAGES.badPayment })
      .default(0),
    notes: z.string().max(5000, { error: 'Use at most 5000 characters.' }).optional(),
    allowOverlap: z.boolean().default(false),
  })
  .superRefine((values, context) => {
    if (!values.allDay) {
      const hasEnd =
        values.endDate !== undefined &&
        values.endTime !== undefined &&
        isCivilDate(values.endDate) &&
        isCivilTime(values.endTime);
      const minutes = hasEnd
        ? minutesBetweenLocal(
            { date: values.startDate, time: values.startTime },
            { date: values.endDate as string, time: values.endTime as string },
          )
        : 0;
      if (minutes <= 0 || minutes > MAX_APPOINTMENT_MINUTES) {
        context.addIssue({ code: 'custom', path: ['endTime'], message: APPOINTMENT_MESSAGES.badEnd });
      }
    }
    if (values.recurring) {
      const last = values.allDay ? values.startDate : (values.endDate ?? values.startDate);
      if (!values.repeatUntil || !isCivilDate(values.repeatUntil) || values.repeatUntil < last) {
        context.addIssue({
          code: 'custom',
          path: ['repeatUntil'],
          message: APPOINTMENT_MESSAGES.repeatBeforeEnd,
        });
      }
      if (values.frequency === undefined) {
        context.addIssue({ code: 'custom', path: ['frequency'], message: APPOINTMENT_MESSAGES.badFrequency });
      }
    }
  });
export type AppointmentForm = z.infer<typeof AppointmentFormSchema>;

/** Delete, Approve or Decline one appointment (calendar, lists and dashboard). */
export const AppointmentDecisionSchema = z.object({
  intent: z.enum(['delete', 'approve', 'decline']),
  id: IdField,
});
export type AppointmentDecision = z.infer<typeof AppointmentDecisionSchema>;

export const APPOINTMENT_TYPE_MESSAGES = {
  name: 'Please fill the name field',
  length: 'Please input the default length correctly.',
  amount: 'Please input the default amount correctly.',
} as const;

/** Default length and amount of a new appointment type (spec section 9). */
export const DEFAULT_TYPE_LENGTH_MINUTES = 60;
export const DEFAULT_TYPE_AMOUNT_USD = 100;

/**
 * Create Appointment Type and Edit Appointment Type. An empty or zero length is refused in the browser and
 * nothing is sent (spec section 5). Types are identified by their position (`order`); `id` guards against the
 * list having changed since the page was loaded. The intent is the button pressed: Save / Update, or Delete
 * (which needs no valid fields).
 */
export const AppointmentTypeSaveSchema = z.object({
  intent: z.literal('save'),
  order: z.number().int().min(0).optional(),
  id: IdField.optional(),
  name: requiredText(APPOINTMENT_TYPE_MESSAGES.name, 191),
  description: z.string().trim().max(1000, { error: 'Use at most 1000 characters.' }).optional(),
  length: z
    .number({ error: APPOINTMENT_TYPE_MESSAGES.length })
    .int({ error: APPOINTMENT_TYPE_MESSAGES.length })
    .min(1, { error: APPOINTMENT_TYPE_MESSAGES.length })
    .max(MAX_APPOINTMENT_MINUTES, { error: APPOINTMENT_TYPE_MESSAGES.length }),
  amount: z
    .number({ error: APPOINTMENT_TYPE_MESSAGES.amount })
    .min(0, { error: APPOINTMENT_TYPE_MESSAGES.amount })
    .max(100_000, { error: APPOINTMENT_TYPE_MESSAGES.amount })
    .default(0),
});
export type AppointmentTypeSave = z.infer<typeof AppointmentTypeSaveSchema>;

export const AppointmentTypeDeleteSchema = z.object({
  intent: z.literal('delete'),
  order: z.number().int().min(0),
  id: IdField.optional(),
});

export const AppointmentTypeFormSchema = z.discriminatedUnion('intent', [
  AppointmentTypeSaveSchema,
  AppointmentTypeDeleteSchema,
]);
