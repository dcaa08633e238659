import { IMAGE_MESSAGES, LOGIN_MESSAGES } from '@tele/contract/messages';
import * as z from 'zod/mini';
import { isCivilDate, isCivilTime } from '#app/utils/zoned-time.ts';

/**
 * The field rules the feature form schemas share (each feature keeps its own `form-schemas.ts`). One schema per
 * form, used by conform in the browser and by the route action on the server. Messages reuse the legacy API's
 * wording where it has one, so a person sees the same sentence whichever side catches the mistake. Conform turns
 * empty inputs into `undefined`, hence the "required" messages on the type error. The schemas are zod mini's (the
 * functional API of the same zod): what the browser carries of zod is only what they use (ADR 0032).
 */

/** At most `max` characters, in the app's words. */
export const maxText = (max: number) => z.maxLength(max, { error: `Use at most ${max} characters.` });

export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), maxText(max));

/** Optional text of at most `max` characters, trimmed. */
export const optionalText = (max: number) => z.optional(z.string().check(z.trim(), maxText(max)));

/** An e-mail address, trimmed; `message` when it is missing, `invalid` when it is not one. */
export const emailField = (message: string, invalid: string, max = 254) =>
  z.pipe(
    z.string({ error: message }).check(z.trim(), z.maxLength(max, { error: invalid })),
    z.email({ error: invalid }),
  );

export const EmailField = emailField('Please input your email.', LOGIN_MESSAGES.invalidEmail);

// Passwords are not trimmed: spaces may be part of them.
export const passwordField = (message: string) =>
  z.string({ error: message }).check(z.minLength(1, { error: message }), maxText(128));

/** The API's ids: 24 hexadecimal characters. */
export const IdField = z
  .string()
  .check(z.regex(/^[0-9a-f]{24}$/i, { error: 'This item could not be found. Please reload the page.' }));

export const civilDate = (message: string) =>
  z.string({ error: message }).check(z.refine(isCivilDate, { error: message }));
export const civilTime = (message: string) =>
  z.string({ error: message }).check(z.refine(isCivilTime, { error: message }));

/** A whole number (zod mini has the check only as a schema, `z.int()`). */
export const isWhole = (message?: string) => z.refine(Number.isSafeInteger, { error: message });

/** A number from `min` to `max` (whole when `isInteger`), with one message for anything else. */
export const numberBetween = ({
  message,
  min,
  max,
  isInteger = false,
}: {
  message: string;
  min: number;
  max: number;
  isInteger?: boolean;
}) =>
  z
    .number({ error: message })
    .check(
      ...(isInteger ? [isWhole(message)] : []),
      z.gte(min, { error: message }),
      z.lte(max, { error: message }),
    );

/** Images people upload (photos, a note's images): png or jpeg, at most 2 MB (spec part 2, sections 5 and 9). */
export const IMAGE_MAX_BYTES = 2_097_152;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export const ImageFileField = z.instanceof(File).check(
  z.refine((file) => (IMAGE_TYPES as readonly string[]).includes(file.type), {
    error: IMAGE_MESSAGES.badType,
  }),
  z.refine((file) => file.size <= IMAGE_MAX_BYTES, { error: IMAGE_MESSAGES.tooLarge }),
);
