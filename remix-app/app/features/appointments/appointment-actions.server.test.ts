import { describe, expect, test } from 'vitest';
import { toAppointmentBody } from '#app/features/appointments/appointment-actions.server.ts';
import type { AppointmentForm } from '#app/features/appointments/form-schemas.ts';

const base: AppointmentForm = {
  title: 'Intake',
  type: 'Intake',
  inviteesId: ['65a1b2c3d4e5f60718293a01'],
  allDay: false,
  startDate: '2026-11-23',
  startTime: '09:40',
  endDate: '2026-11-23',
  endTime: '10:40',
  recurring: false,
  online: true,
  payment: 120,
  notes: 'Bring the forms',
  allowOverlap: false,
};

describe('toAppointmentBody (local form values to the API’s UTC instants)', () => {
  test('converts in the viewer’s zone', () => {
    expect(toAppointmentBody(base, 'America/New_York')).toEqual({
      title: 'Intake',
      notes: 'Bring the forms',
      all_day: false,
      recurring: false,
      online: true,
      start_time: '2026-11-23T14:40:00.000Z',
      end_time: '2026-11-23T15:40:00.000Z',
      repeat_until: null,
      recurrence_frequency: null,
      invitees_id: ['65a1b2c3d4e5f60718293a01'],
      payment: 120,
      type: 'Intake',
    });
  });

  test('an appointment across the spring-forward night keeps its wall-clock times', () => {
    // Berlin, Sunday 2026-03-29: 01:40 is CET (+1), 03:20 is CEST (+2); 100 minutes of wall clock, 40 real.
    const body = toAppointmentBody(
      { ...base, startDate: '2026-03-29', startTime: '01:40', endDate: '2026-03-29', endTime: '03:20' },
      'Europe/Berlin',
    );
    expect(body.start_time).toBe('2026-03-29T00:40:00.000Z');
    expect(body.end_time).toBe('2026-03-29T01:20:00.000Z');
  });

  test('the same local time on both sides of the autumn change', () => {
    const before = toAppointmentBody(
      { ...base, startDate: '2026-10-24', endDate: '2026-10-24' },
      'Europe/Berlin',
    );
    const after = toAppointmentBody(
      { ...base, startDate: '2026-10-26', endDate: '2026-10-26' },
      'Europe/Berlin',
    );
    expect(before.start_time).toBe('2026-10-24T07:40:00.000Z');
    expect(after.start_time).toBe('2026-10-26T08:40:00.000Z');
  });

  test('all day sends no end; recurring sends the repeat day at the start’s local time and the frequency', () => {
    const body = toAppointmentBody(
      {
        ...base,
        allDay: true,
        endDate: undefined,
        endTime: undefined,
        recurring: true,
        repeatUntil: '2026-12-07',
        frequency: 7,
      },
      'America/New_York',
    );
    expect(body.end_time).toBeNull();
    expect(body.all_day).toBe(true);
    expect(body.repeat_until).toBe('2026-12-07T14:40:00.000Z');
    expect(body.recurrence_frequency).toBe(7);
  });

  test('no type is null, and Book anyway adds allow_overlap', () => {
    const body = toAppointmentBody({ ...base, type: '', allowOverlap: true }, 'UTC');
    expect(body.type).toBeNull();
    expect(body.allow_overlap).toBe(true);
    expect(toAppointmentBody(base, 'UTC')).not.toHaveProperty('allow_overlap');
  });
});
