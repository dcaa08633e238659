import { PASSWORD_MESSAGES, REGISTRATION_MESSAGES } from '@tele/contract/messages';
import * as z from 'zod/mini';
import { EmailField, passwordField, requiredText } from '#app/utils/form-fields.ts';

export const LoginSchema = z.object({
  email: EmailField,
  password: passwordField('Please input your password.'),
  timeZone: z.optional(z.string().check(z.maxLength(64))),
});
export type Login = z.infer<typeof LoginSchema>;

export const RegisterProviderSchema = z
  .object({
    practiceName: requiredText('Please input your practice name.', 120),
    name: requiredText('Please input your name.', 100),
    email: EmailField,
    password: passwordField('Please input the password.'),
    confirmPassword: passwordField('Please input the confirm password.'),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      error: REGISTRATION_MESSAGES.confirmMismatch,
    }),
  );
export type RegisterProvider = z.infer<typeof RegisterProviderSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailField });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({
    newPassword: passwordField('Please input the new password.'),
    confirmPassword: passwordField('Please input the confirm password.'),
  })
  .check(
    z.refine((values) => values.newPassword === values.confirmPassword, {
      path: ['confirmPassword'],
      error: PASSWORD_MESSAGES.confirmMismatch,
    }),
  );
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** The verification page: the password the person sets (or confirms) there becomes the account's. */
export const VerifyEmailSchema = ResetPasswordSchema;
export type VerifyEmail = ResetPassword;

// The spec leaves matching of new and confirm to the server (its message is shown), so it is not checked here.
export const ChangePasswordSchema = z.object({
  currentPassword: passwordField('Please input the current password.'),
  newPassword: passwordField('Please input the new password.'),
  confirmPassword: passwordField('Please input the confirm password.'),
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export { AcceptTermsIntent } from './accept-terms-intent.ts';
