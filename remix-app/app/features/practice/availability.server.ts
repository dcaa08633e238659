import {
  callApi,
  nullableTextOf,
  numberOf,
  readerOf,
  shapeOf,
  textOf,
  type ApiBody,
} from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import { getEnv } from '#app/utils/env.server.ts';
import { isCivilDate } from '#app/utils/zoned-time.ts';
import {
  NEW_OVERRIDE_ROWS,
  RANGES_PER_DAY_ROWS,
  fieldName,
  type Availability,
  type FreeSlots,
} from '#app/features/practice/availability.ts';

/** The availability routes (issue 30, ADR 0051) in the web app's words. */

const readAvailability = readerOf('availability/get-availability');
const readFreeSlots = readerOf('availability/get-free-slots');
const readBookingLink = readerOf('availability/get-booking-link');

type Loose = string | number | null | undefined;
type RangeWire = {
  start?: Loose;
  end?: Loose;
  in_person?: boolean | null;
  office?: Loose;
  office_id?: Loose;
} | null;
const toRange = (range: RangeWire) => ({
  start: textOf(range?.start),
  end: textOf(range?.end),
  inPerson: range?.in_person === true,
  office: nullableTextOf(range?.office),
  officeId: nullableTextOf(range?.office_id),
});
const listOf = <T>(value: T[] | null | undefined): T[] => value ?? [];

