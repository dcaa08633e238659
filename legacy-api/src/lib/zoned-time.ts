/**
 * Wall-clock arithmetic in a person's time zone with nothing but Intl: what local date and time an instant
 * has in a zone, and which instant a local date and time is. Recurring appointments use it to stay at the
 * same local hour across daylight-saving changes.
 */
export interface LocalDateTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

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

/** The digits of a formatted "M/D/YYYY, HH:MM:SS" (en-US, h23). */
const FORMATTED = /^(\d+)\/(\d+)\/(\d+), (\d+):(\d+):(\d+)$/;

function readLocal(instant: Date, timeZone: string): LocalDateTime {
  // format() and one match cost well under half of formatToParts(), which builds an object per part.
  const match = FORMATTED.exec(formatterFor(timeZone).format(instant));
  if (!match) throw new RangeError(`Cannot read ${instant.toISOString()} in ${timeZone}`);
  return Object.freeze({
    year: Number(match[3]),
    month: Number(match[1]),
    day: Number(match[2]),
    hour: Number(match[4]),
    minute: Number(match[5]),
    second: Number(match[6]),
    millisecond: instant.getUTCMilliseconds(),
  });
}

/**
 * Readings are remembered (a bounded map, oldest out first): a calendar asks for the same days, and
 * fromLocal for the same neighbouring hours, over and over.
 */
const readings = new Map<string, LocalDateTime>();
const READINGS_MAX = 4_096;

/** The local date and time of an instant in a zone (frozen: spread it to change a field). */
export function toLocal(instant: Date, timeZone: string): LocalDateTime {
  const key = `${instant.getTime()} ${timeZone}`;
  let local = readings.get(key);
  if (local === undefined) {
    local = readLocal(instant, timeZone);
    if (readings.size >= READINGS_MAX) readings.delete(readings.keys().next().value!);
    readings.set(key, local);
  }
  return local;
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  return wallClockMs(toLocal(instant, timeZone)) - instant.getTime();
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
    local.millisecond,
  );
}

/**
 * The instant a local wall-clock time stands for. A time skipped by a spring-forward gap moves forward by
 * the gap (02:30 becomes 03:30); a repeated autumn hour takes its first occurrence.
 */
export function fromLocal(local: LocalDateTime, timeZone: string): Date {
  const wall = wallClockMs(local);
  const offsetBefore = offsetAt(new Date(wall - 12 * 3_600_000), timeZone);
  const offsetAfter = offsetAt(new Date(wall + 12 * 3_600_000), timeZone);
  const matching = [wall - offsetBefore, wall - offsetAfter]
    .filter((candidate) => localMatches(new Date(candidate), local, timeZone))
    .sort((a, b) => a - b);
  // No reading matches inside a spring-forward gap: the offset from before the gap lands just after it.
  return new Date(matching[0] ?? wall - offsetBefore);
}

function localMatches(instant: Date, local: LocalDateTime, timeZone: string): boolean {
  const actual = toLocal(instant, timeZone);
  return (
    actual.year === local.year &&
    actual.month === local.month &&
    actual.day === local.day &&
    actual.hour === local.hour &&
    actual.minute === local.minute
  );
}

/** The same local time `days` calendar days later in the zone. */
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
