import { INVITE_MESSAGES, SESSION_MESSAGES } from '@tele/contract/messages';
import { z } from 'zod';
import { IdField } from '#app/utils/form-fields.ts';

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
  email: z
    .string({ error: INVITE_MESSAGES.email })
    .trim()
    .min(1, { error: INVITE_MESSAGES.email })
    .max(191, { error: INVITE_MESSAGES.validEmail })
    .pipe(z.email({ error: INVITE_MESSAGES.validEmail })),
});
export type InviteEmail = z.infer<typeof InviteEmailSchema>;

export const InviteTextSchema = z.object({
  appointmentId: IdField,
  phone: z
    .string({ error: INVITE_MESSAGES.phone })
    .trim()
    .min(1, { error: INVITE_MESSAGES.phone })
    .max(40, { error: INVITE_MESSAGES.phoneFormat })
    .transform((value, context) => {
      const phone = normalisePhone(value);
      if (phone) return phone;
      context.addIssue({ code: 'custom', message: INVITE_MESSAGES.phoneFormat });
      return z.NEVER;
    }),
});
export type InviteText = z.infer<typeof InviteTextSchema>;

/** Note for Session: the note is required (the API's own words when it is empty). */
export const SessionNoteSchema = z.object({
  note: z
    .string({ error: SESSION_MESSAGES.noNote })
    .trim()
    .min(1, { error: SESSION_MESSAGES.noNote })
    .max(20_000, { error: 'Use at most 20000 characters.' }),
});
export type SessionNote = z.infer<typeof SessionNoteSchema>;
