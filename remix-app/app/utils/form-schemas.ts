import { z } from 'zod';
import { minutesBetweenLocal } from '#app/utils/civil-date.ts';
import { LEGACY_TILE_TITLES } from '#app/utils/dashboard-tiles.ts';
import { isCivilDate, isCivilTime } from '#app/utils/zoned-time.ts';

/**
 * One schema per form, used by conform in the browser and by the route action on the server. Messages reuse the
 * legacy API's wording where it has one, so a person sees the same sentence whichever side catches the mistake.
 * Conform turns empty inputs into `undefined`, hence the "required" messages on the type error.
 */

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Use at most ${max} characters.` });

const EmailField = z
  .string({ error: 'Please input your email.' })
  .trim()
  .max(254, { error: 'Please input the valid email.' })
  .pipe(z.email({ error: 'Please input the valid email.' }));

// Passwords are not trimmed: spaces may be part of them.
const passwordField = (message: string) =>
  z.string({ error: message }).min(1, { error: message }).max(128, { error: 'Use at most 128 characters.' });

export const LoginSchema = z.object({
  email: EmailField,
  password: passwordField('Please input your password.'),
  timeZone: z.string().max(64).optional(),
});
export type Login = z.infer<typeof LoginSchema>;

export const RegisterProviderSchema = z
  .object({
    practiceName: requiredText('Please input your practice name.', 120),
    name: requiredText('Please input your name.', 100),
    email: EmailField,
    password: passwordField('Please input the password.'),
    confirmPassword: passwordField('Please input the confirm password.'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Please input the confirm password correctly.',
  });
export type RegisterProvider = z.infer<typeof RegisterProviderSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailField });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({
    newPassword: passwordField('Please input the new password.'),
    confirmPassword: passwordField('Please input the confirm password.'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Please fill the confirm password correctly.',
  });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** The verification page: the password the person sets (or confirms) there becomes the account's. */
export const VerifyEmailSchema = ResetPasswordSchema;
export type VerifyEmail = ResetPassword;

// The spec leaves matching of new and confirm to the server (its message is shown), so it is not checked here.
export const ChangePasswordSchema = z.object({
  currentPassword: passwordField('Please input the current password.'),
  newPassword: passwordField('Please input the new password.'),
  confirmPassword: passwordField('Please input the confirm password.'),
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const DashboardLayoutSchema = z.object({
  tiles: z
    .array(
      z.object({
        title: z.enum(LEGACY_TILE_TITLES),
        color: z.string().regex(/^#[0-9a-f]{6}$/i, { error: 'Each tile needs a colour like #2f4f81.' }),
      }),
    )
    .length(LEGACY_TILE_TITLES.length, { error: 'The dashboard has exactly seven panels.' })
    .refine((tiles) => new Set(tiles.map((tile) => tile.title)).size === tiles.length, {
      error: 'Each panel can appear only once.',
    }),
});
export type DashboardLayout = z.infer<typeof DashboardLayoutSchema>;

export const AcceptTermsIntent = 'accept-terms';

/** The API's ids: 24 hexadecimal characters. */
const IdField = z
  .string()
  .regex(/^[0-9a-f]{24}$/i, { error: 'This item could not be found. Please reload the page.' });

const civilDate = (message: string) => z.string({ error: message }).refine(isCivilDate, { error: message });
const civilTime = (message: string) => z.string({ error: message }).refine(isCivilTime, { error: message });

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

/**
 * Add Client: name, e-mail and a numeric phone. The API creates the client and e-mails a link to set a
 * password; no password is ever made in the browser. `redirectTo` is where the person returns afterwards.
 */
export const AddClientSchema = z.object({
  name: requiredText('Please input name.', 191),
  email: EmailField,
  phone: z
    .string()
    .trim()
    .regex(/^\d{6,15}$/, { error: 'Please input the phone number correctly.' })
    .optional(),
  redirectTo: z.string().max(2000).optional(),
});
export type AddClient = z.infer<typeof AddClientSchema>;

/** The API's words for an invitation by e-mail or text (legacy-api services/session-day/invite.ts). */
export const INVITE_MESSAGES = {
  upgrade: 'Please upgrade your account to invite by text or email message',
  email: 'Please input the email address.',
  validEmail: 'Please input the valid email.',
  phone: "Please input the client's phone number.",
  phoneFormat:
    'Please input the phone number in full international form, with + and the country code (like +15551234567).',
  refresh: 'Please refresh once more and try again.',
} as const;

/**
 * A phone number in full international form (E.164): a plus, the country code and the number, 8 to 15 digits.
 * Spaces, dashes, dots and brackets people type are dropped; a leading 00 is the plus. Null when it is not one.
 */
export function normalisePhone(value: string): string | null {
  const compact = value.replace(/[\s().-]/g, '').replace(/^00/, '+');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

/** Inviting by e-mail or text is for ultimate plans (individual or team, monthly or yearly). */
export function canInviteByMessage(planString: string | null): boolean {
  return Boolean(planString?.endsWith('_ultimate'));
}

export const InviteEmailSchema = z.object({
  appointmentId: IdField,
  email: z
    .string({ error: INVITE_MESSAGES.email })
    .trim()
    .min(1, { error: INVITE_MESSAGES.email })
    .max(191, { error: INVITE_MESSAGES.validEmail })
    .pipe(z.email({ error: INVITE_MESSAGES.validEmail })),
});
export type InviteEmail = z.infer<typeof InviteEmailSchema>;

export const InviteTextSchema = z.object({
  appointmentId: IdField,
  phone: z
    .string({ error: INVITE_MESSAGES.phone })
    .trim()
    .min(1, { error: INVITE_MESSAGES.phone })
    .max(40, { error: INVITE_MESSAGES.phoneFormat })
    .transform((value, context) => {
      const phone = normalisePhone(value);
      if (phone) return phone;
      context.addIssue({ code: 'custom', message: INVITE_MESSAGES.phoneFormat });
      return z.NEVER;
    }),
});
export type InviteText = z.infer<typeof InviteTextSchema>;

/** Note for Session: the note is required (the API's own words when it is empty). */
export const SessionNoteSchema = z.object({
  note: z
    .string({ error: 'Please input the note.' })
    .trim()
    .min(1, { error: 'Please input the note.' })
    .max(20_000, { error: 'Use at most 20000 characters.' }),
});
export type SessionNote = z.infer<typeof SessionNoteSchema>;

const waitingChoice = z.coerce
  .number({ error: 'Please choose a picture and a music track from 1 to 5.' })
  .int()
  .min(1, { error: 'Please choose a picture and a music track from 1 to 5.' })
  .max(5, { error: 'Please choose a picture and a music track from 1 to 5.' });

/** The waiting room's picture and music, 1 to 5 each. */
export const WaitingRoomSchema = z.object({ picture: waitingChoice, music: waitingChoice });
export type WaitingRoom = z.infer<typeof WaitingRoomSchema>;

/** Reminder lead times: 1, 2 or 3 days before (shown as 24, 48 and 72 hours). */
export const REMINDER_LEAD_TIMES = [
  { value: '1', label: '24 hours before' },
  { value: '2', label: '48 hours before' },
  { value: '3', label: '72 hours before' },
] as const;

/**
 * The scheduling settings. Unchecked switches are absent from the form (false); the lead time is absent while
 * reminders are off (its select is disabled), which the API stores as 24 hours.
 */
export const SchedulingSettingsSchema = z.object({
  allowRequests: z.boolean().default(false),
  reminders: z.boolean().default(false),
  leadTime: z.enum(['1', '2', '3']).default('1'),
});
export type SchedulingSettings = z.infer<typeof SchedulingSettingsSchema>;
