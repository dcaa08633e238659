import * as z from 'zod/mini';
import { CLIENT_SCHEDULING_MESSAGES, PROFILE_MESSAGES, SCHEDULE_MESSAGES } from '@tele/contract/messages';
import {
  civilDate,
  civilTime,
  emailField,
  IdField,
  numberBetween,
  optionalText,
  requiredText,
} from '#app/utils/form-fields.ts';
import { GENDERS, REQUEST_LENGTHS } from '#app/features/client-home/form-choices.ts';

/**
 * The client's forms, one schema each, used by the action on the server; the browser checks what the server
 * derives from them (utils/form-checks.ts, ADR 0032). The messages are the API's own where it has one, so a
 * person reads the same sentence whichever side catches it.
 */

/** Approve or Decline an invitation; Decline also withdraws a request or gives up a coming session's place. */
export const SessionDecisionSchema = z.object({
  intent: z.enum(['approve', 'decline']),
  id: IdField,
});
export type SessionDecision = z.infer<typeof SessionDecisionSchema>;

/** A request for a new session with one of the providers who take requests (create-request-appointment). */
export const SessionRequestSchema = z.object({
  providerId: z
    .string({ error: CLIENT_SCHEDULING_MESSAGES.noProvider })
    .check(z.regex(/^[0-9a-f]{24}$/i, { error: CLIENT_SCHEDULING_MESSAGES.noProvider })),
  date: civilDate(SCHEDULE_MESSAGES.badStart),
  time: civilTime(SCHEDULE_MESSAGES.badStart),
  minutes: z.number({ error: SCHEDULE_MESSAGES.tooLong }).check(
    z.refine((minutes) => (REQUEST_LENGTHS as readonly number[]).includes(minutes), {
      error: SCHEDULE_MESSAGES.tooLong,
    }),
  ),
  online: z._default(z.boolean(), false),
  notes: optionalText(2000),
});
export type SessionRequest = z.infer<typeof SessionRequestSchema>;

/** User info: the client's own name, address, phone, gender and age (user-profile). */
export const ProfileFormSchema = z.object({
  intent: z.literal('profile'),
  name: requiredText('Please input your name.', 191),
  email: emailField(PROFILE_MESSAGES.validEmail, PROFILE_MESSAGES.validEmail, 191),
  phone: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(/^\+?[\d\s().-]{6,20}$/, { error: 'Please input the phone number correctly.' }),
      ),
  ),
  gender: z.optional(z.enum(GENDERS, { error: 'Please choose Male or Female.' })),
  age: z.optional(numberBetween({ message: PROFILE_MESSAGES.badAge, min: 0, max: 120, isInteger: true })),
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

/** Address info (address-update): every line may stay empty. */
export const AddressFormSchema = z.object({
  intent: z.literal('address'),
  address1: optionalText(191),
  address2: optionalText(191),
  city: optionalText(191),
  stateProvince: optionalText(191),
  zipCode: optionalText(32),
  country: optionalText(64),
});
export type AddressForm = z.infer<typeof AddressFormSchema>;

/** The profile page's two forms, told apart by the button's intent. */
export const ClientProfileSchema = z.discriminatedUnion('intent', [ProfileFormSchema, AddressFormSchema]);
