import { fromLocal, toLocal } from '#app/utils/zoned-time.ts';
import type { LocalDateTime } from '#app/utils/zoned-time.ts';
import { dateTimeFormat } from '#app/utils/intl.ts';

/**
 * The date arithmetic and formats react-big-calendar needs, done in one IANA zone given explicitly (the
 * viewer's, from the session), never in the zone of the machine the browser runs on: its own default
 * localizer and date-arithmetic read `Date#getHours` and friends, which are the machine's. Every method takes
 * and returns instants (`Date`); days, weeks and months are the zone's wall-clock ones (through
 * `@tele/data/zoned-time`), minutes and hours are real time. The day columns are a wall-clock grid, as the
 * server's time grid is: on a daylight-saving day the skipped hour has no slots and the repeated one is drawn
 * once (`getDstOffset` is the zone's change of offset, not the machine's).
 *
 * `createZonedLocalizer` returns the spec; `drag-calendar.client.tsx` hands it to react-big-calendar's
 * `DateLocalizer`. Pure: unit-tested with the test process in UTC and the viewer in other zones.
 */

export type ZonedUnit = 'milliseconds' | 'seconds' | 'minutes' | 'hours' | 'day' | 'week' | 'month' | 'year';

/** What react-big-calendar passes as a unit: 'day', 'minutes', 'hour', 'date', 'month', 'FullYear'… */
export function normalizeUnit(unit: string | undefined): ZonedUnit | undefined {
  switch (unit?.toLowerCase()) {
    case undefined:
    case '':
      return undefined;
    case 'millisecond':
    case 'milliseconds':
      return 'milliseconds';
    case 'second':
    case 'seconds':
      return 'seconds';
    case 'minute':
    case 'minutes':
      return 'minutes';
    case 'hour':
    case 'hours':
      return 'hours';
    case 'day':
    case 'days':
    case 'date':
      return 'day';
    case 'week':
    case 'weeks':
      return 'week';
    case 'month':
    case 'months':
      return 'month';
    case 'year':
    case 'years':
    case 'fullyear':
      return 'year';
    default:
      throw new RangeError(`Unknown date unit ${unit}`);
  }
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A wall-clock reading as milliseconds, as if it were UTC. */
function wallMs(local: LocalDateTime): number {
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

/** The wall-clock reading of milliseconds written as if UTC (normalises 25:00 into the next day, etc.). */
function fromWallMs(ms: number): LocalDateTime {
  const date = new Date(ms);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    millisecond: date.getUTCMilliseconds(),
  };
}

type Range = { start: Date; end: Date };
type CalendarEvent = { start: Date; end: Date; allDay?: boolean };
type Formatter = (value: Date) => string;

export type ZonedLocalizerSpec = ReturnType<typeof createZonedLocalizer>;

/** The week starts on Sunday, as the server's week view and the month grid do. */
export const FIRST_DAY_OF_WEEK = 0;

export function createZonedLocalizer(timeZone: string) {
  const local = (date: Date) => toLocal(date, timeZone);
  const instant = (reading: LocalDateTime) => fromLocal(reading, timeZone);
  /** The zone's offset from UTC at an instant, in minutes (east positive). */
  const offsetMinutes = (date: Date) => {
    const whole = new Date(Math.floor(date.getTime() / 1000) * 1000);
    return Math.round((wallMs(local(whole)) - whole.getTime()) / MINUTE_MS);
  };

  // Without a date, now (as react-big-calendar's other localizers do: its slot metrics' cache key passes none).
  function startOf(date: Date = new Date(), rawUnit?: string): Date {
    const unit = normalizeUnit(rawUnit);
    const time = date.getTime();
    switch (unit) {
      case undefined:
      case 'milliseconds':
        return new Date(time);
      // Offsets are whole minutes in every zone of this century: sub-hour units are real time.
      case 'seconds':
        return new Date(Math.floor(time / 1000) * 1000);
      case 'minutes':
        return new Date(Math.floor(time / MINUTE_MS) * MINUTE_MS);
      case 'hours': {
        const reading = local(date);
        return new Date(time - (reading.minute * 60 + reading.second) * 1000 - reading.millisecond);
      }
      case 'day': {
        const reading = local(date);
        return instant({ ...reading, hour: 0, minute: 0, second: 0, millisecond: 0 });
      }
      case 'week': {
        const reading = local(date);
        const weekday = new Date(Date.UTC(reading.year, reading.month - 1, reading.day)).getUTCDay();
        const back = (weekday - FIRST_DAY_OF_WEEK + 7) % 7;
        const day = fromWallMs(Date.UTC(reading.year, reading.month - 1, reading.day - back));
        return instant({ ...day, hour: 0, minute: 0, second: 0, millisecond: 0 });
      }
      case 'month': {
        const reading = local(date);
        return instant({ ...reading, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0 });
      }
      case 'year': {
        const reading = local(date);
        return instant({ ...reading, month: 1, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0 });
      }
    }
  }

  function add(date: Date, amount: number, rawUnit?: string): Date {
    const unit = normalizeUnit(rawUnit) ?? 'milliseconds';
    const time = date.getTime();
    switch (unit) {
      case 'milliseconds':
        return new Date(time + amount);
      case 'seconds':
        return new Date(time + amount * 1000);
      case 'minutes':
        return new Date(time + amount * MINUTE_MS);
      case 'hours':
        return new Date(time + amount * 60 * MINUTE_MS);
      case 'day':
      case 'week': {
        // The same wall-clock time so many days later (a 9:00 appointment stays at 9:00 across a DST change).
        const reading = local(date);
        const days = unit === 'week' ? amount * 7 : amount;
        const day = fromWallMs(Date.UTC(reading.year, reading.month - 1, reading.day + days));
        return instant({ ...reading, year: day.year, month: day.month, day: day.day });
      }
      case 'month':
      case 'year': {
        const reading = local(date);
        const months = unit === 'year' ? amount * 12 : amount;
        const first = new Date(Date.UTC(reading.year, reading.month - 1 + months, 1));
        const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
        return instant({
          ...reading,
          year: first.getUTCFullYear(),
          month: first.getUTCMonth() + 1,
          day: Math.min(reading.day, lastDay),
        });
      }
    }
  }

  function endOf(date: Date = new Date(), unit?: string): Date {
    if (!normalizeUnit(unit)) return new Date(date.getTime());
    return new Date(add(startOf(date, unit), 1, unit).getTime() - 1);
  }

  const compare = (a: Date, b: Date, unit?: string) =>
    startOf(a, unit).getTime() - startOf(b, unit).getTime();
  const eq = (a: Date, b: Date, unit?: string) => compare(a, b, unit) === 0;
  const neq = (a: Date, b: Date, unit?: string) => !eq(a, b, unit);
  const lt = (a: Date, b: Date, unit?: string) => compare(a, b, unit) < 0;
  const lte = (a: Date, b: Date, unit?: string) => compare(a, b, unit) <= 0;
  const gt = (a: Date, b: Date, unit?: string) => compare(a, b, unit) > 0;
  const gte = (a: Date, b: Date, unit?: string) => compare(a, b, unit) >= 0;
  const inRange = (day: Date, min: Date, max: Date, unit = 'day') =>
    gte(day, min, unit) && lte(day, max, unit);
  const min = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
  const max = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

  /** `b - a` in whole units: real time below a day, the zone's calendar days, weeks, months and years above. */
  function diff(a: Date, b: Date, rawUnit = 'day'): number {
    const unit = normalizeUnit(rawUnit) ?? 'milliseconds';
    const delta = b.getTime() - a.getTime();
    switch (unit) {
      case 'milliseconds':
        return delta;
      case 'seconds':
        return Math.trunc(delta / 1000);
      case 'minutes':
        return Math.trunc(delta / MINUTE_MS);
      case 'hours':
        return Math.trunc(delta / (60 * MINUTE_MS));
      case 'day':
      case 'week': {
        const days = Math.trunc((wallMs(local(b)) - wallMs(local(a))) / DAY_MS);
        return unit === 'week' ? Math.trunc(days / 7) : days;
      }
      case 'month':
      case 'year': {
        const from = local(a);
        const to = local(b);
        let months = (to.year - from.year) * 12 + (to.month - from.month);
        const rest = (reading: LocalDateTime) => wallMs({ ...reading, year: 2000, month: 1 });
        if (months > 0 && rest(to) < rest(from)) months -= 1;
        if (months < 0 && rest(to) > rest(from)) months += 1;
        return unit === 'year' ? Math.trunc(months / 12) : months;
      }
    }
  }

  function range(start: Date, end: Date, unit = 'day'): Date[] {
    const dates: Date[] = [];
    for (let current = start; lte(current, end, unit); current = add(current, 1, unit)) dates.push(current);
    return dates;
  }

  const ceil = (date: Date, unit: string) => {
    const floor = startOf(date, unit);
    return eq(floor, date) ? floor : add(floor, 1, unit);
  };

  /** The date's day at the time's wall-clock time. */
  function merge(date: Date | null, time: Date | null): Date | null {
    if (!date && !time) return null;
    const day = local(date ?? new Date());
    const clock = local(time ?? new Date());
    return instant({
      ...day,
      hour: clock.hour,
      minute: clock.minute,
      second: clock.second,
      millisecond: clock.millisecond,
    });
  }

  const firstVisibleDay = (date: Date) => startOf(startOf(date, 'month'), 'week');
  const lastVisibleDay = (date: Date) => endOf(endOf(date, 'month'), 'week');
  const visibleDays = (date: Date) => range(firstVisibleDay(date), lastVisibleDay(date), 'day');

  /** The wall-clock minute `minutesFromMidnight + offset` of the date's day (past midnight: the next day). */
  function getSlotDate(date: Date, minutesFromMidnight: number, offset: number): Date {
    const day = local(date);
    const wall = Date.UTC(day.year, day.month - 1, day.day) + (minutesFromMidnight + offset) * MINUTE_MS;
    return instant(fromWallMs(wall));
  }

  /** As Date#getTimezoneOffset, but the zone's: minutes west of UTC. */
  const getTimezoneOffset = (date: Date) => -offsetMinutes(date);
  /** How much the zone's offset grew from `a` to `b`: real minutes plus this are wall-clock minutes. */
  const getDstOffset = (a: Date, b: Date) => offsetMinutes(b) - offsetMinutes(a);
  const getTotalMin = (a: Date, b: Date) => diff(a, b, 'minutes') + getDstOffset(a, b);
  const getMinutesFromMidnight = (date: Date) => {
    const reading = local(date);
    return reading.hour * 60 + reading.minute;
  };

  const continuesPrior = (start: Date, first: Date) => lt(start, first, 'day');
  const continuesAfter = (start: Date, end: Date, last: Date) =>
    eq(start, end, 'minutes') ? gte(end, last, 'minutes') : gt(end, last, 'minutes');
  const daySpan = (start: Date, end: Date) =>
    Math.abs(diff(startOf(start, 'day'), startOf(end, 'day'), 'day'));

  function sortEvents({ evtA, evtB }: { evtA: CalendarEvent; evtB: CalendarEvent }): number {
    return (
      startOf(evtA.start, 'day').getTime() - startOf(evtB.start, 'day').getTime() ||
      daySpan(evtB.start, evtB.end) - daySpan(evtA.start, evtA.end) ||
      Number(Boolean(evtB.allDay)) - Number(Boolean(evtA.allDay)) ||
      evtA.start.getTime() - evtB.start.getTime() ||
      evtA.end.getTime() - evtB.end.getTime()
    );
  }

  function inEventRange({ event, range: { start, end } }: { event: CalendarEvent; range: Range }): boolean {
    const eventStart = startOf(event.start, 'day');
    const startsBeforeEnd = lte(eventStart, end, 'day');
    const endsAfterStart = neq(eventStart, event.end, 'minutes')
      ? gt(event.end, start, 'minutes')
      : gte(event.end, start, 'minutes');
    return startsBeforeEnd && endsAfterStart;
  }

  const isSameDate = (a: Date, b: Date) => eq(a, b, 'day');
  const isJustDate = (date: Date) => startOf(date, 'day').getTime() === date.getTime();
  const startAndEndAreDateOnly = (start: Date, end: Date) => isJustDate(start) && isJustDate(end);

  /** The calendar's words in the zone, through the app's cached Intl formatters. */
  const formatIn =
    (options: Intl.DateTimeFormatOptions): Formatter =>
    (value) =>
      dateTimeFormat({ ...options, timeZone }).format(value);
  const time = formatIn({ hour: 'numeric', minute: '2-digit' });
  const hour = formatIn({ hour: 'numeric' });
  const weekday = formatIn({ weekday: 'short' });
  const dayOfMonth = formatIn({ day: 'numeric' });
  const weekdayDay = (value: Date) => `${weekday(value)} ${dayOfMonth(value)}`;
  const longDay = formatIn({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  const shortDay = formatIn({ month: 'short', day: 'numeric' });
  const monthYear = formatIn({ month: 'long', year: 'numeric' });
  const timeRange = ({ start, end }: Range) => `${time(start)} – ${time(end)}`;
  const dayRange = ({ start, end }: Range) => `${shortDay(start)} – ${shortDay(end)}`;

  const formats = {
    dateFormat: dayOfMonth,
    dayFormat: weekdayDay,
    weekdayFormat: weekday,
    selectRangeFormat: timeRange,
    eventTimeRangeFormat: timeRange,
    eventTimeRangeStartFormat: ({ start }: Range) => `${time(start)} – `,
    eventTimeRangeEndFormat: ({ end }: Range) => ` – ${time(end)}`,
    timeGutterFormat: hour,
    monthHeaderFormat: monthYear,
    dayHeaderFormat: longDay,
    dayRangeHeaderFormat: dayRange,
    agendaHeaderFormat: dayRange,
    agendaDateFormat: formatIn({ weekday: 'short', month: 'short', day: 'numeric' }),
    agendaTimeFormat: time,
    agendaTimeRangeFormat: timeRange,
  };

  /** A format react-big-calendar names by a string of its own ('short', 'DDD'): a full date and time. */
  const fallback = formatIn({ dateStyle: 'medium', timeStyle: 'short' });

  return {
    formats,
    format: (value: Date, _format: string) => fallback(value),
    firstOfWeek: () => FIRST_DAY_OF_WEEK,
    merge,
    inRange,
    lt,
    lte,
    gt,
    gte,
    eq,
    neq,
    startOf,
    endOf,
    add,
    range,
    diff,
    ceil,
    min,
    max,
    minutes: (date: Date) => local(date).minute,
    firstVisibleDay,
    lastVisibleDay,
    visibleDays,
    getSlotDate,
    getTimezoneOffset,
    getDstOffset,
    getTotalMin,
    getMinutesFromMidnight,
    continuesPrior,
    continuesAfter,
    daySpan,
    sortEvents,
    inEventRange,
    isSameDate,
    startAndEndAreDateOnly,
    // eventLevels' segment offset for a zone ahead of the machine's: the zone is explicit, so none.
    browserTZOffset: () => 0,
  };
}
