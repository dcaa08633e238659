import { IMAGE_MESSAGES, LOGIN_MESSAGES } from '@tele/contract/messages';
import { z } from 'zod';
import { isCivilDate, isCivilTime } from '#app/utils/zoned-time.ts';

/**
 * The field rules the feature form schemas share (each feature keeps its own `form-schemas.ts`). One schema per
 * form, used by conform in the browser and by the route action on the server. Messages reuse the legacy API's
 * wording where it has one, so a person sees the same sentence whichever side catches the mistake. Conform turns
 * empty inputs into `undefined`, hence the "required" messages on the type error.
 */

export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Use at most ${max} characters.` });

export const EmailField = z
  .string({ error: 'Please input your email.' })
  .trim()
  .max(254, { error: LOGIN_MESSAGES.invalidEmail })
  .pipe(z.email({ error: LOGIN_MESSAGES.invalidEmail }));

// Passwords are not trimmed: spaces may be part of them.
export const passwordField = (message: string) =>
  z.string({ error: message }).min(1, { error: message }).max(128, { error: 'Use at most 128 characters.' });

/** The API's ids: 24 hexadecimal characters. */
export const IdField = z
  .string()
  .regex(/^[0-9a-f]{24}$/i, { error: 'This item could not be found. Please reload the page.' });

export const civilDate = (message: string) =>
  z.string({ error: message }).refine(isCivilDate, { error: message });
export const civilTime = (message: string) =>
  z.string({ error: message }).refine(isCivilTime, { error: message });

/** Images people upload (photos, a note's images): png or jpeg, at most 2 MB (spec part 2, sections 5 and 9). */
export const IMAGE_MAX_BYTES = 2_097_152;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export const ImageFileField = z
  .instanceof(File)
  .refine((file) => (IMAGE_TYPES as readonly string[]).includes(file.type), { error: IMAGE_MESSAGES.badType })
  .refine((file) => file.size <= IMAGE_MAX_BYTES, { error: IMAGE_MESSAGES.tooLarge });
