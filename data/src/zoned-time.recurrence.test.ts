import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addLocalDays, fromLocal, localMonthBounds, toLocal } from './zoned-time.js';

describe('zoned time', () => {
  it('keeps a weekly 09:00 in New York at 09:00 across the November daylight-saving change', () => {
    const first = new Date('2026-10-26T13:00:00.000Z'); // 09:00 EDT (UTC-4)
    const week1 = addLocalDays(first, 7, 'America/New_York');
    const week2 = addLocalDays(first, 14, 'America/New_York');
    expect(week1.toISOString()).toBe('2026-11-02T14:00:00.000Z'); // 09:00 EST (UTC-5)
    expect(week2.toISOString()).toBe('2026-11-09T14:00:00.000Z');
    expect(toLocal(week1, 'America/New_York')).toMatchObject({ hour: 9, minute: 0 });
  });

  it('keeps a weekly 18:30 in Berlin across the March change', () => {
    const first = new Date('2026-03-23T17:30:00.000Z'); // 18:30 CET
    expect(addLocalDays(first, 7, 'Europe/Berlin').toISOString()).toBe('2026-03-30T16:30:00.000Z'); // 18:30 CEST
  });

  it('moves a time inside the spring gap forward and takes the first of a repeated hour', () => {
    const gap = fromLocal(
      { year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0, millisecond: 0 },
      'America/New_York',
    );
    expect(gap.toISOString()).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    const repeated = fromLocal(
      { year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0, millisecond: 0 },
      'America/New_York',
    );
    expect(repeated.toISOString()).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT, the first one
  });

  it('finds local month bounds', () => {
    const { start, end } = localMonthBounds(new Date('2026-03-01T03:00:00.000Z'), 'America/Los_Angeles');
    expect(start.toISOString()).toBe('2026-02-01T08:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-01T08:00:00.000Z');
    expect(localMonthBounds(new Date('2026-12-15T00:00:00Z'), 'UTC').end.toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
  it('reads the same wall clock as the zone database for any instant, midnight included, again and again', () => {
    const zones = ['America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC'];
    const instants = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) });
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (ms, timeZone) => {
        const instant = new Date(ms);
        const parts = Object.fromEntries(
          new Intl.DateTimeFormat('en-GB', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          })
            .formatToParts(instant)
            .map((part) => [part.type, part.value]),
        );
        const expected = {
          year: Number(parts.year),
          month: Number(parts.month),
          day: Number(parts.day),
          hour: Number(parts.hour),
          minute: Number(parts.minute),
          second: Number(parts.second),
          millisecond: instant.getUTCMilliseconds(),
        };
        expect(toLocal(instant, timeZone)).toEqual(expected);
        expect(toLocal(new Date(ms), timeZone)).toEqual(expected); // a remembered reading is the same
      }),
      { numRuns: 2_000 },
    );
  });

  it('starts each local day at 00:00, not 24:00', () => {
    expect(toLocal(new Date('2026-11-21T05:00:00.000Z'), 'America/New_York')).toMatchObject({
      day: 21,
      hour: 0,
      minute: 0,
    });
  });
});
