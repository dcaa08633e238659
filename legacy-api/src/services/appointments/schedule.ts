import { refuse } from '#api/errors/app-error.js';
import { readLegacyInstant } from '#api/lib/instant.js';
import { addLocalDays, toLocal } from '@tele/data/zoned-time';

import { SCHEDULE_MESSAGES } from '@tele/contract/messages';
export { SCHEDULE_MESSAGES };

import { MAX_LENGTH_MINUTES } from '@tele/contract/constants';
export { MAX_LENGTH_MINUTES };
export const MAX_OCCURRENCES = 100;

export interface Slot {
  start: Date;
  end: Date | null;
}

/** Both time forms the original apps send (epoch milliseconds, date strings); see lib/instant.ts. */
export const parseInstant = readLegacyInstant;

/** Start, end and length in minutes: all-day appointments have no end and length 0; others last 1-120 minutes. */
export function readSlot(input: {
  start_time?: unknown;
  end_time?: unknown;
  all_day?: boolean;
}): Slot & { minutes: number } {
  const start = parseInstant(input.start_time);
  if (!start) refuse(SCHEDULE_MESSAGES.badStart);
  if (input.all_day) return { start, end: null, minutes: 0 };
  const end = parseInstant(input.end_time);
  if (!end) refuse(SCHEDULE_MESSAGES.tooLong);
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  if (minutes <= 0 || minutes > MAX_LENGTH_MINUTES) refuse(SCHEDULE_MESSAGES.tooLong);
  return { start, end, minutes };
}

/** The legacy check at minute precision: a start in an earlier minute than now is refused. */
export function assertStartNotPast(start: Date, now: Date): void {
  if (Math.floor(start.getTime() / 60_000) < Math.floor(now.getTime() / 60_000))
    refuse(SCHEDULE_MESSAGES.badStart);
}

const localDateKey = (instant: Date, timeZone: string) => {
  const local = toLocal(instant, timeZone);
  return local.year * 10_000 + local.month * 100 + local.day;
};

/**
 * Every occurrence of a series: the same local time every `frequencyDays` days in the provider's zone (so a
 * 09:00 session stays at 09:00 across daylight-saving changes), up to and including the repeat-until date.
 */
export function expandSeries(input: {
  slot: Slot;
  minutes: number;
  frequencyDays: unknown;
  repeatUntil: unknown;
  timeZone: string;
}): { occurrences: Slot[]; frequencyDays: number; repeatUntil: Date } {
  const frequencyDays = Number(input.frequencyDays);
  if (!Number.isInteger(frequencyDays) || frequencyDays < 1 || frequencyDays > 365)
    refuse(SCHEDULE_MESSAGES.badFrequency);
  const repeatUntil = parseInstant(input.repeatUntil);
  const lastOfFirst = input.slot.end ?? input.slot.start;
  if (!repeatUntil || localDateKey(repeatUntil, input.timeZone) < localDateKey(lastOfFirst, input.timeZone)) {
    refuse(SCHEDULE_MESSAGES.repeatBeforeEnd);
  }
  const lastDay = localDateKey(repeatUntil, input.timeZone);
  const occurrences: Slot[] = [];
  for (let index = 0; ; index += 1) {
    const start =
      index === 0 ? input.slot.start : addLocalDays(input.slot.start, index * frequencyDays, input.timeZone);
    if (localDateKey(start, input.timeZone) > lastDay) break;
    if (occurrences.length === MAX_OCCURRENCES) refuse(SCHEDULE_MESSAGES.tooManyOccurrences);
    occurrences.push({
      start,
      end: input.slot.end ? new Date(start.getTime() + input.minutes * 60_000) : null,
    });
  }
  return { occurrences, frequencyDays, repeatUntil };
}
