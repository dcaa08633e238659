import { z } from 'zod';
import { LEGACY_TILE_TITLES } from '#app/utils/dashboard-tiles.ts';

/**
 * One schema per form, used by conform in the browser and by the route action on the server. Messages reuse the
 * legacy API's wording where it has one, so a person sees the same sentence whichever side catches the mistake.
 * Conform turns empty inputs into `undefined`, hence the "required" messages on the type error.
 */

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Use at most ${max} characters.` });

const EmailField = z
  .string({ error: 'Please input your email.' })
  .trim()
  .max(254, { error: 'Please input the valid email.' })
  .pipe(z.email({ error: 'Please input the valid email.' }));

// Passwords are not trimmed: spaces may be part of them.
const passwordField = (message: string) =>
  z.string({ error: message }).min(1, { error: message }).max(128, { error: 'Use at most 128 characters.' });

export const LoginSchema = z.object({
  email: EmailField,
  password: passwordField('Please input your password.'),
  timeZone: z.string().max(64).optional(),
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
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Please input the confirm password correctly.',
  });
export type RegisterProvider = z.infer<typeof RegisterProviderSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailField });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({
    newPassword: passwordField('Please input the new password.'),
    confirmPassword: passwordField('Please input the confirm password.'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Please fill the confirm password correctly.',
  });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

// The spec leaves matching of new and confirm to the server (its message is shown), so it is not checked here.
export const ChangePasswordSchema = z.object({
  currentPassword: passwordField('Please input the current password.'),
  newPassword: passwordField('Please input the new password.'),
  confirmPassword: passwordField('Please input the confirm password.'),
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const DashboardLayoutSchema = z.object({
  tiles: z
    .array(
      z.object({
        title: z.enum(LEGACY_TILE_TITLES),
        color: z.string().regex(/^#[0-9a-f]{6}$/i, { error: 'Each tile needs a colour like #2f4f81.' }),
      }),
    )
    .length(LEGACY_TILE_TITLES.length, { error: 'The dashboard has exactly seven panels.' })
    .refine((tiles) => new Set(tiles.map((tile) => tile.title)).size === tiles.length, {
      error: 'Each panel can appear only once.',
    }),
});
export type DashboardLayout = z.infer<typeof DashboardLayoutSchema>;

export const AcceptTermsIntent = 'accept-terms';
