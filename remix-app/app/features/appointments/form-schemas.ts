import * as z from 'zod/mini';
import { minutesBetweenLocal } from '#app/utils/civil-date.ts';
import { isCivilDate, isCivilTime } from '#app/utils/zoned-time.ts';
import {
  civilDate,
  civilTime,
  IdField,
  isWhole,
  maxText,
  numberBetween,
  optionalText,
  requiredText,
} from '#app/utils/form-fields.ts';

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
    id: z.optional(IdField),
    title: optionalText(191),
    type: z.optional(z.string().check(z.trim(), z.maxLength(191))),
    inviteesId: z
      .array(IdField, { error: APPOINTMENT_MESSAGES.noInvitees })
      .check(
        z.minLength(1, { error: APPOINTMENT_MESSAGES.noInvitees }),
        z.maxLength(50, { error: 'Choose at most 50 clients.' }),
      ),
    allDay: z._default(z.boolean(), false),
    startDate: civilDate(APPOINTMENT_MESSAGES.badStart),
    startTime: civilTime(APPOINTMENT_MESSAGES.badStart),
    endDate: z.optional(z.string()),
    endTime: z.optional(z.string()),
    recurring: z._default(z.boolean(), false),
    repeatUntil: z.optional(z.string()),
    frequency: z.optional(
      numberBetween({ message: APPOINTMENT_MESSAGES.badFrequency, min: 1, max: 365, isInteger: true }),
    ),
    online: z._default(z.boolean(), false),
    payment: z._default(numberBetween({ message: APPOINTMENT_MESSAGES.badPayment, min: 0, max: 100_000 }), 0),
    notes: z.optional(z.string().check(maxText(5000))),
    allowOverlap: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((values, context) => {
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
          context.addIssue({
            code: 'custom',
            path: ['frequency'],
            message: APPOINTMENT_MESSAGES.badFrequency,
          });
        }
      }
    }),
  );
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
/** A type's position in the list. */
const TypeOrderField = z.number().check(isWhole(), z.gte(0));

export const AppointmentTypeSaveSchema = z.object({
  intent: z.literal('save'),
  order: z.optional(TypeOrderField),
  id: z.optional(IdField),
  name: requiredText(APPOINTMENT_TYPE_MESSAGES.name, 191),
  description: optionalText(1000),
  length: numberBetween({
    message: APPOINTMENT_TYPE_MESSAGES.length,
    min: 1,
    max: MAX_APPOINTMENT_MINUTES,
    isInteger: true,
  }),
  amount: z._default(numberBetween({ message: APPOINTMENT_TYPE_MESSAGES.amount, min: 0, max: 100_000 }), 0),
});
export type AppointmentTypeSave = z.infer<typeof AppointmentTypeSaveSchema>;

export const AppointmentTypeDeleteSchema = z.object({
  intent: z.literal('delete'),
  order: TypeOrderField,
  id: z.optional(IdField),
});

export const AppointmentTypeFormSchema = z.discriminatedUnion('intent', [
  AppointmentTypeSaveSchema,
  AppointmentTypeDeleteSchema,
]);
