import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { createZonedLocalizer, normalizeUnit } from '#app/features/appointments/zoned-localizer.ts';
import { toLocal } from '#app/utils/zoned-time.ts';

// The tests run with the process in UTC (vitest.config.ts): every figure below is the viewer's zone's, which a
// localizer reading the machine's zone would get wrong.
const at = (iso: string) => new Date(iso);
const iso = (date: Date | null) => date?.toISOString();

describe('createZonedLocalizer: days, weeks and months are the viewer zone’s', () => {
  const newYork = createZonedLocalizer('America/New_York');
  const kolkata = createZonedLocalizer('Asia/Kolkata');
  const lordHowe = createZonedLocalizer('Australia/Lord_Howe');

  test('the start of a day is the zone’s local midnight, also on the day clocks spring forward', () => {
    expect(iso(newYork.startOf(at('2026-11-23T15:00:00Z'), 'day'))).toBe('2026-11-23T05:00:00.000Z');
    expect(iso(newYork.startOf(at('2026-03-08T15:00:00Z'), 'day'))).toBe('2026-03-08T05:00:00.000Z');
    // 02:00 UTC on the 24th is still the 23rd in New York, already the 24th in Kolkata.
    expect(iso(newYork.startOf(at('2026-11-24T02:00:00Z'), 'day'))).toBe('2026-11-23T05:00:00.000Z');
    expect(iso(kolkata.startOf(at('2026-11-24T02:00:00Z'), 'day'))).toBe('2026-11-23T18:30:00.000Z');
    expect(newYork.eq(at('2026-11-23T12:00:00Z'), at('2026-11-24T02:00:00Z'), 'day')).toBe(true);
    expect(kolkata.eq(at('2026-11-23T12:00:00Z'), at('2026-11-24T02:00:00Z'), 'day')).toBe(false);
  });

  test('weeks start on the Sunday, months on the 1st, in the zone', () => {
    // Wednesday 25 November 2026, 23:00 in New York (04:00 UTC on Thursday).
    expect(iso(newYork.startOf(at('2026-11-26T04:00:00Z'), 'week'))).toBe('2026-11-22T05:00:00.000Z');
    expect(iso(newYork.startOf(at('2026-12-01T04:00:00Z'), 'month'))).toBe('2026-11-01T04:00:00.000Z');
    expect(iso(newYork.endOf(at('2026-11-23T15:00:00Z'), 'day'))).toBe('2026-11-24T04:59:59.999Z');
    expect(newYork.firstOfWeek()).toBe(0);
  });

  test('adding days keeps the wall-clock time across a daylight-saving change; minutes are real time', () => {
    // Saturday 9:00 EST, the next day 9:00 EDT.
    expect(iso(newYork.add(at('2026-03-07T14:00:00Z'), 1, 'day'))).toBe('2026-03-08T13:00:00.000Z');
    expect(iso(newYork.add(at('2026-03-07T14:00:00Z'), 24 * 60, 'minutes'))).toBe('2026-03-08T14:00:00.000Z');
    expect(newYork.diff(at('2026-03-07T14:00:00Z'), at('2026-03-08T13:00:00Z'), 'day')).toBe(1);
    expect(newYork.diff(at('2026-03-07T14:00:00Z'), at('2026-03-08T13:00:00Z'), 'minutes')).toBe(23 * 60);
    expect(iso(newYork.add(at('2026-01-31T15:00:00Z'), 1, 'month'))).toBe('2026-02-28T15:00:00.000Z');
    expect(
      newYork.range(at('2026-11-22T05:00:00Z'), at('2026-11-28T05:00:00Z'), 'day').map((day) => iso(day)),
    ).toHaveLength(7);
  });

  test('the day column is a wall-clock grid: slots and positions by the zone’s minutes from midnight', () => {
    const day = at('2026-11-23T00:00:00Z');
    expect(iso(kolkata.getSlotDate(day, 9 * 60, 0))).toBe('2026-11-23T03:30:00.000Z');
    expect(iso(kolkata.getSlotDate(day, 23 * 60, 60))).toBe('2026-11-23T18:30:00.000Z');
    expect(kolkata.getMinutesFromMidnight(at('2026-11-23T03:30:00Z'))).toBe(9 * 60);
    // New York's spring-forward day has 23 real hours: 00:00 to 23:59 is 1439 wall-clock minutes.
    const midnight = at('2026-03-08T05:00:00Z');
    expect(newYork.getTotalMin(midnight, newYork.endOf(midnight, 'day'))).toBe(1439);
    // 10:00 EDT is 540 real minutes after midnight, drawn at the 600th wall-clock minute.
    const tenAm = at('2026-03-08T14:00:00Z');
    expect(newYork.diff(midnight, tenAm, 'minutes') + newYork.getDstOffset(midnight, tenAm)).toBe(600);
    expect(newYork.getMinutesFromMidnight(tenAm)).toBe(600);
    expect(newYork.getTimezoneOffset(tenAm)).toBe(240);
  });

  test('Lord Howe’s half-hour daylight saving: the slot after 02:00 on the change is 02:30', () => {
    // 4 October 2026: 02:00 (+10:30) becomes 02:30 (+11:00).
    const day = at('2026-10-03T14:00:00Z');
    expect(toLocal(lordHowe.startOf(day, 'day'), 'Australia/Lord_Howe')).toMatchObject({
      day: 4,
      hour: 0,
      minute: 0,
    });
    const slot = lordHowe.getSlotDate(day, 2 * 60 + 30, 0);
    expect(toLocal(slot, 'Australia/Lord_Howe')).toMatchObject({ day: 4, hour: 2, minute: 30 });
    expect(lordHowe.getDstOffset(lordHowe.startOf(day, 'day'), slot)).toBe(30);
  });

  test('events: sorted by day then length, in range by the zone’s days, same date by the zone', () => {
    const morning = { start: at('2026-11-23T14:00:00Z'), end: at('2026-11-23T14:40:00Z') };
    const late = { start: at('2026-11-24T02:00:00Z'), end: at('2026-11-24T02:40:00Z') };
    expect(newYork.sortEvents({ evtA: late, evtB: morning })).toBeGreaterThan(0);
    const monday = { start: at('2026-11-23T05:00:00Z'), end: at('2026-11-24T04:59:59.999Z') };
    expect(newYork.inEventRange({ event: late, range: monday })).toBe(true);
    // 02:00 UTC on the 24th is Tuesday morning in Kolkata: outside Kolkata's Monday.
    const kolkataMonday = { start: at('2026-11-22T18:30:00Z'), end: at('2026-11-23T18:29:59.999Z') };
    expect(kolkata.inEventRange({ event: late, range: kolkataMonday })).toBe(false);
    expect(kolkata.inEventRange({ event: morning, range: kolkataMonday })).toBe(true);
    expect(newYork.isSameDate(morning.start, late.start)).toBe(true);
    expect(newYork.startAndEndAreDateOnly(monday.start, at('2026-11-24T05:00:00Z'))).toBe(true);
    expect(iso(newYork.merge(at('2026-11-25T15:00:00Z'), at('2026-11-23T14:40:00Z')))).toBe(
      '2026-11-25T14:40:00.000Z',
    );
  });

  test('formats in the zone', () => {
    const instant = at('2026-11-23T14:00:00Z');
    expect(newYork.formats.timeGutterFormat(instant)).toBe('9 AM');
    expect(kolkata.formats.eventTimeRangeFormat({ start: instant, end: at('2026-11-23T14:40:00Z') })).toBe(
      '7:30 PM – 8:10 PM',
    );
    expect(newYork.formats.dayFormat(at('2026-11-24T02:00:00Z'))).toBe('Mon 23');
  });

  test('a slot’s date and its minutes from midnight agree for any instant and zone (outside repeated hours)', () => {
    const zones = [
      'America/New_York',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
      'Europe/London',
      'Asia/Kathmandu',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2025, 0, 1) / 60_000, max: Date.UTC(2028, 0, 1) / 60_000 }),
        (zone, minute) => {
          const localizer = createZonedLocalizer(zone);
          const instant = new Date(minute * 60_000);
          const dayStart = localizer.startOf(instant, 'day');
          const fromMidnight = localizer.getMinutesFromMidnight(instant);
          const slot = localizer.getSlotDate(dayStart, 0, fromMidnight);
          // In an autumn hour that happens twice, the slot is its first occurrence.
          const isRepeated = localizer.getTimezoneOffset(instant) !== localizer.getTimezoneOffset(slot);
          if (!isRepeated) expect(slot.getTime()).toBe(instant.getTime());
          expect(
            localizer.diff(dayStart, instant, 'minutes') + localizer.getDstOffset(dayStart, instant),
          ).toBe(fromMidnight);
        },
      ),
    );
  });

  test('without a date, now (react-big-calendar’s slot metrics ask so)', () => {
    const before = Date.now();
    const start = newYork.startOf(undefined, 'minutes').getTime();
    expect(start).toBeGreaterThan(before - 60_000);
    expect(start).toBeLessThanOrEqual(Date.now());
  });

  test('units as react-big-calendar names them', () => {
    expect(normalizeUnit('FullYear')).toBe('year');
    expect(normalizeUnit('date')).toBe('day');
    expect(normalizeUnit('hour')).toBe('hours');
    expect(normalizeUnit(undefined)).toBeUndefined();
    expect(() => normalizeUnit('fortnight')).toThrow(RangeError);
  });
});
