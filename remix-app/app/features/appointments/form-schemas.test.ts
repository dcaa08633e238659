import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, test } from 'vitest';
import { formData, fieldErrors } from '../../../test/form-data.ts';
import { AppointmentFormSchema, AppointmentTypeFormSchema } from './form-schemas.ts';

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
