import { SPECIALIST_CATEGORIES, SPECIALTIES } from '@tele/contract/catalogues';
import { ADD_CLIENT_MESSAGES, PROFILE_MESSAGES } from '@tele/contract/messages';
import * as z from 'zod/mini';
import { AGE_RANGE } from '#app/utils/age.ts';
import { emailField, isWhole, optionalText, requiredText } from '#app/utils/form-fields.ts';
import { COUNTRY_OPTIONS, GENDERS, US, US_STATE_NAMES } from '#app/features/profile/profile.ts';

/**
 * The profile's forms (spec part 2: Profile), one schema each, used by conform in the browser and by the
 * action: user info, address, My Info, and a picture. Each block is saved on its own (its own Update).
 * Messages are the legacy API's words where it has them (legacy-contract 6.1 user-profile, about-update).
 */

/** Name, Email, Gender, Age (0 to 120; the API stores the birth year), Phone. */
export const UserInfoSchema = z.object({
  intent: z.literal('user-info'),
  name: requiredText('Please input name.', 191),
  // The spec: an e-mail must contain '@' and '.', otherwise 'Please input the valid email.' and nothing is sent.
  email: emailField(PROFILE_MESSAGES.validEmail, PROFILE_MESSAGES.validEmail, 191),
  gender: z.optional(z.enum(GENDERS, { error: 'Please choose Male or Female.' })),
  age: z.optional(
    z.coerce
      .number({ error: PROFILE_MESSAGES.badAge })
      .check(
        isWhole(PROFILE_MESSAGES.badAge),
        z.gte(AGE_RANGE.min, { error: PROFILE_MESSAGES.badAge }),
        z.lte(AGE_RANGE.max, { error: PROFILE_MESSAGES.badAge }),
      ),
  ),
  phone: z.optional(z.string().check(z.trim(), z.regex(/^\d{6,15}$/, { error: ADD_CLIENT_MESSAGES.phone }))),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

const COUNTRY_CODES = new Set(COUNTRY_OPTIONS.map((country) => country.code));
const US_STATES = new Set(US_STATE_NAMES);

/**
 * Address line 1 and 2, city, state/province/region, ZIP/postal code, country. The state is one of the US
 * states when the country is US, free text otherwise.
 */
export const AddressSchema = z
  .object({
    intent: z.literal('address'),
    address1: optionalText(191),
    address2: optionalText(191),
    city: optionalText(191),
    stateProvince: optionalText(191),
    zipCode: optionalText(32),
    country: z
      .string({ error: 'Please choose the country.' })
      .check(z.refine((code) => COUNTRY_CODES.has(code), { error: 'Please choose the country.' })),
    // The billing block (owners): the name on the card, and the id of the PaymentMethod Stripe's card element
    // made in the browser. The card itself never reaches the server.
    cardholderName: optionalText(191),
    token: z.optional(
      z.string().check(z.regex(/^pm_[A-Za-z0-9_]{1,250}$/, { error: 'Please enter the card again.' })),
    ),
  })
  .check(
    z.refine((address) => address.country !== US || US_STATES.has(address.stateProvince ?? ''), {
      path: ['stateProvince'],
      error: 'Please choose the state.',
    }),
  );
export type AddressValues = z.infer<typeof AddressSchema>;

const SPECIALTY_KEYS = Object.keys(SPECIALTIES) as [string, ...string[]];
const CATEGORY_KEYS = Object.keys(SPECIALIST_CATEGORIES) as [string, ...string[]];

/** My Info: About Provider, License Info, Cost of Service and the two checklists. */
export const AboutSchema = z.object({
  intent: z.literal('about'),
  about: optionalText(5000),
  licenseInfo: optionalText(2000),
  cost: z.optional(
    z.coerce
      .number({ error: PROFILE_MESSAGES.badCost })
      .check(
        z.gte(0, { error: PROFILE_MESSAGES.badCost }),
        z.lte(1_000_000, { error: PROFILE_MESSAGES.badCost }),
      ),
  ),
  specialties: z._default(z.array(z.enum(SPECIALTY_KEYS, { error: 'Please choose from the list.' })), []),
  categories: z._default(z.array(z.enum(CATEGORY_KEYS, { error: 'Please choose from the list.' })), []),
});
export type AboutValues = z.infer<typeof AboutSchema>;

/**
 * A picture: the cropped square the browser made (`picture`, a PNG file), or without JavaScript the file as
 * chosen. Its type and size are checked again on the server (crop.ts, checkPictureFile).
 */
export const PictureSchema = z.object({
  intent: z.literal('picture'),
  kind: z.enum(['photo', 'background'], { error: 'Please choose the picture to change.' }),
});
export type PictureValues = z.infer<typeof PictureSchema>;

/** Which block a submission saves: its `intent`. */
export const PROFILE_INTENTS = ['user-info', 'address', 'about', 'picture'] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];
