import { INVITE_MESSAGES, SESSION_MESSAGES } from '@tele/contract/messages';
import * as z from 'zod/mini';
import { IdField, maxText } from '#app/utils/form-fields.ts';

/** The API's words for an invitation by e-mail or text: the form says them when it catches a mistake first. */
export { INVITE_MESSAGES };

/**
 * A phone number in full international form (E.164): a plus, the country code and the number, 8 to 15 digits.
 * Spaces, dashes, dots and brackets people type are dropped; a leading 00 is the plus. Null when it is not one.
 */
export function normalisePhone(value: string): string | null {
  const compact = value.replace(/[\s().-]/g, '').replace(/^00/, '+');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

/** Inviting by e-mail or text is for ultimate plans (individual or team, monthly or yearly). */
export function canInviteByMessage(planString: string | null): boolean {
  return Boolean(planString?.endsWith('_ultimate'));
}

export const InviteEmailSchema = z.object({
  appointmentId: IdField,
  email: z.pipe(
    z
      .string({ error: INVITE_MESSAGES.email })
      .check(
        z.trim(),
        z.minLength(1, { error: INVITE_MESSAGES.email }),
        z.maxLength(191, { error: INVITE_MESSAGES.validEmail }),
      ),
    z.email({ error: INVITE_MESSAGES.validEmail }),
  ),
});
export type InviteEmail = z.infer<typeof InviteEmailSchema>;

export const InviteTextSchema = z.object({
  appointmentId: IdField,
  phone: z.pipe(
    z
      .string({ error: INVITE_MESSAGES.phone })
      .check(
        z.trim(),
        z.minLength(1, { error: INVITE_MESSAGES.phone }),
        z.maxLength(40, { error: INVITE_MESSAGES.phoneFormat }),
      ),
    z.transform((value: string, context) => {
      const phone = normalisePhone(value);
      if (phone) return phone;
      context.issues.push({ code: 'custom', message: INVITE_MESSAGES.phoneFormat, input: value });
      return z.NEVER;
    }),
  ),
});
export type InviteText = z.infer<typeof InviteTextSchema>;

/** Note for Session: the note is required (the API's own words when it is empty). */
export const SessionNoteSchema = z.object({
  note: z
    .string({ error: SESSION_MESSAGES.noNote })
    .check(z.trim(), z.minLength(1, { error: SESSION_MESSAGES.noNote }), maxText(20_000)),
});
export type SessionNote = z.infer<typeof SessionNoteSchema>;
