import { describe, expect, test } from 'vitest';
import type { Appointment } from '#app/features/appointments/appointment.ts';
import {
  calendarHref,
  describePeriod,
  displayedDays,
  getVisibleHours,
  placeDayAppointments,
  readCalendarModal,
  withSearchParams,
  monthGridDays,
  readCalendarQuery,
  shiftDate,
  truncateTitle,
} from '#app/features/appointments/calendar.ts';
import {
  addMonths,
  addMinutesToLocal,
  minutesBetweenLocal,
  startOfWeek,
  weekdayOf,
} from '#app/utils/civil-date.ts';
import { startOfLocalDay, toLocal } from '#app/utils/zoned-time.ts';

describe('monthGridDays (the List view’s 42 cells)', () => {
  test('six weeks from the Sunday on or before the 1st, SUN to SAT', () => {
    const days = monthGridDays('2026-11-23');
    expect(days).toHaveLength(42);
    // November 2026 starts on a Sunday, so the grid starts on the 1st.
    expect(days[0]).toBe('2026-11-01');
    expect(days[41]).toBe('2026-12-12');
    expect(days.every((day, index) => weekdayOf(day) === index % 7)).toBe(true);
  });

  test('starts in the previous month and covers every day of the month', () => {
    const days = monthGridDays('2026-12-05');
    expect(days[0]).toBe('2026-11-29');
    expect(days.filter((day) => day.startsWith('2026-12'))).toHaveLength(31);
    // February 2026 starts on a Sunday and has 28 days: two trailing weeks of March.
    expect(monthGridDays('2026-02-14')[0]).toBe('2026-02-01');
    expect(monthGridDays('2026-02-14')[41]).toBe('2026-03-14');
    // A leap February.
    expect(monthGridDays('2028-02-10').filter((day) => day.startsWith('2028-02'))).toHaveLength(29);
  });

  test('each cell’s instant is local midnight in the viewer’s zone, across DST', () => {
    // March 2026 in Berlin: the clocks go forward on Sunday the 29th, so that day is 23 hours long.
    const starts = monthGridDays('2026-03-10').map((day) => startOfLocalDay(day, 'Europe/Berlin'));
    expect(starts).toHaveLength(42);
    for (const start of starts) expect(toLocal(start, 'Europe/Berlin')).toMatchObject({ hour: 0, minute: 0 });
    const hours = starts
      .slice(1)
      .map((start, index) => (start.getTime() - starts[index]!.getTime()) / 3_600_000);
    expect(hours.filter((length) => length === 23)).toHaveLength(1);
    expect(hours.filter((length) => length !== 23).every((length) => length === 24)).toBe(true);
    expect(starts[0]!.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    // October in New York: one 25-hour day.
    const october = monthGridDays('2026-11-01').map((day) => startOfLocalDay(day, 'America/New_York'));
    const octoberHours = october
      .slice(1)
      .map((start, index) => (start.getTime() - october[index]!.getTime()) / 3_600_000);
    expect(octoberHours.filter((length) => length === 25)).toHaveLength(1);
  });

  test('a day whose midnight is skipped (Chile) starts at its first minute, still in order', () => {
    const starts = monthGridDays('2026-09-15').map((day) => startOfLocalDay(day, 'America/Santiago'));
    expect(starts.every((start, index) => index === 0 || start > starts[index - 1]!)).toBe(true);
    expect(
      starts.map((start) => toLocal(start, 'America/Santiago').hour).filter((hour) => hour !== 0),
    ).toEqual([1]);
  });
});

describe('displayedDays and navigation', () => {
  test('42 for List, the month’s days for Month, 7 from Sunday for Week, 1 for Day, none for the lists', () => {
    expect(displayedDays('list', '2026-11-23')).toHaveLength(42);
    expect(displayedDays('month', '2026-11-23')).toHaveLength(30);
    expect(displayedDays('month', '2026-11-23')[0]).toBe('2026-11-01');
    expect(displayedDays('week', '2026-11-25')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(displayedDays('day', '2026-11-25')).toEqual(['2026-11-25']);
    expect(displayedDays('invited', '2026-11-25')).toEqual([]);
    expect(displayedDays('requested', '2026-11-25')).toEqual([]);
  });

  test('Previous and Next move by a month, 7 days or a day', () => {
    expect(shiftDate('list', '2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftDate('month', '2026-03-31', -1)).toBe('2026-02-28');
    expect(shiftDate('week', '2026-12-30', 1)).toBe('2027-01-06');
    expect(shiftDate('day', '2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDate('day', '2028-02-28', 1)).toBe('2028-02-29');
  });

  test('describes the shown period', () => {
    expect(describePeriod('list', '2026-11-23')).toBe('November 2026');
    expect(describePeriod('week', '2026-11-23')).toBe('Nov 22 – 28, 2026');
    expect(describePeriod('week', '2026-12-01')).toBe('Nov 29 – Dec 5, 2026');
    expect(describePeriod('week', '2026-12-29')).toBe('Dec 27, 2026 – Jan 2, 2027');
    expect(describePeriod('day', '2026-11-23')).toBe('Monday, November 23, 2026');
  });
});

describe('readCalendarQuery and calendarHref', () => {
  test('reads the URL, falling back to today’s List view in My Calendar', () => {
    expect(readCalendarQuery(new URLSearchParams(''), '2026-11-23')).toEqual({
      view: 'list',
      date: '2026-11-23',
      calendar: 'my',
      page: 1,
    });
    expect(
      readCalendarQuery(
        new URLSearchParams('view=week&date=2026-02-03&calendar=practice&page=3'),
        '2026-11-23',
      ),
    ).toEqual({ view: 'week', date: '2026-02-03', calendar: 'practice', page: 3 });
    expect(
      readCalendarQuery(new URLSearchParams('view=year&date=2026-02-30&calendar=x&page=-1'), '2026-11-23'),
    ).toEqual({ view: 'list', date: '2026-11-23', calendar: 'my', page: 1 });
  });

  test('writes a linkable URL with the open modal', () => {
    expect(calendarHref({ view: 'week', date: '2026-11-23', calendar: 'my' })).toBe(
      '/appointment?view=week&date=2026-11-23&calendar=my',
    );
    expect(
      calendarHref(
        { view: 'day', date: null, calendar: 'practice' },
        { appointment: 'abc', confirmDelete: true },
      ),
    ).toBe('/appointment?view=day&calendar=practice&appointment=abc&delete=1');
    expect(calendarHref({ view: 'requested', date: null, calendar: 'my', page: 2 }, { create: true })).toBe(
      '/appointment?view=requested&calendar=my&page=2&create=1',
    );
  });
});

describe('modal parameters', () => {
  test('the URL opens one modal at a time', () => {
    const id = '65a1b2c3d4e5f60718293a01';
    expect(readCalendarModal(new URLSearchParams('create=1'))).toEqual({
      isCreateOpen: true,
      appointmentId: null,
      isDeleteConfirmOpen: false,
      isAddClientOpen: false,
    });
    expect(readCalendarModal(new URLSearchParams(`appointment=${id}&delete=1&create=1`))).toMatchObject({
      isCreateOpen: false,
      appointmentId: id,
      isDeleteConfirmOpen: true,
    });
    expect(readCalendarModal(new URLSearchParams('appointment=../../x&delete=1'))).toMatchObject({
      appointmentId: null,
      isDeleteConfirmOpen: false,
    });
  });

  test('withSearchParams sets and removes parameters', () => {
    expect(withSearchParams('/appointment?view=week&addClient=1', { addClient: null })).toBe(
      '/appointment?view=week',
    );
    expect(withSearchParams('/dashboard', { addClient: '1' })).toBe('/dashboard?addClient=1');
  });
});

describe('truncateTitle (grid cells)', () => {
  test('cuts at 20 characters and adds ..', () => {
    expect(truncateTitle('Meeting with Dr. Maya Patel')).toBe('Meeting with Dr. May..');
    expect(truncateTitle('Exactly twenty chars')).toBe('Exactly twenty chars');
    expect(truncateTitle('Short')).toBe('Short');
    expect(truncateTitle('')).toBe('');
  });

  test('never splits an emoji', () => {
    expect(truncateTitle('🙂'.repeat(25))).toBe(`${'🙂'.repeat(20)}..`);
  });
});

describe('civil dates and wall-clock times', () => {
  test('month arithmetic clamps to the last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  test('weeks start on Sunday', () => {
    expect(startOfWeek('2026-11-23')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-22')).toBe('2026-11-22');
    expect(startOfWeek('2027-01-01')).toBe('2026-12-27');
  });

  test('minutes are added on the wall clock, across midnight and the year', () => {
    expect(addMinutesToLocal('2026-12-31', '23:50', 20)).toEqual({ date: '2027-01-01', time: '00:10' });
    expect(addMinutesToLocal('2026-03-01', '00:10', -20)).toEqual({ date: '2026-02-28', time: '23:50' });
    expect(
      minutesBetweenLocal({ date: '2026-11-23', time: '23:30' }, { date: '2026-11-24', time: '00:10' }),
    ).toBe(40);
  });
});

describe('placeDayAppointments (Week and Day columns)', () => {
  const appointment = (
    id: string,
    start: string,
    end: string | null,
    extra: Partial<Appointment> = {},
  ): Appointment & { canMove: boolean } => ({
    canMove: end !== null,
    id,
    title: id,
    notes: '',
    isAllDay: end === null,
    isRecurring: false,
    isOnline: true,
    providerId: 'p',
    providerName: 'P',
    clients: [],
    isClientRequest: false,
    inviteEmail: null,
    invitePhone: null,
    startTime: start,
    endTime: end,
    minutes: 0,
    repeatUntil: null,
    recurrenceFrequency: null,
    payment: 0,
    type: null,
    state: 1,
    roleUpdated: 'provider',
    requestedDate: null,
    paidDate: null,
    isEditable: true,
    isReadOnly: false,
    actualStart: null,
    actualEnd: null,
    sessionNote: '',
    noteCreatedDate: null,
    isConfirmedByClient: false,
    ...extra,
  });

  test('wall-clock minutes in the viewer’s zone, overlaps side by side, all day apart', () => {
    const { allDay, timed } = placeDayAppointments(
      {
        date: '2026-11-23',
        appointments: [
          appointment('a', '2026-11-23T14:00:00Z', '2026-11-23T15:00:00Z'),
          appointment('b', '2026-11-23T14:20:00Z', '2026-11-23T15:00:00Z'),
          appointment('c', '2026-11-23T14:40:00Z', '2026-11-23T15:20:00Z'),
          appointment('d', '2026-11-23T16:00:00Z', '2026-11-23T16:05:00Z'),
          appointment('e', '2026-11-23T05:00:00Z', null),
        ],
      },
      'America/New_York',
    );
    expect(allDay.map((item) => item.id)).toEqual(['e']);
    const byId = Object.fromEntries(timed.map((item) => [item.appointment.id, item]));
    expect(byId.a).toMatchObject({ startMinute: 9 * 60, endMinute: 10 * 60, lane: 0, lanes: 3 });
    expect(byId.b).toMatchObject({ lane: 1, lanes: 3 });
    expect(byId.c).toMatchObject({ lane: 2, lanes: 3 });
    // Alone again, and drawn at least 20 minutes tall.
    expect(byId.d).toMatchObject({ startMinute: 11 * 60, endMinute: 11 * 60 + 20, lane: 0, lanes: 1 });
    expect(getVisibleHours(timed)).toEqual({ first: 8, last: 18 });
  });

  test('a lane is reused once free, and an appointment past midnight is clipped to the day', () => {
    const { timed } = placeDayAppointments(
      {
        date: '2026-11-23',
        appointments: [
          appointment('a', '2026-11-23T09:00:00Z', '2026-11-23T10:00:00Z'),
          appointment('b', '2026-11-23T09:30:00Z', '2026-11-23T10:30:00Z'),
          appointment('c', '2026-11-23T10:00:00Z', '2026-11-23T10:40:00Z'),
          appointment('late', '2026-11-23T23:20:00Z', '2026-11-24T01:00:00Z'),
        ],
      },
      'UTC',
    );
    const byId = Object.fromEntries(timed.map((item) => [item.appointment.id, item]));
    expect(byId.c).toMatchObject({ lane: 0, lanes: 2 });
    expect(byId.late).toMatchObject({ startMinute: 23 * 60 + 20, endMinute: 24 * 60 });
    expect(getVisibleHours(timed)).toEqual({ first: 8, last: 24 });
  });
});
