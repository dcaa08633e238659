import { COUNTRIES, US_STATES } from '@tele/contract/catalogues';
import { ADD_CLIENT_MESSAGES, PROFILE_MESSAGES } from '@tele/contract/messages';
import * as z from 'zod/mini';
import {
  emailField,
  IdField,
  ImageFileField,
  numberBetween,
  optionalText,
  requiredText,
} from '#app/utils/form-fields.ts';
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
  email: z.optional(emailField(PROFILE_MESSAGES.validEmail, PROFILE_MESSAGES.validEmail, 191)),
  gender: z.optional(z.enum(['Male', 'Female'], { error: 'Please choose Male or Female.' })),
  age: z.optional(numberBetween({ message: PROFILE_MESSAGES.badAge, ...AGE_RANGE, isInteger: true })),
  phone: z.optional(PhoneField),
  repeatReminders: z._default(
    z
      .number({ error: PROFILE_MESSAGES.badRepeatReminder })
      .check(z.refine(isRepeatReminderHours, { error: PROFILE_MESSAGES.badRepeatReminder })),
    0,
  ),
  photo: z.optional(ImageFileField),
});
export type ClientInfo = z.infer<typeof ClientInfoSchema>;

/** Delete on the client list: the client to delete. */
export const DeleteClientSchema = z.object({ clientId: IdField });

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
    country: z.string({ error: PROFILE_MESSAGES.badCountry }).check(
      z.refine((code) => COUNTRIES.some((country) => country.code === code), {
        error: PROFILE_MESSAGES.badCountry,
      }),
    ),
  })
  .check(
    z.refine(
      (address) =>
        address.country !== 'US' || US_STATES.some((state) => state.name === address.stateProvince),
      { path: ['stateProvince'], error: CHOOSE_STATE_MESSAGE },
    ),
  );
export type ClientAddress = z.infer<typeof ClientAddressSchema>;
