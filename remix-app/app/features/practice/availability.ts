import type { CivilDate, CivilTime } from '#app/utils/zoned-time.ts';

/**
 * A provider's availability as the scheduling pages show and edit it (issue 30, ADR 0051): the API's
 * `availability/*` answers in the web app's words. Hours are wall-clock times in the availability's own zone.
 */

/**
 * One range of hours. `office` is where, in words: the office's name and address when `officeId` names one of
 * the practice's offices (ADR 0055), else the place typed before offices were real.
 */
export type WorkingRange = {
  start: CivilTime;
  end: CivilTime;
  inPerson: boolean;
  office: string | null;
  officeId: string | null;
};

/** An office the editor offers for in-person hours. */
export type OfficeChoice = { id: string; name: string };
export type DateOverride = { date: CivilDate; ranges: WorkingRange[] };

export type Availability = {
  timeZone: string;
  /** Seven days, Sunday first. */
  weekly: WorkingRange[][];
  overrides: DateOverride[];
  minNoticeMinutes: number;
  horizonDays: number;
  bufferMinutes: number;
  requestableTypes: Array<{ typeId: string; lengthMinutes: number }>;
  isSet: boolean;
  allowRequests: boolean;
};

export type FreeSlot = { start: string; end: string; inPerson: boolean; office: string | null };

export type FreeSlots = {
  providerName: string;
  timeZone: string;
  types: Array<{ id: string; name: string; lengthMinutes: number }>;
  typeId: string | null;
  slots: FreeSlot[];
};

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The editor's rows: working ranges a day, and new date overrides offered at once. */
export const RANGES_PER_DAY_ROWS = 3;
export const NEW_OVERRIDE_ROWS = 2;

export const NOTICE_CHOICES: Array<[number, string]> = [
  [0, 'No notice'],
  [60, '1 hour'],
  [120, '2 hours'],
  [240, '4 hours'],
  [720, '12 hours'],
  [1440, '24 hours'],
  [2880, '48 hours'],
  [4320, '72 hours'],
  [10080, '1 week'],
];
export const BUFFER_CHOICES: Array<[number, string]> = [
  [0, 'None'],
  [5, '5 minutes'],
  [10, '10 minutes'],
  [15, '15 minutes'],
  [30, '30 minutes'],
  [60, '1 hour'],
];

/** The names of the editor's fields, one place for the form and its reader. */
export const fieldName = {
  rangeStart: (day: number, row: number) => `day${day}-${row}-start`,
  rangeEnd: (day: number, row: number) => `day${day}-${row}-end`,
  rangeInPerson: (day: number, row: number) => `day${day}-${row}-in-person`,
  rangeOffice: (day: number, row: number) => `day${day}-${row}-office`,
  rangeOfficeId: (day: number, row: number) => `day${day}-${row}-office-id`,
  overrideDate: (row: number) => `override${row}-date`,
  overrideOff: (row: number) => `override${row}-off`,
  overrideStart: (row: number) => `override${row}-start`,
  overrideEnd: (row: number) => `override${row}-end`,
  type: (id: string) => `type-${id}`,
  typeLength: (id: string) => `type-${id}-length`,
};

/** "9:00 AM" style wall-clock text for `HH:MM` (`24:00` is midnight). */
export function formatClock(time: CivilTime): string {
  if (time === '24:00') return 'midnight';
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

export function formatRanges(ranges: WorkingRange[]): string {
  if (ranges.length === 0) return 'Not available';
  return ranges
    .map(
      (range) =>
        `${formatClock(range.start)} – ${formatClock(range.end)}${range.inPerson ? ` (${range.office ?? 'in person'})` : ''}`,
    )
    .join(', ');
}

/** The hours of one date: its override's, else the week's. */
export function hoursOn(availability: Availability, date: CivilDate, weekday: number) {
  const override = availability.overrides.find((candidate) => candidate.date === date);
  return {
    ranges: override ? override.ranges : (availability.weekly[weekday] ?? []),
    isOverride: Boolean(override),
  };
}
