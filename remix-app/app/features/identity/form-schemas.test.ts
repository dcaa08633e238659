import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, test } from 'vitest';
import { formData, fieldErrors } from '../../../test/form-data.ts';
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterProviderSchema,
  ResetPasswordSchema,
} from './form-schemas.ts';

describe('LoginSchema', () => {
  test('accepts an e-mail and password and keeps the time zone', () => {
    const submission = parseWithZod(
      formData({ email: ' maya@example.com ', password: ' secret ', timeZone: 'Europe/Berlin' }),
      { schema: LoginSchema },
    );
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    // E-mail is trimmed; the password is taken as typed.
    expect(submission.value).toEqual({
      email: 'maya@example.com',
      password: ' secret ',
      timeZone: 'Europe/Berlin',
    });
  });

  test('names each missing or malformed field', () => {
    expect(fieldErrors(parseWithZod(formData({ email: '', password: '' }), { schema: LoginSchema }))).toEqual(
      {
        email: ['Please input your email.'],
        password: ['Please input your password.'],
      },
    );
    expect(
      fieldErrors(parseWithZod(formData({ email: 'maya@', password: 'x' }), { schema: LoginSchema })).email,
    ).toEqual(['Please input the valid email.']);
  });
});

describe('RegisterProviderSchema', () => {
  const valid = {
    practiceName: 'Harbor Light Counseling',
    name: 'Maya Patel',
    email: 'maya@example.com',
    password: 'correct horse',
    confirmPassword: 'correct horse',
  };

  test('accepts a complete registration', () => {
    expect(parseWithZod(formData(valid), { schema: RegisterProviderSchema }).status).toBe('success');
  });

  test('requires every field', () => {
    const errors = fieldErrors(parseWithZod(formData({}), { schema: RegisterProviderSchema }));
    expect(Object.keys(errors).sort()).toEqual([
      'confirmPassword',
      'email',
      'name',
      'password',
      'practiceName',
    ]);
  });

  test('uses the API’s wording when the confirmation does not match', () => {
    const errors = fieldErrors(
      parseWithZod(formData({ ...valid, confirmPassword: 'different' }), { schema: RegisterProviderSchema }),
    );
    expect(errors.confirmPassword).toEqual(['Please input the confirm password correctly.']);
  });

  test('rejects a whitespace-only name', () => {
    const errors = fieldErrors(
      parseWithZod(formData({ ...valid, name: '   ' }), { schema: RegisterProviderSchema }),
    );
    expect(errors.name).toEqual(['Please input your name.']);
  });
});

describe('ForgotPasswordSchema and ResetPasswordSchema', () => {
  test('forgot password needs a valid e-mail', () => {
    expect(
      parseWithZod(formData({ email: 'maya@example.com' }), { schema: ForgotPasswordSchema }).status,
    ).toBe('success');
    expect(
      fieldErrors(parseWithZod(formData({ email: 'nope' }), { schema: ForgotPasswordSchema })).email,
    ).toEqual(['Please input the valid email.']);
  });

  test('reset password needs matching passwords', () => {
    expect(
      parseWithZod(formData({ newPassword: 'a long one', confirmPassword: 'a long one' }), {
        schema: ResetPasswordSchema,
      }).status,
    ).toBe('success');
    expect(
      fieldErrors(
        parseWithZod(formData({ newPassword: 'one', confirmPassword: 'two' }), {
          schema: ResetPasswordSchema,
        }),
      ).confirmPassword,
    ).toEqual(['Please fill the confirm password correctly.']);
  });
});

describe('ChangePasswordSchema', () => {
  test('requires the three fields but leaves matching to the server (spec)', () => {
    expect(
      parseWithZod(formData({ currentPassword: 'old', newPassword: 'new', confirmPassword: 'other' }), {
        schema: ChangePasswordSchema,
      }).status,
    ).toBe('success');
    const errors = fieldErrors(parseWithZod(formData({}), { schema: ChangePasswordSchema }));
    expect(errors).toEqual({
      currentPassword: ['Please input the current password.'],
      newPassword: ['Please input the new password.'],
      confirmPassword: ['Please input the confirm password.'],
    });
  });
});
