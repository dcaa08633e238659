import { describe, expect, test } from 'vitest';
import type {
  AppointmentFormValues,
  AppointmentType,
} from '#app/features/appointments/appointment-form-model.ts';
import {
  changeEnd,
  changeStart,
  chooseType,
  createAppointmentDefaults,
  getDefaultLength,
  readSubmittedValues,
  setAllDay,
  setRecurring,
} from '#app/features/appointments/appointment-form-model.ts';

const types: AppointmentType[] = [
  { id: 't1', name: 'Intake', description: 'First session', length: 60, amount: 120 },
  { id: 't2', name: 'Check-in', description: '', length: 40, amount: 0 },
];

function defaults(): AppointmentFormValues {
  return createAppointmentDefaults({
    start: { date: '2026-11-23', time: '09:40' },
    providerName: 'Dr. Maya Patel',
  });
}

describe('createAppointmentDefaults', () => {
  test('20 minutes from the given start, online, not all day, not recurring, titled, free', () => {
    expect(defaults()).toEqual({
      title: 'Meeting with Dr. Maya Patel',
      type: '',
      inviteesId: [],
      allDay: false,
      startDate: '2026-11-23',
      startTime: '09:40',
      endDate: '2026-11-23',
      endTime: '10:00',
      recurring: false,
      repeatUntil: '',
      frequency: '',
      online: true,
      payment: '0',
      notes: '',
    });
  });

  test('the end crosses midnight when the start is late', () => {
    const late = createAppointmentDefaults({
      start: { date: '2026-12-31', time: '23:40' },
      providerName: 'A',
    });
    expect([late.endDate, late.endTime]).toEqual(['2027-01-01', '00:00']);
  });
});

describe('chooseType', () => {
  test('sets the length (the end) and the payment from the type', () => {
    const values = chooseType(defaults(), 'Intake', types);
    expect(values).toMatchObject({ type: 'Intake', payment: '120', endDate: '2026-11-23', endTime: '10:40' });
    expect(getDefaultLength(values, types)).toBe(60);
  });

  test('no type keeps the times and the payment, and the step is 20 minutes again', () => {
    const values = chooseType(chooseType(defaults(), 'Intake', types), '', types);
    expect(values).toMatchObject({ type: '', payment: '120', endTime: '10:40' });
    expect(getDefaultLength(values, types)).toBe(20);
  });

  test('all day keeps no end', () => {
    const values = chooseType(setAllDay(defaults(), true, 20), 'Check-in', types);
    expect(values).toMatchObject({ endDate: '', endTime: '', payment: '0' });
  });
});

describe('setRecurring', () => {
  test('ticking repeats every 7 days until 14 days after the start; unticking clears both', () => {
    const ticked = setRecurring(defaults(), true);
    expect(ticked).toMatchObject({ recurring: true, repeatUntil: '2026-12-07', frequency: '7' });
    expect(setRecurring(ticked, false)).toMatchObject({ recurring: false, repeatUntil: '', frequency: '' });
  });
});

describe('setAllDay', () => {
  test('ticking clears the end; unticking brings it back after the default length', () => {
    const allDay = setAllDay(defaults(), true, 20);
    expect(allDay).toMatchObject({ allDay: true, endDate: '', endTime: '' });
    expect(setAllDay(allDay, false, 60)).toMatchObject({
      allDay: false,
      endDate: '2026-11-23',
      endTime: '10:40',
    });
  });
});

describe('changeStart', () => {
  test('a start still before the end keeps the end', () => {
    expect(changeStart(defaults(), { startTime: '09:20' }, 20)).toMatchObject({
      startTime: '09:20',
      endTime: '10:00',
    });
  });

  test('a start not before the end moves the end to start + default length', () => {
    expect(changeStart(defaults(), { startTime: '10:00' }, 20)).toMatchObject({
      endDate: '2026-11-23',
      endTime: '10:20',
    });
    expect(changeStart(defaults(), { startDate: '2026-11-25' }, 60)).toMatchObject({
      startDate: '2026-11-25',
      endDate: '2026-11-25',
      endTime: '10:40',
    });
  });

  test('a recurring series keeps its repeat-until after the end, else it moves to 14 days after the start', () => {
    const recurring = setRecurring(defaults(), true);
    expect(changeStart(recurring, { startDate: '2026-11-30' }, 20)).toMatchObject({
      repeatUntil: '2026-12-07',
    });
    expect(changeStart(recurring, { startDate: '2026-12-20' }, 20)).toMatchObject({
      repeatUntil: '2027-01-03',
    });
  });
});

describe('changeEnd', () => {
  test('an end after the start is kept', () => {
    expect(changeEnd(defaults(), { endTime: '11:00' }, 20)).toMatchObject({
      startTime: '09:40',
      endTime: '11:00',
    });
  });

  test('an end moved before (or onto) the start moves the start to end - default length', () => {
    expect(changeEnd(defaults(), { endTime: '09:00' }, 20)).toMatchObject({
      startTime: '08:40',
      endTime: '09:00',
    });
    expect(changeEnd(defaults(), { endTime: '09:40' }, 40)).toMatchObject({ startTime: '09:00' });
    expect(changeEnd(defaults(), { endDate: '2026-11-22', endTime: '00:10' }, 20)).toMatchObject({
      startDate: '2026-11-21',
      startTime: '23:50',
    });
  });
});

describe('readSubmittedValues (a refused post without JavaScript shows what was typed)', () => {
  test('reads the submitted strings, checkboxes and clients', () => {
    expect(
      readSubmittedValues(
        {
          title: 'Typed title',
          inviteesId: ['a', 'b'],
          startDate: '2026-11-24',
          startTime: '11:00',
          endDate: '2026-11-24',
          endTime: '11:20',
          online: 'on',
          recurring: 'on',
          repeatUntil: '2026-12-08',
          frequency: '7',
          payment: '15',
        },
        defaults(),
      ),
    ).toMatchObject({
      title: 'Typed title',
      inviteesId: ['a', 'b'],
      startDate: '2026-11-24',
      online: true,
      allDay: false,
      recurring: true,
      repeatUntil: '2026-12-08',
      payment: '15',
    });
    expect(readSubmittedValues({ inviteesId: 'a' }, defaults()).inviteesId).toEqual(['a']);
    expect(readSubmittedValues(undefined, defaults())).toEqual(defaults());
  });
});

describe('the two-hour limit', () => {
  test('a start moved so far back that the session would pass 2 hours brings the end along', () => {
    // From 9:40-10:00, the start moves to 7:00: 3 hours would be refused, so the end follows.
    expect(changeStart(defaults(), { startTime: '07:00' }, 20)).toMatchObject({
      startTime: '07:00',
      endTime: '07:20',
    });
    // Picking another day first, then an earlier time, keeps a bookable slot.
    const moved = changeStart(
      changeStart(defaults(), { startDate: '2026-12-01' }, 60),
      { startTime: '08:00' },
      60,
    );
    expect(moved).toMatchObject({
      startDate: '2026-12-01',
      startTime: '08:00',
      endDate: '2026-12-01',
      endTime: '09:00',
    });
  });

  test('an end moved past the limit brings the start along', () => {
    expect(changeEnd(defaults(), { endTime: '13:00' }, 20)).toMatchObject({
      startTime: '12:40',
      endTime: '13:00',
    });
    expect(changeEnd(defaults(), { endTime: '11:40' }, 20)).toMatchObject({
      startTime: '09:40',
      endTime: '11:40',
    });
  });
});
