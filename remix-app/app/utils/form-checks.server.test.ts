import { LOGIN_MESSAGES, PROFILE_MESSAGES } from '@tele/contract/messages';
import { describe, expect, test } from 'vitest';
import { ProfileFormSchema, SessionRequestSchema } from '#app/features/client-home/form-schemas.ts';
import { LoginSchema, ResetPasswordSchema } from '#app/features/identity/form-schemas.ts';
import { formChecksOf } from '#app/utils/form-checks.server.ts';

// What the browser checks on a client's page, as the server derives it from the form's one schema.

describe('formChecksOf', () => {
  test('a required field says what the schema says when it is empty, and when it is not an address', () => {
    expect(formChecksOf(LoginSchema)).toEqual({
      email: { required: true, missing: 'Please input your email.', invalid: LOGIN_MESSAGES.invalidEmail },
      password: { required: true, missing: 'Please input your password.' },
      timeZone: {},
    });
  });

  test('an optional field is not required, and keeps its words for what the browser refuses', () => {
    const checks = formChecksOf(ProfileFormSchema);
    expect(checks.age).toEqual({ invalid: PROFILE_MESSAGES.badAge });
    expect(checks.phone).toEqual({ invalid: 'Please input the phone number correctly.' });
    expect(checks.email).toMatchObject({ required: true, missing: PROFILE_MESSAGES.validEmail });
  });

  test('a choice that must be made is required with its own words', () => {
    expect(formChecksOf(SessionRequestSchema).providerId).toMatchObject({
      required: true,
      missing: 'Please choose the provider you want.',
    });
  });

  test('a rule across fields stays with the server (the two new passwords)', () => {
    expect(formChecksOf(ResetPasswordSchema)).toEqual({
      newPassword: { required: true, missing: 'Please input the new password.' },
      confirmPassword: { required: true, missing: 'Please input the confirm password.' },
    });
  });

  test('is derived once per schema', () => {
    expect(formChecksOf(LoginSchema)).toBe(formChecksOf(LoginSchema));
  });
});
