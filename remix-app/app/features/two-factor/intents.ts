/**
 * The security page's two-factor forms, by the `intent` each sends (the change-password form sends none), in a
 * module of its own so the page's components carry no zod (ADR 0032).
 */
export const INTENT_FIELD = 'intent';
export const TwoFactorIntent = {
  setup: 'two-factor-setup',
  enable: 'two-factor-enable',
  disable: 'two-factor-disable',
  require: 'two-factor-require',
} as const;
export type TwoFactorIntent = (typeof TwoFactorIntent)[keyof typeof TwoFactorIntent];

/** Where a sign-in goes after a right password when a second step is due (ADR 0045). */
export const SECOND_STEP_PATH = '/login-two-factor';
