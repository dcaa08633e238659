import {
  addCivilDays,
  civilDateOf,
  localTimeOnDate,
  weekdayOfCivilDate,
  type CivilDate,
  type CivilTime,
} from '#data/zoned-time.js';

/**
 * A provider's availability and the free slots it leaves (issue 30, ADR 0051): pure functions over the rules and
 * the provider's busy intervals, with no database, clock or machine zone (the API and the web app's preview use
 * the same code). Working hours are wall-clock times in the provider's zone; everything computed is a UTC
 * instant, so a client in any zone reads the same slot at its own local time.
 */

/** One working range of a day, `09:00`-`12:30` (its end may be `24:00`), online or at an office. */
export interface WorkingRange {
  start: CivilTime;
  end: CivilTime;
  /** In person, rather than online: at one of the practice's offices (ADR 0055) or a place named in words. */
  inPerson: boolean;
  /** The place as the provider typed it (hours kept before offices were real), when no office is named. */
  office: string | null;
  /** One of the practice's offices (`offices.id`); absent in hours kept before offices were real. */
  officeId?: string | null;
}

/** A date whose hours replace the week's: no ranges is a day off, ranges are that day's hours (extra hours). */
export interface DateOverride {
  date: CivilDate;
  ranges: WorkingRange[];
}

export interface AvailabilityRules {
  /** The provider's IANA zone: the one the working hours are read in. */
  timeZone: string;
  /** Seven days of ranges, Sunday first, each day's ranges in order and apart. */
  weekly: WorkingRange[][];
  overrides: DateOverride[];
  /** A slot starts at least this long after now. */
  minNoticeMinutes: number;
  /** A slot starts before now plus this many days. */
  horizonDays: number;
  /** Kept free before and after every booked session. */
  bufferMinutes: number;
}

export interface BusyInterval {
  start: Date;
  end: Date;
}

export interface FreeSlot {
  start: Date;
  end: Date;
  inPerson: boolean;
  office: string | null;
  officeId: string | null;
}

/** Slots start every this many minutes of real time from the start of a working range. */
export const SLOT_STEP_MINUTES = 15;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The hours of one local date: its override's, else the week's for its weekday. */
export function rangesOn(rules: AvailabilityRules, date: CivilDate): WorkingRange[] {
  const override = rules.overrides.find((candidate) => candidate.date === date);
  return override ? override.ranges : (rules.weekly[weekdayOfCivilDate(date)] ?? []);
}

/** The instants a range covers on a date; a range inside a spring-forward gap covers nothing. */
export function rangeInstants(
  range: WorkingRange,
  date: CivilDate,
  timeZone: string,
): { start: Date; end: Date } {
  return {
    start: localTimeOnDate(date, range.start, timeZone),
    end: localTimeOnDate(date, range.end, timeZone),
  };
}

/** When clients may book: from now plus the notice to now plus the horizon. */
export function bookingWindow(rules: AvailabilityRules, now: Date): { start: Date; end: Date } {
  return {
    start: new Date(now.getTime() + rules.minNoticeMinutes * MINUTE_MS),
    end: new Date(now.getTime() + rules.horizonDays * DAY_MS),
  };
}

/** The working intervals (as instants, in order) that meet [from, to), with the range each comes from. */
export function workingIntervals(
  rules: AvailabilityRules,
  from: Date,
  to: Date,
): Array<{ start: Date; end: Date; range: WorkingRange }> {
  const intervals: Array<{ start: Date; end: Date; range: WorkingRange }> = [];
  if (to <= from) return intervals;
  // A day's ranges can reach past its own date only up to its `24:00`: a day either side covers every zone.
  const last = addCivilDays(civilDateOf(to, rules.timeZone), 1);
  for (
    let date = addCivilDays(civilDateOf(from, rules.timeZone), -1);
    date <= last;
    date = addCivilDays(date, 1)
  ) {
    for (const range of rangesOn(rules, date)) {
      const { start, end } = rangeInstants(range, date, rules.timeZone);
      if (end > start && end > from && start < to) intervals.push({ start, end, range });
    }
  }
  return intervals.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Busy intervals widened by the buffer on both sides, sorted and merged. */
function blockedIntervals(busy: readonly BusyInterval[], bufferMinutes: number): Array<[number, number]> {
  const buffer = bufferMinutes * MINUTE_MS;
  const widened = busy
    .map((interval): [number, number] => [interval.start.getTime() - buffer, interval.end.getTime() + buffer])
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const interval of widened) {
    const previous = merged[merged.length - 1];
    if (previous && interval[0] <= previous[1]) previous[1] = Math.max(previous[1], interval[1]);
    else merged.push([...interval]);
  }
  return merged;
}

/**
 * The free slots of `lengthMinutes` a client may book: inside the working hours (overrides first), starting
 * every `stepMinutes` of real time from each range's start, after now plus the notice and before the horizon,
 * within [from, to) when given, and clear of every busy interval by the buffer. Sorted by start.
 *
 * Across a daylight-saving change a range keeps its wall-clock ends: 01:00-03:00 on a fall-back night is three
 * real hours, on a spring-forward night one. Linear in the slots and busy intervals: `busy` need not be sorted.
 */
export function freeSlots(input: {
  rules: AvailabilityRules;
  busy: readonly BusyInterval[];
  lengthMinutes: number;
  now: Date;
  from?: Date;
  to?: Date;
  stepMinutes?: number;
}): FreeSlot[] {
  const { rules, lengthMinutes } = input;
  const step = (input.stepMinutes ?? SLOT_STEP_MINUTES) * MINUTE_MS;
  const length = lengthMinutes * MINUTE_MS;
  if (!(length > 0) || !(step > 0)) return [];
  const window = bookingWindow(rules, input.now);
  const earliest = Math.max(window.start.getTime(), input.from?.getTime() ?? -Infinity);
  const latest = Math.min(window.end.getTime(), input.to?.getTime() ?? Infinity);
  if (earliest >= latest) return [];

  const blocked = blockedIntervals(input.busy, rules.bufferMinutes);
  const slots: FreeSlot[] = [];
  let next = 0;
  const intervals = workingIntervals(rules, new Date(earliest), new Date(latest + length));
  for (const interval of intervals) {
    const rangeStart = interval.start.getTime();
    const rangeEnd = interval.end.getTime();
    // The first step of this range at or after the earliest start.
    let start = rangeStart + Math.max(0, Math.ceil((earliest - rangeStart) / step)) * step;
    // Intervals come in start order, so the blocked pointer steps back only past blocks an overlap left behind.
    while (next > 0 && (blocked[next - 1]?.[1] ?? 0) > start) next -= 1;
    for (; start + length <= rangeEnd && start < latest; start += step) {
      while (next < blocked.length && blocked[next]![1] <= start) next += 1;
      const block = blocked[next];
      if (block && block[0] < start + length) {
        // Jump to the first step after this block.
        start += Math.max(0, Math.ceil((block[1] - start) / step) - 1) * step;
        continue;
      }
      slots.push({
        start: new Date(start),
        end: new Date(start + length),
        inPerson: interval.range.inPerson,
        office: interval.range.office,
        officeId: interval.range.officeId ?? null,
      });
    }
  }
  return slots;
}
