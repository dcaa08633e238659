import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, test } from 'vitest';
import {
  AddClientSchema,
  AppointmentFormSchema,
  AppointmentTypeFormSchema,
  canInviteByMessage,
  ChangePasswordSchema,
  DashboardLayoutSchema,
  ForgotPasswordSchema,
  INVITE_MESSAGES,
  InviteEmailSchema,
  InviteTextSchema,
  LoginSchema,
  normalisePhone,
  RegisterProviderSchema,
  ResetPasswordSchema,
  SchedulingSettingsSchema,
  SessionNoteSchema,
  WaitingRoomSchema,
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

describe('AppointmentFormSchema', () => {
  const valid = {
    title: 'Intake',
    type: 'Intake',
    inviteesId: '65a1b2c3d4e5f60718293a01',
    startDate: '2026-11-23',
    startTime: '09:40',
    endDate: '2026-11-23',
    endTime: '10:40',
    online: 'on',
    payment: '120',
  };

  test('reads checkboxes, numbers and one or several clients', () => {
    const submission = parseWithZod(formData(valid), { schema: AppointmentFormSchema });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({
      inviteesId: ['65a1b2c3d4e5f60718293a01'],
      online: true,
      allDay: false,
      recurring: false,
      allowOverlap: false,
      payment: 120,
    });
    const several = formData(valid);
    several.append('inviteesId', '65a1b2c3d4e5f60718293a02');
    const both = parseWithZod(several, { schema: AppointmentFormSchema });
    expect(both.status === 'success' && both.value.inviteesId).toHaveLength(2);
  });

  test('needs a client, a start, and an end within 2 hours after the start', () => {
    const { inviteesId: _inviteesId, ...withoutClients } = valid;
    expect(
      fieldErrors(parseWithZod(formData(withoutClients), { schema: AppointmentFormSchema })).inviteesId,
    ).toEqual(['Please choose the invitees.']);
    expect(
      fieldErrors(parseWithZod(formData({ ...valid, startTime: '' }), { schema: AppointmentFormSchema }))
        .startTime,
    ).toEqual(['Please choose the start time correctly.']);
    const tooLong = 'Please choose the end date and time. The meeting time cannot exceed 2 hours.';
    for (const endTime of ['09:40', '09:00', '11:41', '']) {
      expect(
        fieldErrors(parseWithZod(formData({ ...valid, endTime }), { schema: AppointmentFormSchema })).endTime,
      ).toEqual([tooLong]);
    }
    expect(
      parseWithZod(formData({ ...valid, endTime: '11:40' }), { schema: AppointmentFormSchema }).status,
    ).toBe('success');
    // All day needs no end.
    expect(
      parseWithZod(formData({ ...valid, allDay: 'on', endDate: '', endTime: '' }), {
        schema: AppointmentFormSchema,
      }).status,
    ).toBe('success');
  });

  test('a series needs its repeat day on or after the end, and a frequency', () => {
    const recurring = { ...valid, recurring: 'on', frequency: '7' };
    expect(
      fieldErrors(
        parseWithZod(formData({ ...recurring, repeatUntil: '2026-11-22' }), {
          schema: AppointmentFormSchema,
        }),
      ).repeatUntil,
    ).toEqual(['The repeat date cannot be before the end date.']);
    expect(
      parseWithZod(formData({ ...recurring, repeatUntil: '2026-11-23' }), { schema: AppointmentFormSchema })
        .status,
    ).toBe('success');
    expect(
      fieldErrors(
        parseWithZod(formData({ ...recurring, repeatUntil: '2026-12-07', frequency: '0' }), {
          schema: AppointmentFormSchema,
        }),
      ).frequency,
    ).toBeDefined();
  });
});

describe('AppointmentTypeFormSchema', () => {
  test('Save needs a name and a length of 1 to 120 minutes', () => {
    const save = {
      intent: 'save',
      name: 'Intake',
      description: 'First session',
      length: '60',
      amount: '100',
    };
    expect(parseWithZod(formData(save), { schema: AppointmentTypeFormSchema }).status).toBe('success');
    for (const length of ['', '0', '-5', '1.5', '121']) {
      expect(
        fieldErrors(parseWithZod(formData({ ...save, length }), { schema: AppointmentTypeFormSchema }))
          .length,
      ).toEqual(['Please input the default length correctly.']);
    }
    expect(
      fieldErrors(parseWithZod(formData({ ...save, name: ' ' }), { schema: AppointmentTypeFormSchema })).name,
    ).toEqual(['Please fill the name field']);
  });

  test('Delete needs only the position', () => {
    const submission = parseWithZod(formData({ intent: 'delete', order: '2', name: '' }), {
      schema: AppointmentTypeFormSchema,
    });
    expect(submission.status === 'success' && submission.value).toEqual({ intent: 'delete', order: 2 });
  });
});

describe('AddClientSchema', () => {
  test('name, e-mail and an optional numeric phone', () => {
    expect(
      parseWithZod(formData({ name: 'Rosa Diaz', email: 'rosa@example.com', phone: '15550142231' }), {
        schema: AddClientSchema,
      }).status,
    ).toBe('success');
    expect(
      parseWithZod(formData({ name: 'Rosa Diaz', email: 'rosa@example.com' }), { schema: AddClientSchema })
        .status,
    ).toBe('success');
    expect(
      fieldErrors(
        parseWithZod(formData({ name: '', email: 'rosa@', phone: '555-0142' }), { schema: AddClientSchema }),
      ),
    ).toEqual({
      name: ['Please input name.'],
      email: ['Please input the valid email.'],
      phone: ['Please input the phone number correctly.'],
    });
  });
});

describe('invitations', () => {
  test('normalisePhone keeps full international numbers and drops what people type between digits', () => {
    expect(normalisePhone('+1 (555) 123-4567')).toBe('+15551234567');
    expect(normalisePhone('0044 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('+49.30.1234567')).toBe('+49301234567');
    for (const value of ['5551234567', '+0 555 123 4567', '+1234567', '+1234567890123456', '+1 555 abc']) {
      expect(normalisePhone(value)).toBeNull();
    }
  });

  test('only ultimate plans invite by e-mail or text', () => {
    expect(canInviteByMessage('month_individual_ultimate')).toBe(true);
    expect(canInviteByMessage('year_team_ultimate')).toBe(true);
    expect(canInviteByMessage('month_individual_plus')).toBe(false);
    expect(canInviteByMessage('year_individual_basic')).toBe(false);
    expect(canInviteByMessage(null)).toBe(false);
  });

  test('the text form sends the normalised number, or says what is wrong in the API words', () => {
    const id = '65a1b2c3d4e5f60718293c01';
    expect(InviteTextSchema.parse({ appointmentId: id, phone: '+1 555 123 4567' }).phone).toBe(
      '+15551234567',
    );
    const missing = InviteTextSchema.safeParse({ appointmentId: id, phone: '  ' });
    expect(missing.error?.issues[0]?.message).toBe(INVITE_MESSAGES.phone);
    const local = InviteTextSchema.safeParse({ appointmentId: id, phone: '555 123 4567' });
    expect(local.error?.issues[0]?.message).toBe(INVITE_MESSAGES.phoneFormat);
    expect(InviteEmailSchema.safeParse({ appointmentId: id, email: 'nope' }).error?.issues[0]?.message).toBe(
      INVITE_MESSAGES.validEmail,
    );
    expect(InviteEmailSchema.safeParse({ appointmentId: id }).error?.issues[0]?.message).toBe(
      INVITE_MESSAGES.email,
    );
  });
});

describe('session day forms', () => {
  test('a note is required and trimmed', () => {
    expect(SessionNoteSchema.safeParse({ note: '   ' }).error?.issues[0]?.message).toBe(
      'Please input the note.',
    );
    expect(SessionNoteSchema.parse({ note: ' Went well. ' }).note).toBe('Went well.');
  });

  test('the waiting room takes 1 to 5 for each', () => {
    expect(WaitingRoomSchema.parse({ picture: '5', music: '1' })).toEqual({ picture: 5, music: 1 });
    expect(WaitingRoomSchema.safeParse({ picture: '6', music: '1' }).success).toBe(false);
  });

  test('scheduling: absent switches are off and an absent lead time is 24 hours', () => {
    expect(SchedulingSettingsSchema.parse({})).toEqual({
      allowRequests: false,
      reminders: false,
      leadTime: '1',
    });
    expect(SchedulingSettingsSchema.safeParse({ leadTime: '4' }).success).toBe(false);
  });
});
