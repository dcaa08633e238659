import { refuse } from '#api/errors/app-error.js';
import { titleCase } from '#api/lib/text.js';
import {
  COUNTRIES,
  SPECIALIST_CATEGORIES,
  SPECIALIST_CATEGORY_ALIASES,
  SPECIALTIES,
} from '@tele/contract/catalogues';
import { PROFILE_MESSAGES } from '@tele/contract/messages';
import type { ProfileChanges } from '@tele/data/repositories/profiles';

/** The oldest a person may be (spec part 2, section 9: ages 0 to 120). */
const MAX_AGE = 120;

/**
 * The legacy `age`: the provider app sends the birth year (the current year minus the age typed, 0 to 120), or
 * the stored one back; '' clears it.
 */
export function readBirthYear(value: string | number | undefined, now: Date): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === '') return null;
  const year = typeof value === 'number' ? value : /^\d{1,4}$/.test(value.trim()) ? Number(value) : NaN;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year > thisYear || year < thisYear - MAX_AGE)
    refuse(PROFILE_MESSAGES.badAge);
  return year;
}

/**
 * The repeat-reminder choices (spec part 2, section 9): None, 30 minutes, 1 hour, 1 hour 30 minutes, then 2 to
 * 12 hours; in hours on the wire, minutes in storage, 0 (None) removes it.
 */
const REPEAT_HOURS = [0, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export function readRepeatReminderMinutes(value: string | number | undefined): number | null | undefined {
  if (value === undefined || value === '') return undefined;
  const hours = Number(value);
  if (!REPEAT_HOURS.includes(hours)) refuse(PROFILE_MESSAGES.badRepeatReminder);
  return hours === 0 ? null : hours * 60;
}

/** The legacy's title case on an address line; undefined when the field was not sent, null when emptied. */
function addressLine(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const line = value.trim();
  return line ? titleCase(line) : null;
}

const COUNTRY_CODES = new Set(COUNTRIES.map((country) => country.code));

/** The address block (Settings > Profile, a client's Show more): title-cased lines, a country of the list. */
export function readAddress(input: {
  address1?: string;
  address2?: string;
  city?: string;
  state_province?: string;
  zip_code?: string;
  country?: string;
}): ProfileChanges {
  const country = input.country?.trim();
  if (country && !COUNTRY_CODES.has(country)) refuse(PROFILE_MESSAGES.badCountry);
  return {
    address1: addressLine(input.address1),
    address2: addressLine(input.address2),
    city: addressLine(input.city),
    stateProvince: addressLine(input.state_province),
    zipCode: input.zip_code === undefined ? undefined : input.zip_code.trim() || null,
    country: country === undefined ? undefined : country || null,
  };
}

/** A price as the legacy read it: a number or digits, '' counting as 0; anything else is refused. */
export function readCost(value: string | number | null | undefined): number | undefined {
  if (value === undefined || value === null) return undefined;
  const cost = value === '' ? 0 : typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(cost) || cost < 0 || cost > 99_999_999) refuse(PROFILE_MESSAGES.badCost);
  return Math.round(cost * 100) / 100;
}

/** Catalogue keys, each once, every one of them in the catalogue. */
export function readSpecialties(keys: string[] | undefined): string[] | undefined {
  if (keys === undefined) return undefined;
  if (keys.some((key) => !Object.hasOwn(SPECIALTIES, key))) refuse(PROFILE_MESSAGES.badExpertise);
  return [...new Set(keys)];
}

export function readSpecialistCategories(keys: string[] | undefined): string[] | undefined {
  if (keys === undefined) return undefined;
  const canonical = keys.map((key) => SPECIALIST_CATEGORY_ALIASES[key] ?? key);
  if (canonical.some((key) => !Object.hasOwn(SPECIALIST_CATEGORIES, key)))
    refuse(PROFILE_MESSAGES.badCategory);
  return [...new Set(canonical)];
}

/** The fields of `changes` whose value differs from what is stored (a screen sends unchanged fields back). */
export function changedFields<T extends object>(changes: ProfileChanges, stored: T): ProfileChanges {
  const changed: ProfileChanges = {};
  for (const [key, value] of Object.entries(changes) as Array<[keyof ProfileChanges, unknown]>) {
    if (value === undefined) continue;
    const current = (stored as Record<string, unknown>)[key];
    if (JSON.stringify(current ?? null) !== JSON.stringify(value)) Object.assign(changed, { [key]: value });
  }
  return changed;
}
