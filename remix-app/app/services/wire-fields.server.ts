import { z } from 'zod';

/**
 * Field schemas for legacy-api's answers, where a missing value may come as absent, null or "" and numbers
 * sometimes as strings. The service modules build their wire schemas from these.
 */

/** A text that may be missing: '' then. */
export const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** A text that may be missing or empty: null then. */
export const nullableText = z
  .string()
  .nullish()
  .transform((value) => value || null);

/** A number that may come as a string. */
export const numberLike = z.union([z.number(), z.string()]).transform((value) => Number(value));
