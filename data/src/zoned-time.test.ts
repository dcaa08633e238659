import { describe, expect, it, test } from 'vitest';
import {
  addCivilDays,
  addLocalDays,
  localMonthDays,
  civilDateOf,
  fromLocal,
  localDateTimeToInstant,
  localTimeOnDate,
  minuteOfDay,
  weekdayOfCivilDate,
  nextLocalBoundary,
  startOfLocalDay,
  toLocal,
  toLocalInputs,
} from './zoned-time.js';

const iso = (date: Date) => date.toISOString();

describe('localDateTimeToInstant (what the appointment form sends)', () => {
  test('a plain local time in zones on both sides of UTC, and with half-hour offsets', () => {
    expect(iso(localDateTimeToInstant('2026-11-23', '09:40', 'UTC'))).toBe('2026-11-23T09:40:00.000Z');
    expect(iso(localDateTimeToInstant('2026-11-23', '09:40', 'Europe/Berlin'))).toBe(
      '2026-11-23T08:40:00.000Z',
    );
    expect(iso(localDateTimeToInstant('2026-11-23', '09:40', 'America/New_York'))).toBe(
      '2026-11-23T14:40:00.000Z',
    );
    expect(iso(localDateTimeToInstant('2026-11-23', '09:40', 'Asia/Kolkata'))).toBe(
      '2026-11-23T04:10:00.000Z',
    );
    expect(iso(localDateTimeToInstant('2026-11-23', '00:20', 'Asia/Tokyo'))).toBe('2026-11-22T15:20:00.000Z');
  });

  test('the same wall-clock time on either side of a daylight-saving change', () => {
    // Berlin: CET (+1) until 2026-03-29 02:00, then CEST (+2) until 2026-10-25 03:00.
    expect(iso(localDateTimeToInstant('2026-03-28', '09:00', 'Europe/Berlin'))).toBe(
      '2026-03-28T08:00:00.000Z',
    );
    expect(iso(localDateTimeToInstant('2026-03-29', '09:00', 'Europe/Berlin'))).toBe(
      '2026-03-29T07:00:00.000Z',
    );
    expect(iso(localDateTimeToInstant('2026-10-24', '09:00', 'Europe/Berlin'))).toBe(
      '2026-10-24T07:00:00.000Z',
    );
    expect(iso(localDateTimeToInstant('2026-10-25', '09:00', 'Europe/Berlin'))).toBe(
      '2026-10-25T08:00:00.000Z',
    );
    // New York: EST until 2026-03-08 02:00, then EDT.
    expect(iso(localDateTimeToInstant('2026-03-07', '09:00', 'America/New_York'))).toBe(
      '2026-03-07T14:00:00.000Z',
    );
    expect(iso(localDateTimeToInstant('2026-03-08', '09:00', 'America/New_York'))).toBe(
      '2026-03-08T13:00:00.000Z',
    );
  });

  test('a time skipped by the spring-forward gap moves forward by the gap', () => {
    expect(iso(localDateTimeToInstant('2026-03-29', '02:30', 'Europe/Berlin'))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(
      toLocalInputs(localDateTimeToInstant('2026-03-29', '02:30', 'Europe/Berlin'), 'Europe/Berlin'),
    ).toEqual({
      date: '2026-03-29',
      time: '03:30',
    });
    expect(iso(localDateTimeToInstant('2026-03-08', '02:20', 'America/New_York'))).toBe(
      '2026-03-08T07:20:00.000Z',
    );
    // Twelve hours or more ahead of UTC: Auckland springs forward at 02:00 (+12 to +13) on 2026-09-27.
    expect(iso(localDateTimeToInstant('2026-09-27', '02:00', 'Pacific/Auckland'))).toBe(
      '2026-09-26T14:00:00.000Z',
    );
    expect(
      toLocalInputs(localDateTimeToInstant('2026-09-27', '02:15', 'Pacific/Auckland'), 'Pacific/Auckland'),
    ).toEqual({ date: '2026-09-27', time: '03:15' });
  });

  test('a time that happens twice in the autumn overlap takes the first one', () => {
    // 02:30 on 2026-10-25 in Berlin happens at 00:30Z (CEST) and again at 01:30Z (CET).
    expect(iso(localDateTimeToInstant('2026-10-25', '02:30', 'Europe/Berlin'))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(iso(localDateTimeToInstant('2026-11-01', '01:30', 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  test('round-trips every 20 minutes across a whole DST weekend', () => {
    for (const timeZone of ['Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Asia/Kathmandu']) {
      for (let minutes = 0; minutes < 3 * 24 * 60; minutes += 20) {
        const instant = new Date(Date.UTC(2026, 2, 27, 0, minutes));
        const { date, time } = toLocalInputs(instant, timeZone);
        const back = localDateTimeToInstant(date, time, timeZone);
        // Unambiguous times come back exactly; a repeated hour comes back as its first occurrence.
        expect(toLocalInputs(back, timeZone)).toEqual({ date, time });
        expect(back.getTime()).toBeLessThanOrEqual(instant.getTime());
      }
    }
  });

  test('refuses malformed input', () => {
    expect(() => localDateTimeToInstant('2026-02-30', '09:00', 'UTC')).toThrow(RangeError);
    expect(() => localDateTimeToInstant('2026-02-10', '24:00', 'UTC')).toThrow(RangeError);
    expect(() => localDateTimeToInstant('10/02/2026', '09:00', 'UTC')).toThrow(RangeError);
  });
});

describe('toLocal and friends', () => {
  test('read the wall clock of an instant in a zone', () => {
    const instant = new Date('2026-11-23T23:30:00Z');
    expect(toLocal(instant, 'Asia/Tokyo')).toMatchObject({
      year: 2026,
      month: 11,
      day: 24,
      hour: 8,
      minute: 30,
    });
    expect(civilDateOf(instant, 'Asia/Tokyo')).toBe('2026-11-24');
    expect(civilDateOf(instant, 'America/Los_Angeles')).toBe('2026-11-23');
    expect(minuteOfDay(instant, 'Asia/Kolkata')).toBe(5 * 60); // 05:00 IST
    expect(
      fromLocal({ year: 2026, month: 11, day: 24, hour: 8, minute: 30, second: 0 }, 'Asia/Tokyo'),
    ).toEqual(instant);
  });

  test('startOfLocalDay is local midnight, or the first minute after a gap that skips midnight', () => {
    expect(iso(startOfLocalDay('2026-03-29', 'Europe/Berlin'))).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(startOfLocalDay('2026-03-30', 'Europe/Berlin'))).toBe('2026-03-29T22:00:00.000Z');
    // Chile springs forward at midnight: 2026-09-06 starts at 01:00 local (-03).
    expect(iso(startOfLocalDay('2026-09-06', 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
  });
});

describe('nextLocalBoundary (the create form’s default start)', () => {
  test.each([
    ['2026-11-23T09:07:00Z', 'UTC', '2026-11-23', '09:20'],
    ['2026-11-23T09:20:00Z', 'UTC', '2026-11-23', '09:40'],
    ['2026-11-23T09:39:59Z', 'UTC', '2026-11-23', '09:40'],
    ['2026-11-23T23:45:00Z', 'UTC', '2026-11-24', '00:00'],
    ['2026-12-31T23:50:00Z', 'UTC', '2027-01-01', '00:00'],
    // 09:07 UTC is 10:07 in Berlin (CET).
    ['2026-11-23T09:07:00Z', 'Europe/Berlin', '2026-11-23', '10:20'],
    // 04:35 UTC is 10:05 in Kolkata (+5:30): the boundary is local 10:20, not a UTC one.
    ['2026-11-23T04:35:00Z', 'Asia/Kolkata', '2026-11-23', '10:20'],
    // 04:00 UTC is 09:45 in Kathmandu (+5:45).
    ['2026-11-23T04:00:00Z', 'Asia/Kathmandu', '2026-11-23', '10:00'],
    // 23:50 UTC on the 23rd is already the 24th in Tokyo.
    ['2026-11-23T23:50:00Z', 'Asia/Tokyo', '2026-11-24', '09:00'],
  ])('%s in %s is %s %s', (now, timeZone, date, time) => {
    const next = nextLocalBoundary(new Date(now), timeZone);
    expect({ date: next.date, time: next.time }).toEqual({ date, time });
    expect(toLocalInputs(next.instant, timeZone)).toEqual({ date, time });
  });

  test('settles on a boundary when the offset moves by half an hour (Lord Howe)', () => {
    // Lord Howe goes from +10:30 to +11 at 02:00 local on 2026-10-04 (15:30 UTC the day before).
    const next = nextLocalBoundary(new Date('2026-10-03T15:20:00Z'), 'Australia/Lord_Howe');
    expect(Number(next.time.slice(3)) % 20).toBe(0);
    expect(next.instant.getTime()).toBeGreaterThan(new Date('2026-10-03T15:20:00Z').getTime());
  });

  test('a boundary inside the spring-forward gap becomes the first time after it', () => {
    // 00:50 UTC is 01:50 CET; 02:00 does not exist that night, 03:00 CEST is 01:00 UTC.
    const next = nextLocalBoundary(new Date('2026-03-29T00:50:00Z'), 'Europe/Berlin');
    expect({ date: next.date, time: next.time }).toEqual({ date: '2026-03-29', time: '03:00' });
    expect(iso(next.instant)).toBe('2026-03-29T01:00:00.000Z');
  });

  test('is always after now, also in the repeated autumn hour', () => {
    // 01:10 UTC is the second 02:10 in Berlin (CET); the next boundary is the second 02:20.
    const now = new Date('2026-10-25T01:10:00Z');
    const next = nextLocalBoundary(now, 'Europe/Berlin');
    expect(next.time).toBe('02:20');
    expect(iso(next.instant)).toBe('2026-10-25T01:20:00.000Z');
    // In the first 02:50 (CEST), the next boundary is 02:00 CET, ten minutes later, not the earlier 03:00.
    const beforeFallBack = nextLocalBoundary(new Date('2026-10-25T00:50:00Z'), 'Europe/Berlin');
    expect(iso(beforeFallBack.instant)).toBe('2026-10-25T01:00:00.000Z');
    expect(beforeFallBack.time).toBe('02:00');
  });
});

describe('civil days and working-range ends (availability, ADR 0051)', () => {
  test('adds days across months, years and leap days, and names the weekday', () => {
    expect(addCivilDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCivilDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCivilDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOfCivilDate('2026-11-23')).toBe(1); // a Monday
    expect(weekdayOfCivilDate('2026-11-29')).toBe(0);
  });

  test('reads 24:00 as the next local midnight, and a time in a gap after it', () => {
    expect(localTimeOnDate('2026-03-07', '24:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(localTimeOnDate('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // Lord Howe springs forward 30 minutes at 02:00: 02:15 does not exist and becomes 02:45.
    expect(localTimeOnDate('2026-10-04', '02:15', 'Australia/Lord_Howe').toISOString()).toBe(
      '2026-10-03T15:45:00.000Z',
    );
    expect(localTimeOnDate('2026-11-23', '09:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-23T03:30:00.000Z',
    );
  });
});

describe('localMonthDays', () => {
  it('gives each local day of the month, one after the other, across a DST change', () => {
    const days = localMonthDays(new Date('2026-11-15T12:00:00Z'), 'America/New_York');
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({
      start: new Date('2026-11-01T04:00:00Z'),
      end: new Date('2026-11-02T05:00:00Z'),
    });
    expect(days[29]!.end).toEqual(new Date('2026-12-01T05:00:00Z'));
    days.forEach((day, index) => {
      expect(day.end).toEqual(addLocalDays(day.start, 1, 'America/New_York'));
      if (index > 0) expect(day.start).toEqual(days[index - 1]!.end);
    });
  });

  it('keeps a month once worked out: the same days for any instant in it, apart for another zone', () => {
    const first = localMonthDays(new Date('2026-11-01T04:00:00Z'), 'America/New_York');
    expect(localMonthDays(new Date('2026-12-01T04:59:00Z'), 'America/New_York')).toBe(first);
    expect(localMonthDays(new Date('2026-11-15T12:00:00Z'), 'Asia/Tokyo')).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
