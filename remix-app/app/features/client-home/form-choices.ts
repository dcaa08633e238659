/*
 * The choices the client's forms offer, apart from their schemas (form-schemas.ts) so the forms, on pages a
 * client opens, do not bring the schemas and zod to the browser for a list (ADR 0032).
 */

/** The lengths a client may ask for, in minutes: the usual therapy hours, within the two-hour limit. */
export const REQUEST_LENGTHS = [20, 30, 45, 50, 60, 90, 120] as const;
export const DEFAULT_REQUEST_LENGTH = 50;

/** The genders the profile screens offer (spec part 2, section 4: Male / Female). */
export const GENDERS = ['Male', 'Female'] as const;
