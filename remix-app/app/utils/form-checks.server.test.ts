import { LOGIN_MESSAGES } from '@tele/contract/messages';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { formChecksOf } from '#app/utils/form-checks.server.ts';
import { EmailField, numberBetween, passwordField, requiredText } from '#app/utils/form-fields.ts';

// What the browser checks on a client's page, as the server derives it from a form's one schema.

const SignInSchema = z.object({
  email: EmailField,
  password: passwordField('Please input your password.'),
  timeZone: z.optional(z.string()),
});

describe('formChecksOf', () => {
  test('a required field says what the schema says when it is empty, and when it is not an address', () => {
    expect(formChecksOf(SignInSchema)).toEqual({
      email: { required: true, missing: 'Please input your email.', invalid: LOGIN_MESSAGES.invalidEmail },
      password: { required: true, missing: 'Please input your password.' },
      timeZone: {},
    });
  });

  test('an optional field is not required, and keeps its words for what the browser refuses', () => {
    const schema = z.object({
      age: z.optional(numberBetween({ message: 'Please input the age.', min: 0, max: 120, isInteger: true })),
      phone: z.optional(z.string().check(z.regex(/^\d{6,15}$/, { error: 'Please input the phone.' }))),
    });
    expect(formChecksOf(schema)).toEqual({
      age: { invalid: 'Please input the age.' },
      phone: { invalid: 'Please input the phone.' },
    });
  });

  test('a rule across fields stays with the server', () => {
    const schema = z
      .object({
        newPassword: requiredText('Please input the new password.', 128),
        confirm: passwordField('Please confirm it.'),
      })
      .check(z.refine((values) => values.newPassword === values.confirm, { error: 'They differ.' }));
    expect(formChecksOf(schema)).toEqual({
      newPassword: { required: true, missing: 'Please input the new password.' },
      confirm: { required: true, missing: 'Please confirm it.' },
    });
  });

  test('is derived once per schema', () => {
    expect(formChecksOf(SignInSchema)).toBe(formChecksOf(SignInSchema));
  });
});
