import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, test } from 'vitest';
import {
  ChangePasswordSchema,
  DashboardLayoutSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterProviderSchema,
  ResetPasswordSchema,
} from '#app/utils/form-schemas.ts';

function formData(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

function fieldErrors(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  return submission.status === 'success' ? {} : (submission.error ?? {});
}

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

describe('DashboardLayoutSchema', () => {
  const titles = [
    'Client List',
    'Message Center',
    'Appointment List',
    'Invoice List',
    'Payment List',
    'Client Requested List',
    'Document List',
  ];
  const layout = (list: string[], color = '#2f4f81') =>
    formData(
      Object.fromEntries(
        list.flatMap((title, index) => [
          [`tiles[${index}].title`, title],
          [`tiles[${index}].color`, color],
        ]),
      ),
    );

  test('accepts the seven panels in any order', () => {
    const submission = parseWithZod(layout([...titles].reverse()), { schema: DashboardLayoutSchema });
    expect(submission.status).toBe('success');
    if (submission.status === 'success') expect(submission.value.tiles[0]?.title).toBe('Document List');
  });

  test.each([
    ['six panels', titles.slice(0, 6)],
    ['a repeated panel', [...titles.slice(0, 6), 'Client List']],
    ['an unknown panel', [...titles.slice(0, 6), 'Provider List']],
  ])('rejects %s', (_label, list) => {
    expect(parseWithZod(layout(list), { schema: DashboardLayoutSchema }).status).not.toBe('success');
  });

  test('rejects a colour that is not a hex colour', () => {
    expect(parseWithZod(layout(titles, 'red;}'), { schema: DashboardLayoutSchema }).status).not.toBe(
      'success',
    );
  });
});
