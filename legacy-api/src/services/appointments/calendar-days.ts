import { refuse } from '#api/errors/app-error.js';
import { parseInstant } from './schedule.js';

/** The month grid: six weeks. A week view sends 7 days and a day view 1. */
export const CALENDAR_MAX_DAYS = 42;
/** Rows one calendar answer may hold (a busy practice has a few hundred in six weeks). */
export const CALENDAR_ROW_CAP = 1_500;

export const CALENDAR_MESSAGES = {
  badDates: 'Please send the days of the calendar to show.',
  tooManyDays: `Please show at most ${CALENDAR_MAX_DAYS} days of the calendar at a time.`,
  notConsecutive: 'Please send consecutive days of the calendar.',
} as const;

const HOUR_MS = 3_600_000;
/** Local midnights are 23 to 25 hours apart across a daylight-saving change; 22-26 allows odd zones' shifts. */
const SHORTEST_DAY_MS = 22 * HOUR_MS;
const LONGEST_DAY_MS = 26 * HOUR_MS;

/**
 * The days `get-month-appointment` may read: 1 to 42 local midnights, in order, one day apart, so the range
 * read is at most the month grid's six weeks whatever the caller sends (review finding 8).
 */
export function readCalendarDays(dateArray: unknown[] | undefined): Date[] {
  const days = (dateArray ?? []).map(parseInstant);
  if (days.length === 0 || days.some((day) => day === null)) refuse(CALENDAR_MESSAGES.badDates);
  if (days.length > CALENDAR_MAX_DAYS) refuse(CALENDAR_MESSAGES.tooManyDays);
  const starts = days as Date[];
  for (let index = 1; index < starts.length; index += 1) {
    const step = starts[index]!.getTime() - starts[index - 1]!.getTime();
    if (step < SHORTEST_DAY_MS || step > LONGEST_DAY_MS) refuse(CALENDAR_MESSAGES.notConsecutive);
  }
  return starts;
}
