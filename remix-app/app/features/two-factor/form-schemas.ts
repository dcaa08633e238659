import { TWO_FACTOR_MESSAGES } from '@tele/contract/messages';
import * as z from 'zod/mini';
import { maxText, requiredText } from '#app/utils/form-fields.ts';

/** A 6-digit code from the app, or (at sign-in) a recovery code like `K7QXM-2RTPB`. */
export const SecondStepSchema = z.object({ code: requiredText(TWO_FACTOR_MESSAGES.enterCode, 32) });
export type SecondStep = z.infer<typeof SecondStepSchema>;

/** Confirming an enrolment: the code the app shows. */
export const ConfirmTwoFactorSchema = z.object({ code: requiredText(TWO_FACTOR_MESSAGES.codeNeeded, 32) });
export type ConfirmTwoFactor = z.infer<typeof ConfirmTwoFactorSchema>;

/** Turning it off: a current code or the password (the API says which is missing). */
export const TurnOffTwoFactorSchema = z.object({
  code: z.optional(z.string().check(z.trim(), maxText(32))),
  password: z.optional(z.string().check(maxText(128))),
});
export type TurnOffTwoFactor = z.infer<typeof TurnOffTwoFactorSchema>;

/** The owner's rule: the checkbox is sent only when ticked. */
export const RequireTwoFactorSchema = z.object({ isRequired: z.optional(z.literal('on')) });
