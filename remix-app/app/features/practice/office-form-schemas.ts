import { isPostalCode } from '@tele/contract/catalogues';
import { OFFICE_LIMITS } from '@tele/contract/constants';
import { OFFICE_MESSAGES } from '@tele/contract/messages';
import * as z from 'zod/mini';
import { IdField, optionalText, requiredText } from '#app/utils/form-fields.ts';
import { COUNTRY_OPTIONS, US, US_STATE_NAMES } from '#app/features/profile/index.ts';

const COUNTRY_CODES = new Set(COUNTRY_OPTIONS.map((country) => country.code));
const US_STATES = new Set(US_STATE_NAMES);

/**
 * Add Office and Edit Office (spec part 2: the offices page): office name, phone, the address (line 1 and 2,
 * city, state, zip, country). The same rules as the API's, with its words: the name, address and city are
 * required; a US office has one of the states; a phone has 6 to 15 digits; the zip fits the country.
 */
const OfficeFields = {
  name: requiredText(OFFICE_MESSAGES.name, OFFICE_LIMITS.nameMaxLength),
  phone: z.optional(
    z.string().check(
      z.trim(),
      z.refine((phone) => /^\d{6,15}$/.test(phone.replace(/[\s().+-]/g, '')), {
        error: OFFICE_MESSAGES.phone,
      }),
    ),
  ),
  address1: requiredText(OFFICE_MESSAGES.address, OFFICE_LIMITS.addressMaxLength),
  address2: optionalText(OFFICE_LIMITS.addressMaxLength),
  city: requiredText(OFFICE_MESSAGES.city, OFFICE_LIMITS.cityMaxLength),
  stateProvince: optionalText(OFFICE_LIMITS.stateMaxLength),
  zipCode: optionalText(OFFICE_LIMITS.zipMaxLength),
  country: z
    .string({ error: OFFICE_MESSAGES.country })
    .check(z.refine((code) => COUNTRY_CODES.has(code), { error: OFFICE_MESSAGES.country })),
};

type Place = { country: string; stateProvince?: string | undefined; zipCode?: string | undefined };

/** In the US one of the states; a zip that fits the country. */
const placeChecks = [
  z.refine<Place>((office) => office.country !== US || US_STATES.has(office.stateProvince ?? ''), {
    path: ['stateProvince'],
    error: OFFICE_MESSAGES.state,
  }),
  z.refine<Place>((office) => office.zipCode === undefined || isPostalCode(office.zipCode, office.country), {
    path: ['zipCode'],
    error: OFFICE_MESSAGES.zip,
  }),
];

export const AddOfficeSchema = z.object({ intent: z.literal('add'), ...OfficeFields }).check(...placeChecks);
export const EditOfficeSchema = z
  .object({ intent: z.literal('edit'), id: IdField, ...OfficeFields })
  .check(...placeChecks);
export type OfficeValues = z.infer<typeof AddOfficeSchema>;

export const DeleteOfficeSchema = z.object({ intent: z.literal('delete'), id: IdField });
export const SwitchSchema = z.object({ intent: z.literal('switch'), isOn: z.enum(['on', 'off']) });

export const OfficesActionSchema = z.discriminatedUnion('intent', [
  AddOfficeSchema,
  EditOfficeSchema,
  DeleteOfficeSchema,
  SwitchSchema,
]);
