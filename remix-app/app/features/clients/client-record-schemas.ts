import { COUNTRIES, US_STATES } from '@tele/contract/catalogues';
import { ADD_CLIENT_MESSAGES, PROFILE_MESSAGES } from '@tele/contract/messages';
import { z } from 'zod';
import { IdField, ImageFileField, requiredText } from '#app/utils/form-fields.ts';
import { AGE_RANGE } from '#app/utils/age.ts';
import { PhoneField } from '#app/features/clients/form-schemas.ts';
import { isRepeatReminderHours } from '#app/features/clients/repeat-reminders.ts';

/*
 * The forms of a client's record (Client Management). Apart from form-schemas.ts because the Add Client dialog,
 * which opens on every screen, should not bring the country list the address form checks against.
 */

/**
 * User Info of a client's record: name, e-mail (if given, a valid one: 'Please input the valid email.'), gender,
 * age (0 to 120), phone, Repeat Reminders and an optional new photo. Fields left as they were keep the stored
 * values (the form starts from them).
 */
export const ClientInfoSchema = z.object({
  name: requiredText(ADD_CLIENT_MESSAGES.name, 191),
  email: z
    .string()
    .trim()
    .max(191, { error: PROFILE_MESSAGES.validEmail })
    .pipe(z.email({ error: PROFILE_MESSAGES.validEmail }))
    .optional(),
  gender: z.enum(['Male', 'Female'], { error: 'Please choose Male or Female.' }).optional(),
  age: z
    .number({ error: PROFILE_MESSAGES.badAge })
    .int({ error: PROFILE_MESSAGES.badAge })
    .min(AGE_RANGE.min, { error: PROFILE_MESSAGES.badAge })
    .max(AGE_RANGE.max, { error: PROFILE_MESSAGES.badAge })
    .optional(),
  phone: PhoneField.optional(),
  repeatReminders: z
    .number({ error: PROFILE_MESSAGES.badRepeatReminder })
    .refine(isRepeatReminderHours, { error: PROFILE_MESSAGES.badRepeatReminder })
    .default(0),
  photo: ImageFileField.optional(),
});
export type ClientInfo = z.infer<typeof ClientInfoSchema>;

/** Delete on the client list: the client to delete. */
export const DeleteClientSchema = z.object({ clientId: IdField });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Use at most ${max} characters.` })
    .optional();

export const CHOOSE_STATE_MESSAGE = 'Please choose the state from the list.';

/**
 * The client's address (Show more): line 1, line 2, city, state/province/region, ZIP and country (a code of the
 * country list). For the US the state is one of the US states (by name, as the default Alabama is stored);
 * elsewhere it is free text.
 */
export const ClientAddressSchema = z
  .object({
    address1: optionalText(191),
    address2: optionalText(191),
    city: optionalText(191),
    stateProvince: optionalText(191),
    zipCode: optionalText(32),
    country: z
      .string({ error: PROFILE_MESSAGES.badCountry })
      .refine((code) => COUNTRIES.some((country) => country.code === code), {
        error: PROFILE_MESSAGES.badCountry,
      }),
  })
  .superRefine((address, context) => {
    if (address.country !== 'US') return;
    if (!US_STATES.some((state) => state.name === address.stateProvince))
      context.addIssue({ code: 'custom', path: ['stateProvince'], message: CHOOSE_STATE_MESSAGE });
  });
export type ClientAddress = z.infer<typeof ClientAddressSchema>;