export async function getAvailability(
  request: Request,
): Promise<{ ok: true; availability: Availability } | { ok: false; msg: string }> {
  const result = await callApi(request, 'availability/get-availability', {});
  if (!result.ok) return { ok: false, msg: result.msg };
  const wire = readAvailability(result.results) ? result.results : null;
  if (!wire) {
    console.error(`[availability] get-availability answered an unexpected shape: ${shapeOf(result.results)}`);
    return { ok: false, msg: 'Your availability could not be read. Please reload the page.' };
  }
  return {
    ok: true,
    availability: {
      timeZone: textOf(wire.time_zone) || 'UTC',
      weekly: Array.from({ length: 7 }, (_v, day) => listOf(listOf(wire.weekly_hours)[day]).map(toRange)),
      overrides: listOf(wire.overrides).map((override) => ({
        date: textOf(override?.date),
        ranges: listOf(override?.ranges).map(toRange),
      })),
      minNoticeMinutes: numberOf(wire.min_notice_minutes, 0),
      horizonDays: numberOf(wire.horizon_days, 60),
      bufferMinutes: numberOf(wire.buffer_minutes, 0),
      requestableTypes: listOf(wire.requestable_types).map((type) => ({
        typeId: textOf(type?.type_id),
        lengthMinutes: numberOf(type?.length_minutes, 60),
      })),
      isSet: wire.is_set === true,
      allowRequests: wire.allow_requests === true,
    },
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
/** A whole number as typed; anything else is sent as NaN's stand-in -1, which the API refuses with its words. */
const whole = (form: FormData, name: string) => {
  const value = text(form, name);
  return /^\d{1,6}$/.test(value) ? Number(value) : -1;
};
/** A time input's value (`09:00`, or `09:00:00` from some browsers); an empty one is left out by the caller. */
const clock = (value: string) => (/^\d{2}:\d{2}:\d{2}$/.test(value) ? value.slice(0, 5) : value);

/**
 * The editor's form as the API's body: each weekday's filled rows, the overrides whose date is filled (a day off,
 * or one range), the settings and the ticked types with their lengths. Rows left empty are left out; what is
 * half filled goes as typed, so the API's message names the problem.
 */
export function readAvailabilityForm(
  form: FormData,
  typeIds: string[],
  overrideRows: number,
): ApiBody<'availability/set-availability'> {
  const weekly = Array.from({ length: 7 }, (_day, day) =>
    Array.from({ length: RANGES_PER_DAY_ROWS }, (_row, row) => ({
      start: clock(text(form, fieldName.rangeStart(day, row))),
      end: clock(text(form, fieldName.rangeEnd(day, row))),
      in_person: form.get(fieldName.rangeInPerson(day, row)) === 'on',
      office: text(form, fieldName.rangeOffice(day, row)) || null,
      // One of the practice's offices, chosen (ADR 0055); the API then keeps no words.
      office_id: text(form, fieldName.rangeOfficeId(day, row)) || null,
    })).filter((range) => range.start !== '' || range.end !== ''),
  );
  const overrides = Array.from({ length: overrideRows + NEW_OVERRIDE_ROWS }, (_row, row) => {
    const date = text(form, fieldName.overrideDate(row));
    if (!date) return null;
    const isOff = form.get(fieldName.overrideOff(row)) === 'on';
    const start = clock(text(form, fieldName.overrideStart(row)));
    const end = clock(text(form, fieldName.overrideEnd(row)));
    return {
      date,
      ranges:
        isOff || (!start && !end) ? [] : [{ start, end, in_person: false, office: null, office_id: null }],
    };
  }).filter((override) => override !== null);
  return {
    time_zone: text(form, 'timeZone'),
    weekly_hours: weekly,
    overrides,
    min_notice_minutes: whole(form, 'minNotice'),
    horizon_days: whole(form, 'horizon'),
    buffer_minutes: whole(form, 'buffer'),
    requestable_types: typeIds
      .filter((id) => form.get(fieldName.type(id)) === 'on')
      .map((id) => ({ type_id: id, length_minutes: whole(form, fieldName.typeLength(id)) })),
  };
}

export async function saveAvailability(
  request: Request,
  body: ApiBody<'availability/set-availability'>,
): Promise<Outcome> {
  return toOutcome(await callApi(request, 'availability/set-availability', body));
}

/** The caller's own free slots of one requestable type over [from, to), as its clients would see them. */
export async function getFreeSlots(
  request: Request,
  query: { typeId: string | null; from: Date; to: Date },
): Promise<{ ok: true; freeSlots: FreeSlots } | { ok: false; msg: string }> {
  const result = await callApi(request, 'availability/get-free-slots', {
    ...(query.typeId ? { type_id: query.typeId } : {}),
    from: query.from.toISOString(),
    to: query.to.toISOString(),
  });
  if (!result.ok) return { ok: false, msg: result.msg };
  const wire = readFreeSlots(result.results) ? result.results : null;
  if (!wire) {
    console.error(`[availability] get-free-slots answered an unexpected shape: ${shapeOf(result.results)}`);
    return { ok: false, msg: 'The free times could not be read. Please reload the page.' };
  }
  return {
    ok: true,
    freeSlots: {
      providerName: textOf(wire.provider_name),
      timeZone: textOf(wire.time_zone) || 'UTC',
      types: listOf(wire.types).map((type) => ({
        id: textOf(type?.type_id),
        name: textOf(type?.name),
        lengthMinutes: numberOf(type?.length_minutes, 60),
      })),
      typeId: nullableTextOf(wire.type_id),
      slots: listOf(wire.slots).map((slot) => ({
        start: textOf(slot?.start_time),
        end: textOf(slot?.end_time),
        inPerson: slot?.in_person === true,
        office: nullableTextOf(slot?.office),
      })),
    },
  };
}

/**
 * The caller's public booking page address (ADR 0054), made the first time it is asked for; null while the
 * caller does not allow appointment requests (the page is off then), or when it cannot be read.
 */
export async function getBookingLink(request: Request): Promise<string | null> {
  const result = await callApi(request, 'availability/get-booking-link', {});
  const slug =
    result.ok && readBookingLink(result.results) ? nullableTextOf(result.results.booking_slug) : null;
  return slug ? `${getEnv().PUBLIC_URL}/book/${slug}` : null;
}

/** A `YYYY-MM` or `YYYY-MM-DD` query value as a date, else null. */
export function readMonthParam(value: string | null): string | null {
  if (!value) return null;
  const date = /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value;
  return isCivilDate(date) ? date : null;
}
