import type { CivilDate, CivilTime } from '#app/utils/zoned-time.ts';
import { dateTimeFormat } from '#app/utils/intl.ts';

/**
 * Arithmetic on calendar dates and wall-clock times without a zone (what date and time inputs hold). It runs
 * on UTC fields only, so the machine's zone never leaks in; which instant a date stands for is zoned-time's
 * business.
 */

function toUtcDate(date: CivilDate): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtcDate(date: Date): CivilDate {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: CivilDate, days: number): CivilDate {
  const value = toUtcDate(date);
  value.setUTCDate(value.getUTCDate() + days);
  return fromUtcDate(value);
}

/** The same day `months` later, clamped to the month's last day (Jan 31 + 1 month is Feb 28 or 29). */
export function addMonths(date: CivilDate, months: number): CivilDate {
  const value = toUtcDate(date);
  const day = value.getUTCDate();
  const first = new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return fromUtcDate(first);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: CivilDate): number {
  return toUtcDate(date).getUTCDay();
}

/** The Sunday on or before the date: weeks start on Sunday, as the calendar's SUN-SAT columns. */
export function startOfWeek(date: CivilDate): CivilDate {
  return addDays(date, -weekdayOf(date));
}

export function startOfMonth(date: CivilDate): CivilDate {
  return `${date.slice(0, 7)}-01`;
}

export function daysInMonth(date: CivilDate): number {
  const value = toUtcDate(date);
  return new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth() + 1, 0)).getUTCDate();
}

export function isSameMonth(a: CivilDate, b: CivilDate): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/** Consecutive dates from `first`. */
export function dateRange(first: CivilDate, count: number): CivilDate[] {
  const value = toUtcDate(first);
  const dates: CivilDate[] = [];
  for (let index = 0; index < count; index += 1) {
    dates.push(fromUtcDate(value));
    value.setUTCDate(value.getUTCDate() + 1);
  }
  return dates;
}

/** Number of days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: CivilDate, b: CivilDate): number {
  return Math.round((toUtcDate(b).getTime() - toUtcDate(a).getTime()) / 86_400_000);
}

/** A wall-clock date and time `minutes` later (or earlier), as the inputs show it. */
export function addMinutesToLocal(
  date: CivilDate,
  time: CivilTime,
  minutes: number,
): { date: CivilDate; time: CivilTime } {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const value = toUtcDate(date);
  value.setUTCMinutes(hour * 60 + minute + minutes);
  const iso = value.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Wall-clock minutes from `a` to `b`. */
export function minutesBetweenLocal(
  a: { date: CivilDate; time: CivilTime },
  b: { date: CivilDate; time: CivilTime },
): number {
  const toMinutes = ({ date, time }: { date: CivilDate; time: CivilTime }) => {
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    return toUtcDate(date).getTime() / 60_000 + hour * 60 + minute;
  };
  return toMinutes(b) - toMinutes(a);
}

/** How calendar dates are written for people (en-US). */
const CIVIL_DATE_FORMATS = {
  /** "November 2026" */
  monthYear: { month: 'long', year: 'numeric' },
  /** "Nov 23" */
  shortMonthDay: { month: 'short', day: 'numeric' },
  /** "Monday, November 23" */
  weekdayMonthDay: { weekday: 'long', month: 'long', day: 'numeric' },
  /** "Monday, November 23, 2026" */
  fullDate: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** "Mon" */
  weekdayShort: { weekday: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type CivilDateFormat = keyof typeof CIVIL_DATE_FORMATS;

/**
 * Each date is written once per format and process, then remembered: a calendar page names every one of its
 * 42 days, and Intl formatting is slow. The memory is bounded (a few thousand short strings per format).
 */
const written = new Map<CivilDateFormat, Map<CivilDate, string>>();
const MAX_REMEMBERED = 5_000;

/** A calendar date for people, e.g. `formatCivilDate('2026-11-23', 'monthYear')` is "November 2026". */
export function formatCivilDate(date: CivilDate, format: CivilDateFormat): string {
  let memo = written.get(format);
  if (!memo) {
    memo = new Map();
    written.set(format, memo);
  }
  let text = memo.get(date);
  if (text === undefined) {
    text = dateTimeFormat({ ...CIVIL_DATE_FORMATS[format], timeZone: 'UTC' }).format(toUtcDate(date));
    if (memo.size >= MAX_REMEMBERED) memo.clear();
    memo.set(date, text);
  }
  return text;
}
