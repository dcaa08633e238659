import { dateTimeFormat } from '#app/utils/intl.ts';
/**
 * Time as the viewer sees it. Everything takes the instant and the IANA zone explicitly, so the server renders
 * the same text the browser will, and tests do not depend on the machine's zone or clock.
 */

export type Greeting = 'Good Morning' | 'Good Afternoon' | 'Good Evening';

/** The spec's thresholds: before 12:00 morning, before 18:00 afternoon, otherwise evening (viewer's zone). */
export function getGreeting(instant: Date, timeZone: string): Greeting {
  const hour = getHourInZone(instant, timeZone);
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

export function getHourInZone(instant: Date, timeZone: string): number {
  const parts = dateTimeFormat({
    hour: 'numeric',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(instant);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  // Some engines render midnight as 24 with h23 in older ICU data; normalise.
  return hour === 24 ? 0 : hour;
}

export type ClockText = { date: string; time: string; weekday: string; dateTime: string };

/** Date, time and weekday for the dashboard header, e.g. "November 21, 2026", "9:05 AM", "Saturday". */
export function formatClock(instant: Date, timeZone: string): ClockText {
  return {
    date: dateTimeFormat({ dateStyle: 'long', timeZone }).format(instant),
    time: dateTimeFormat({ hour: 'numeric', minute: '2-digit', timeZone }).format(instant),
    weekday: dateTimeFormat({ weekday: 'long', timeZone }).format(instant),
    dateTime: instant.toISOString(),
  };
}

/** Milliseconds until the next whole minute, so a minute clock flips when the wall clock does. */
export function msUntilNextMinute(instant: Date): number {
  return 60_000 - (instant.getTime() % 60_000);
}
