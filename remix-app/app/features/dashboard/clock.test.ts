import { describe, expect, test } from 'vitest';
import { formatClock, getGreeting, msUntilNextMinute } from '#app/features/dashboard/clock.ts';

describe('getGreeting', () => {
  test.each([
    ['2026-03-10T00:00:00Z', 'UTC', 'Good Morning'],
    ['2026-03-10T11:59:59Z', 'UTC', 'Good Morning'],
    ['2026-03-10T12:00:00Z', 'UTC', 'Good Afternoon'],
    ['2026-03-10T17:59:59Z', 'UTC', 'Good Afternoon'],
    ['2026-03-10T18:00:00Z', 'UTC', 'Good Evening'],
    ['2026-03-10T23:59:59Z', 'UTC', 'Good Evening'],
  ] as const)('%s in %s is %s (thresholds 12:00 and 18:00)', (iso, zone, expected) => {
    expect(getGreeting(new Date(iso), zone)).toBe(expected);
  });

  test('uses the viewer’s zone, not the server’s', () => {
    const instant = new Date('2026-06-15T16:30:00Z');
    expect(getGreeting(instant, 'UTC')).toBe('Good Afternoon');
    expect(getGreeting(instant, 'America/New_York')).toBe('Good Afternoon'); // 12:30 EDT
    expect(getGreeting(instant, 'America/Los_Angeles')).toBe('Good Morning'); // 09:30 PDT
    expect(getGreeting(instant, 'Asia/Tokyo')).toBe('Good Morning'); // 01:30 next day
    expect(getGreeting(instant, 'Europe/Berlin')).toBe('Good Evening'); // 18:30 CEST
    expect(getGreeting(instant, 'Asia/Kolkata')).toBe('Good Evening'); // 22:00 IST (half-hour offset)
  });

  test('follows daylight saving time', () => {
    // 11:30 UTC is 07:30 in New York in summer (EDT) and 06:30 in winter (EST); 17:30 UTC is 13:30 / 12:30.
    expect(getGreeting(new Date('2026-07-01T16:30:00Z'), 'America/New_York')).toBe('Good Afternoon');
    expect(getGreeting(new Date('2026-01-15T16:30:00Z'), 'America/New_York')).toBe('Good Morning');
  });
});

describe('formatClock', () => {
  test('renders date, time and weekday in the given zone', () => {
    const clock = formatClock(new Date('2026-11-21T23:05:00Z'), 'Asia/Tokyo');
    expect(clock).toEqual({
      date: 'November 22, 2026',
      time: '8:05 AM',
      weekday: 'Sunday',
      dateTime: '2026-11-21T23:05:00.000Z',
    });
  });
});

describe('msUntilNextMinute', () => {
  test('counts to the next whole minute', () => {
    expect(msUntilNextMinute(new Date('2026-01-01T10:00:45.500Z'))).toBe(14_500);
    expect(msUntilNextMinute(new Date('2026-01-01T10:00:00.000Z'))).toBe(60_000);
  });
});
