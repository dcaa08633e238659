/**
 * Wall-clock time in a person's IANA zone, with nothing but Intl: which local date and time an instant has,
 * and which instant a local date and time stands for. The one implementation for the API (recurring
 * appointments stay at the same local hour across daylight-saving changes), the worker and the web app
 * (which reads and types local dates and times; the API speaks UTC instants). Nothing here reads the
 * machine's zone or clock, and nothing here imports Sequelize or Node: the web app bundles it.
 */

export type LocalDateTime = {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0-999; left out, 0. */
  millisecond?: number;
};

/** A calendar date without a zone, as `<input type="date">` writes it: `2026-11-23`. */
export type CivilDate = string;
/** A wall-clock time as `<input type="time">` writes it: `09:40`. */
export type CivilTime = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function readParts(instant: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some ICU versions write midnight as 24 with h23.
    hour: parts.hour === 24 ? 0 : (parts.hour ?? 0),
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/**
 * Offsets only change at quarter-hour boundaries, so one Intl lookup per zone and quarter hour serves every
 * instant in it: a calendar page converts hundreds of instants, and formatToParts is slow.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const offsets = new Map<string, number>();

function quarterOffset(instant: Date, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const bucketStart = Math.floor(instant.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const key = `${timeZone}|${bucketStart}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = wallClockMs(readParts(new Date(bucketStart), timeZone)) - bucketStart;
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The local date and time an instant has in a zone. */
export function toLocal(instant: Date, timeZone: string): LocalDateTime & { millisecond: number } {
  const shifted = new Date(Math.floor(instant.getTime() / 1000) * 1000 + quarterOffset(instant, timeZone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    millisecond: instant.getUTCMilliseconds(),
  };
}

/** A wall-clock time read as if it were UTC, in milliseconds. */
function wallClockMs(local: LocalDateTime): number {
  return Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
    local.millisecond ?? 0,
  );
}

/** The zone's offset from UTC at an instant, in milliseconds (whole seconds). */
function offsetAt(instant: Date, timeZone: string): number {
  const truncated = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  return wallClockMs(toLocal(truncated, timeZone)) - truncated.getTime();
}

function isSameWallClock(a: LocalDateTime, b: LocalDateTime): boolean {
  return (
    a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute
  );
}

/**
 * The instant a local wall-clock time stands for. A time skipped by a spring-forward gap moves forward by the
 * gap (02:30 becomes 03:30); a time that happens twice in an autumn overlap takes its first occurrence.
 */
export function fromLocal(local: LocalDateTime, timeZone: string): Date {
  const wall = wallClockMs(local);
  // The offsets a day either side bracket any transition near this wall time. (Half a day does not: read as an
  // instant, the wall time minus 12 h is already past a transition at that wall time in a zone 12 h or more ahead
  // of UTC, so Auckland's 02:00 on its spring-forward day was read as 01:00.)
  const offsetBefore = offsetAt(new Date(wall - 24 * 3_600_000), timeZone);
  const offsetAfter = offsetAt(new Date(wall + 24 * 3_600_000), timeZone);
  const matching = [wall - offsetBefore, wall - offsetAfter]
    .filter((candidate) => isSameWallClock(toLocal(new Date(candidate), timeZone), local))
    .sort((a, b) => a - b);
  // Inside a gap no reading matches: the offset from before the gap lands just after it.
  return new Date(matching[0] ?? wall - offsetBefore);
}

const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CIVIL_TIME = /^(\d{2}):(\d{2})$/;

export function isCivilDate(value: string): boolean {
  const match = CIVIL_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isCivilTime(value: string): boolean {
  const match = CIVIL_TIME.exec(value);
  return Boolean(match && Number(match[1]) < 24 && Number(match[2]) < 60);
}

/** The instant of a local date and time typed by a person in their zone (e.g. the appointment form). */
export function localDateTimeToInstant(date: CivilDate, time: CivilTime, timeZone: string): Date {
  if (!isCivilDate(date) || !isCivilTime(time))
    throw new RangeError(`Not a local date and time: ${date} ${time}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return fromLocal({ year, month, day, hour, minute, second: 0 }, timeZone);
}

/** Local midnights already found, by zone and date: a calendar page asks for up to 42 of them. */
const dayStarts = new Map<string, number>();

/** The first instant of a local calendar day (00:00, or the first minute after a gap that skips midnight). */
export function startOfLocalDay(date: CivilDate, timeZone: string): Date {
  const key = `${timeZone}|${date}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    start = localDateTimeToInstant(date, '00:00', timeZone).getTime();
    if (dayStarts.size >= 100_000) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return new Date(start);
}

const pad = (value: number) => String(value).padStart(2, '0');

export function toCivilDate(local: Pick<LocalDateTime, 'year' | 'month' | 'day'>): CivilDate {
  return `${String(local.year).padStart(4, '0')}-${pad(local.month)}-${pad(local.day)}`;
}

export function toCivilTime(local: Pick<LocalDateTime, 'hour' | 'minute'>): CivilTime {
  return `${pad(local.hour)}:${pad(local.minute)}`;
}

/** The local date an instant falls on in a zone. */
export function civilDateOf(instant: Date, timeZone: string): CivilDate {
  return toCivilDate(toLocal(instant, timeZone));
}

/** What date and time inputs show for an instant in a zone. */
export function toLocalInputs(instant: Date, timeZone: string): { date: CivilDate; time: CivilTime } {
  const local = toLocal(instant, timeZone);
  return { date: toCivilDate(local), time: toCivilTime(local) };
}

/** Minutes since local midnight (wall clock), e.g. 9:40 is 580. */
export function minuteOfDay(instant: Date, timeZone: string): number {
  const local = toLocal(instant, timeZone);
  return local.hour * 60 + local.minute;
}

/**
 * The next wall-clock boundary of `stepMinutes` strictly after `now`, in the zone (the create form's default
 * start: 9:07 becomes 9:20, 9:20 becomes 9:40). Boundaries are local: a zone that is 5:30 or 5:45 from UTC
 * still gets :00, :20 and :40. It walks forward in real time, so across a spring-forward gap it lands on the
 * first boundary after the gap, and in a repeated autumn hour it never goes back before `now`.
 */
export function nextLocalBoundary(
  now: Date,
  timeZone: string,
  stepMinutes = 20,
): { date: CivilDate; time: CivilTime; instant: Date } {
  let instant = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  // A jump of the offset can land off a boundary (e.g. a 30-minute change); a few steps always settle it.
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const local = toLocal(instant, timeZone);
    const minutes = local.hour * 60 + local.minute;
    const isOnBoundary = minutes % stepMinutes === 0;
    if (isOnBoundary && instant.getTime() > now.getTime()) break;
    const next = Math.floor(minutes / stepMinutes) * stepMinutes + stepMinutes;
    instant = new Date(instant.getTime() + (next - minutes) * 60_000);
  }
  return { ...toLocalInputs(instant, timeZone), instant };
}

/** The same local time `days` calendar days later in the zone (a weekly appointment stays at 09:00). */
export function addLocalDays(instant: Date, days: number, timeZone: string): Date {
  const local = toLocal(instant, timeZone);
  const shifted = new Date(Date.UTC(local.year, local.month - 1, local.day + days));
  return fromLocal(
    { ...local, year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() },
    timeZone,
  );
}

/** The first instant of the local calendar month that contains `instant`, and of the next one. */
export function localMonthBounds(instant: Date, timeZone: string): { start: Date; end: Date } {
  const local = toLocal(instant, timeZone);
  const base = { hour: 0, minute: 0, second: 0, millisecond: 0, day: 1 };
  const start = fromLocal({ ...base, year: local.year, month: local.month }, timeZone);
  const nextMonth =
    local.month === 12 ? { year: local.year + 1, month: 1 } : { year: local.year, month: local.month + 1 };
  const end = fromLocal({ ...base, ...nextMonth }, timeZone);
  return { start, end };
}

/** A day of a local month: its first instant, and the next day's. */
export interface LocalDay {
  readonly start: Date;
  readonly end: Date;
}

/** Months whose days are kept; past this all are forgotten and kept again as they come. */
const MAX_KEPT_MONTHS = 1_000;
const keptMonths = new Map<string, readonly LocalDay[]>();

/**
 * The days of the local calendar month that contains `instant`, in order (the report's chart, by day). A month's
 * days in a zone never change, and working them out takes two zone conversions a day, so each month is worked
 * out once and kept (the same array, frozen: callers must not change it).
 */
export function localMonthDays(instant: Date, timeZone: string): readonly LocalDay[] {
  const local = toLocal(instant, timeZone);
  const key = `${timeZone}\u0000${local.year}-${local.month}`;
  let days = keptMonths.get(key);
  if (!days) {
    const { start, end } = localMonthBounds(instant, timeZone);
    const list: LocalDay[] = [];
    for (let day = start; day < end;) {
      const next = addLocalDays(day, 1, timeZone);
      list.push(Object.freeze({ start: day, end: next }));
      day = next;
    }
    days = Object.freeze(list);
    if (keptMonths.size >= MAX_KEPT_MONTHS) keptMonths.clear();
    keptMonths.set(key, days);
  }
  return days;
}

/** True for IANA zone names this runtime knows (what the browser's Intl reports). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date `days` days after (or before) a civil date, zone-free: `2026-03-08` + 1 is `2026-03-09`. */
export function addCivilDays(date: CivilDate, days: number): CivilDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return toCivilDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

/** The day of the week of a civil date, 0 for Sunday to 6 for Saturday (the same in every zone). */
export function weekdayOfCivilDate(date: CivilDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * The instant of a wall-clock time on a local date, where `24:00` is the next day's start (a working range
 * that ends at midnight). Times skipped by a gap move forward by it, as `localDateTimeToInstant` does.
 */
export function localTimeOnDate(date: CivilDate, time: CivilTime, timeZone: string): Date {
  if (time === '24:00') return startOfLocalDay(addCivilDays(date, 1), timeZone);
  return localDateTimeToInstant(date, time, timeZone);
}
