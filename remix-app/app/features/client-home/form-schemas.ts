import { z } from 'zod';
import { CLIENT_SCHEDULING_MESSAGES, PROFILE_MESSAGES, SCHEDULE_MESSAGES } from '@tele/contract/messages';
import { civilDate, civilTime, IdField, requiredText } from '#app/utils/form-fields.ts';

/**
 * The client's forms, one schema each, used by conform in the browser and by the action on the server. The
 * messages are the API's own where it has one, so a person reads the same sentence whichever side catches it.
 */

/** Approve or Decline an invitation; Decline also withdraws a request or gives up a coming session's place. */
export const SessionDecisionSchema = z.object({
  intent: z.enum(['approve', 'decline']),
  id: IdField,
});
export type SessionDecision = z.infer<typeof SessionDecisionSchema>;

/** The lengths a client may ask for, in minutes: the usual therapy hours, within the two-hour limit. */
export const REQUEST_LENGTHS = [20, 30, 45, 50, 60, 90, 120] as const;
export const DEFAULT_REQUEST_LENGTH = 50;

/** A request for a new session with one of the providers who take requests (create-request-appointment). */
export const SessionRequestSchema = z.object({
  providerId: z
    .string({ error: CLIENT_SCHEDULING_MESSAGES.noProvider })
    .regex(/^[0-9a-f]{24}$/i, { error: CLIENT_SCHEDULING_MESSAGES.noProvider }),
  date: civilDate(SCHEDULE_MESSAGES.badStart),
  time: civilTime(SCHEDULE_MESSAGES.badStart),
  minutes: z
    .number({ error: SCHEDULE_MESSAGES.tooLong })
    .refine((minutes) => (REQUEST_LENGTHS as readonly number[]).includes(minutes), {
      error: SCHEDULE_MESSAGES.tooLong,
    }),
  online: z.boolean().default(false),
  notes: z.string().trim().max(2000, { error: 'Use at most 2000 characters.' }).optional(),
});
export type SessionRequest = z.infer<typeof SessionRequestSchema>;

/** The genders the profile screens offer (spec part 2, section 4: Male / Female). */
export const GENDERS = ['Male', 'Female'] as const;

/** User info: the client's own name, address, phone, gender and age (user-profile). */
export const ProfileFormSchema = z.object({
  intent: z.literal('profile'),
  name: requiredText('Please input your name.', 191),
  email: z
    .string({ error: PROFILE_MESSAGES.validEmail })
    .trim()
    .max(191, { error: PROFILE_MESSAGES.validEmail })
    .pipe(z.email({ error: PROFILE_MESSAGES.validEmail })),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{6,20}$/, { error: 'Please input the phone number correctly.' })
    .optional(),
  gender: z.enum(GENDERS, { error: 'Please choose Male or Female.' }).optional(),
  age: z
    .number({ error: PROFILE_MESSAGES.badAge })
    .int({ error: PROFILE_MESSAGES.badAge })
    .min(0, { error: PROFILE_MESSAGES.badAge })
    .max(120, { error: PROFILE_MESSAGES.badAge })
    .optional(),
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

const addressText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Use at most ${max} characters.` })
    .optional();

/** Address info (address-update): every line may stay empty. */
export const AddressFormSchema = z.object({
  intent: z.literal('address'),
  address1: addressText(191),
  address2: addressText(191),
  city: addressText(191),
  stateProvince: addressText(191),
  zipCode: addressText(32),
  country: addressText(64),
});
export type AddressForm = z.infer<typeof AddressFormSchema>;

/** The profile page's two forms, told apart by the button's intent. */
export const ClientProfileSchema = z.discriminatedUnion('intent', [ProfileFormSchema, AddressFormSchema]);
