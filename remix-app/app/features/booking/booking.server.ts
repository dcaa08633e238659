import { data } from '@remix-run/node';
import {
  callPublicApiAsViewer,
  nullableTextOf,
  numberOf,
  readerOf,
  shapeOf,
  textOf,
} from '#app/services/api.server.ts';
import { formatClock, type SlotDay } from '#app/features/practice/index.ts';
import {
  addCivilDays,
  civilDateOf,
  isTimeZone,
  startOfLocalDay,
  toLocalInputs,
} from '#app/utils/zoned-time.ts';
import { BOOKING_FIELDS, type BookingAnswer, type BookingPageData } from '#app/features/booking/booking.ts';

/** The public booking page (`/book/{slug}`, issue 30, ADR 0054) in the web app's words. */

const readPage = readerOf('availability/get-booking-page');
const readSlots = readerOf('availability/get-public-slots');
const DAYS_SHOWN = 7;
const listOf = <T>(value: T[] | null | undefined): T[] => value ?? [];

/** The zones a visitor may choose from (the runtime's list), the given one first if the runtime lacks it. */
function timeZoneChoices(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** A 404 the route's error boundary shows: the same for every slug that books nothing. */
function notBookable(msg: string): never {
  throw data({ msg }, { status: 404 });
}

/**
 * The page: who is booked and which types, and a week of free times of the chosen type in the visitor's zone
 * (`?zone=`, which the browser fills in from its own zone; the provider's until it does). `?type=` and `?from=`
 * (a date) choose the type and the week.
 */
export async function loadBookingPage(request: Request, slug: string): Promise<BookingPageData> {
  const params = new URL(request.url).searchParams;
  const head = await callPublicApiAsViewer(request, 'availability/get-booking-page', { slug });
  if (!head.ok) {
    if (head.status === 404 || head.status === 400) notBookable(head.msg);
    throw data({ msg: head.msg }, { status: head.status });
  }
  const page = readPage(head.results) ? head.results : null;
  if (!page) {
    console.error(`[booking] get-booking-page answered an unexpected shape: ${shapeOf(head.results)}`);
    throw data({ msg: 'The booking page could not be read. Please reload it.' }, { status: 502 });
  }
  const providerZone = textOf(page.time_zone) || 'UTC';
  const zoneParam = params.get('zone');
  const zone = zoneParam && isTimeZone(zoneParam) ? zoneParam : providerZone;
  const types = listOf(page.types).map((type) => ({
    id: textOf(type?.type_id),
    name: textOf(type?.name),
    lengthMinutes: numberOf(type?.length_minutes, 60),
  }));
  const typeParam = params.get('type');
  const typeId = types.find((type) => type.id === typeParam)?.id ?? types[0]?.id ?? null;
  const today = civilDateOf(new Date(), zone);
  const fromParam = params.get('from');
  const first = fromParam && /^\d{4}-\d{2}-\d{2}$/.test(fromParam) && fromParam > today ? fromParam : today;
  const dates = Array.from({ length: DAYS_SHOWN }, (_v, index) => addCivilDays(first, index));

  let days: SlotDay[] = dates.map((date) => ({ date, slots: [] }));
  let slotsMsg: string | null = null;
  if (typeId) {
    const slots = await callPublicApiAsViewer(request, 'availability/get-public-slots', {
      slug,
      type_id: typeId,
      from: startOfLocalDay(first, zone).toISOString(),
      to: startOfLocalDay(addCivilDays(first, DAYS_SHOWN), zone).toISOString(),
    });
    const wire = slots.ok && readSlots(slots.results) ? slots.results : null;
    if (!wire) slotsMsg = slots.ok ? 'The free times could not be read. Please reload the page.' : slots.msg;
    const free = listOf(wire?.slots).map((slot) => ({
      start: textOf(slot?.start_time),
      inPerson: slot?.in_person === true,
      office: nullableTextOf(slot?.office),
    }));
    days = dates.map((date) => ({
      date,
      slots: free
        .filter((slot) => civilDateOf(new Date(slot.start), zone) === date)
        .map((slot) => ({ ...slot, label: formatClock(toLocalInputs(new Date(slot.start), zone).time) })),
    }));
  }
  return {
    slug,
    providerName: textOf(page.provider_name),
    providerZone,
    isKnownClient: page.is_known_client === true,
    types,
    typeId,
    zone,
    hasZoneParam: zoneParam !== null && zone === zoneParam,
    timeZones: timeZoneChoices(zone),
    first,
    previousWeek: first > today ? addCivilDays(first, -DAYS_SHOWN) : null,
    nextWeek: addCivilDays(first, DAYS_SHOWN),
    days,
    slotsMsg,
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The booking form's post: the chosen type and time, the visitor's zone and contact fields (none for a
 * signed-in client of the practice) and the honeypot, as `request-booking` takes them. The answer is the API's
 * message; a success also says when, in the visitor's zone.
 */
export async function submitBooking(request: Request, slug: string): Promise<BookingAnswer> {
  const form = await request.formData();
  const slot = text(form, BOOKING_FIELDS.slot);
  const zone = text(form, BOOKING_FIELDS.zone);
  const typed = {
    name: text(form, BOOKING_FIELDS.name),
    email: text(form, BOOKING_FIELDS.email),
    phone: text(form, BOOKING_FIELDS.phone),
    notes: text(form, BOOKING_FIELDS.notes),
  };
  if (!slot) return { ok: false, msg: 'Please choose one of the free times.', slot: null, typed };
  const result = await callPublicApiAsViewer(request, 'availability/request-booking', {
    slug,
    type_id: text(form, BOOKING_FIELDS.type),
    start_time: slot,
    ...(zone && isTimeZone(zone) ? { time_zone: zone } : {}),
    ...(typed.name ? { name: typed.name } : {}),
    ...(typed.email ? { email: typed.email } : {}),
    ...(typed.phone ? { phone: typed.phone } : {}),
    ...(typed.notes ? { notes: typed.notes } : {}),
    website: text(form, BOOKING_FIELDS.honeypot),
  });
  if (!result.ok) return { ok: false, msg: result.msg, slot, typed };
  const shownZone = zone && isTimeZone(zone) ? zone : 'UTC';
  const local = toLocalInputs(new Date(slot), shownZone);
  return {
    ok: true,
    msg: result.msg ?? '',
    when: { date: local.date, time: formatClock(local.time), zone: shownZone },
  };
}
