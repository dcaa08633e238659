import { dateTimeFormat } from '#app/utils/intl.ts';

/**
 * A person's age as the screens edit it, and the birth year the API stores (legacy-contract 4.1: `age` holds a
 * birth year; the screens show the current year minus it and send the current year minus the typed age). The
 * current year is the viewer's, in their time zone, from a "now" taken once by the caller.
 */

export const AGE_RANGE = { min: 0, max: 120 } as const;

/** The year it is now in the viewer's zone. */
export function currentYearIn(now: Date, timeZone: string): number {
  return Number(dateTimeFormat({ year: 'numeric', timeZone }).format(now));
}

/** The age shown for a stored birth year: null when there is none or it makes no age of 0 to 120. */
export function ageFromBirthYear(birthYear: number | null, currentYear: number): number | null {
  if (birthYear === null || !Number.isInteger(birthYear)) return null;
  const age = currentYear - birthYear;
  return age >= AGE_RANGE.min && age <= AGE_RANGE.max ? age : null;
}

/** The birth year sent for a typed age. */
export function birthYearFromAge(age: number, currentYear: number): number {
  return currentYear - age;
}
