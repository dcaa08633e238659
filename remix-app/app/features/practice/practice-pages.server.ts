import { getCalendarDays, listAppointmentTypes } from '#app/features/appointments/index.server.ts';
import { monthGridDays } from '#app/features/appointments/index.ts';
import { getAccount, requireUser } from '#app/features/identity/index.server.ts';
import { getProfile } from '#app/features/profile/index.server.ts';
import { officeChoices } from '#app/features/practice/offices.ts';
import { getOffices } from '#app/features/practice/offices.server.ts';
import { getScheduling } from '#app/features/settings/index.server.ts';
import { getRoleLabel } from '#app/utils/account-display.ts';
import { getTimeZone } from '#app/utils/session.server.ts';
import {
  addCivilDays,
  civilDateOf,
  isTimeZone,
  startOfLocalDay,
  toLocalInputs,
} from '#app/utils/zoned-time.ts';
import {
  getAvailability,
  getBookingLink,
  getFreeSlots,
  readAvailabilityForm,
  readMonthParam,
  saveAvailability,
} from '#app/features/practice/availability.server.ts';
import { formatClock } from '#app/features/practice/availability.ts';
import { getPracticeTeam } from '#app/features/practice/practice.server.ts';
import { canExportPractice } from '#app/features/practice/practice.ts';
import { describePlan, readPlan } from '#app/features/practice/plans.ts';
import { getSubscription } from '#app/features/practice/subscription.server.ts';

/**
 * The loaders of the practice pages (spec part 2: Practice settings, the static practice pages, Subscription,
 * /add-profile). Each reads only what exists; what the pages preview is described, never saved (ADR 0028).
 */

/** Practice settings: the current practice, its team, and the viewer's place in it. */
export async function loadPracticeSettings(request: Request) {
  const user = await requireUser(request);
  const team = await getPracticeTeam(request);
  return {
    practiceName: user.practiceName,
    roleLabel: getRoleLabel(user.invitedRole),
    isAccountCreator: user.invitedRole === null,
    canExport: canExportPractice(user.invitedRole),
    team,
  };
}

/** The practice's plan as the account says (null without one, or when the account could not be read). */
async function readPracticePlan(request: Request): Promise<{ isAvailable: boolean; plan: string | null }> {
  const account = await getAccount(request);
  if (account.kind !== 'account') return { isAvailable: false, plan: null };
  const plan = readPlan(account.account.planString);
  return { isAvailable: true, plan: plan ? describePlan(plan) : null };
}

/** Practice Profile, Payment Method, Invoices, Offices, Branding: the real name, team and plan they start from. */
export async function loadPracticePreview(request: Request) {
  const user = await requireUser(request);
  const [team, plan] = await Promise.all([getPracticeTeam(request), readPracticePlan(request)]);
  return { practiceName: user.practiceName, team, plan };
}

/** Payment Method: the preview's facts and whether the practice's subscription has a card on file. */
export async function loadPaymentMethod(request: Request) {
  const [preview, subscription] = await Promise.all([loadPracticePreview(request), getSubscription(request)]);
  const card =
    subscription === undefined
      ? { isAvailable: false, hasCard: false }
      : { isAvailable: true, hasCard: subscription?.hasPaymentMethod === true };
  return { ...preview, card };
}

/** The zones a person may choose from (the runtime's list), the given one first if the runtime lacks it. */
function timeZoneChoices(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * Scheduling Calendar (issue 30): a month in the viewer's zone, each day with the provider's hours (a date
 * override says so) and the sessions booked on it. `?month=YYYY-MM` moves the month.
 */
export async function loadSchedulingCalendar(request: Request) {
  await requireUser(request);
  const timeZone = await getTimeZone(request);
  const today = civilDateOf(new Date(), timeZone);
  const shown = readMonthParam(new URL(request.url).searchParams.get('month')) ?? today;
  const first = `${shown.slice(0, 7)}-01`;
  const days = monthGridDays(first);
  const [availability, booked] = await Promise.all([
    getAvailability(request),
    getCalendarDays(request, {
      calendar: 'my',
      dayStarts: days.map((day) => startOfLocalDay(day, timeZone)),
    }),
  ]);
  return {
    today,
    month: first,
    previousMonth: addCivilDays(first, -1).slice(0, 7),
    nextMonth: addCivilDays(first, 31).slice(0, 7),
    days,
    timeZone,
    availability: availability.ok ? availability.availability : null,
    availabilityMsg: availability.ok ? null : availability.msg,
    booked: {
      isAvailable: booked.isAvailable,
      days: booked.days.map((list) =>
        list
          .filter((appointment) => !appointment.isAllDay)
          .map((appointment) => ({
            id: appointment.id,
            title: appointment.title,
            time: formatClock(toLocalInputs(new Date(appointment.startTime), timeZone).time),
          })),
      ),
    },
  };
}

/** Scheduling Calendar, Create: the weekly hours, the overrides and the settings, with the provider's types. */
export async function loadSchedulingCreate(request: Request) {
  await requireUser(request);
  const [availability, types, offices] = await Promise.all([
    getAvailability(request),
    listAppointmentTypes(request),
    getOffices(request),
  ]);
  const timeZone = availability.ok ? availability.availability.timeZone : await getTimeZone(request);
  return {
    availability: availability.ok ? availability.availability : null,
    availabilityMsg: availability.ok ? null : availability.msg,
    types,
    // The practice's offices, while its in-office sessions are on (ADR 0055); none, the office is typed.
    officeChoices: officeChoices(offices.ok ? offices.offices : null),
    timeZones: timeZoneChoices(timeZone),
  };
}

/** Saves the editor's form whole; the API's message (a 400 names the field) is the answer. */
export async function submitSchedulingCreate(request: Request) {
  await requireUser(request);
  const form = await request.formData();
  const [types, availability] = await Promise.all([listAppointmentTypes(request), getAvailability(request)]);
  const overrideRows = availability.ok ? availability.availability.overrides.length : 0;
  const body = readAvailabilityForm(
    form,
    types.types.map((type) => type.id),
    overrideRows,
  );
  return saveAvailability(request, body);
}

const DAYS_SHOWN = 7;

/**
 * Scheduling Calendar, View: what clients can book, as a client in `?zone=` (the viewer's own by default) sees
 * it: a week of free slots of one requestable type (`?type=`), from `?from=YYYY-MM-DD` (today by default).
 */
export async function loadSchedulingView(request: Request) {
  await requireUser(request);
  const params = new URL(request.url).searchParams;
  const ownZone = await getTimeZone(request);
  const zoneParam = params.get('zone');
  const zone = zoneParam && isTimeZone(zoneParam) ? zoneParam : ownZone;
  const typeParam = params.get('type');
  const typeId = typeParam && /^[0-9a-f]{24}$/.test(typeParam) ? typeParam : null;
  const today = civilDateOf(new Date(), zone);
  const fromParam = readMonthParam(params.get('from'));
  const first = fromParam && fromParam > today ? fromParam : today;
  const dates = Array.from({ length: DAYS_SHOWN }, (_v, index) => addCivilDays(first, index));
  const [scheduling, types, free, bookingLink] = await Promise.all([
    getScheduling(request),
    listAppointmentTypes(request),
    getFreeSlots(request, {
      typeId,
      from: startOfLocalDay(first, zone),
      to: startOfLocalDay(addCivilDays(first, DAYS_SHOWN), zone),
    }),
    getBookingLink(request),
  ]);
  const slotDays = dates.map((date) => ({
    date,
    slots: free.ok
      ? free.freeSlots.slots
          .filter((slot) => civilDateOf(new Date(slot.start), zone) === date)
          .map((slot) => ({
            ...slot,
            label: formatClock(toLocalInputs(new Date(slot.start), zone).time),
          }))
      : [],
  }));
  return {
    scheduling,
    types,
    bookingLink,
    zone,
    ownZone,
    timeZones: timeZoneChoices(zone),
    first,
    previousWeek: first > today ? addCivilDays(first, -DAYS_SHOWN) : null,
    nextWeek: addCivilDays(first, DAYS_SHOWN),
    free: free.ok
      ? {
          ok: true as const,
          providerName: free.freeSlots.providerName,
          providerZone: free.freeSlots.timeZone,
          types: free.freeSlots.types,
          typeId: free.freeSlots.typeId,
          days: slotDays,
        }
      : { ok: false as const, msg: free.msg },
  };
}

/** /add-profile: how complete the viewer's directory profile is. */
export async function loadDirectoryProfile(request: Request) {
  const user = await requireUser(request);
  const read = await getProfile(request, {
    id: user.id,
    timeZone: await getTimeZone(request),
    now: new Date(),
  });
  if (!read.ok) return { ok: false as const, msg: read.msg };
  const { profile } = read;
  return {
    ok: true as const,
    checks: [
      { label: 'A photo', isDone: profile.photo !== null },
      { label: 'About you (About Provider)', isDone: profile.about.about.trim() !== '' },
      { label: 'Your license (License Info)', isDone: profile.about.licenseInfo.trim() !== '' },
      { label: 'What a session costs (Cost of Service)', isDone: profile.about.cost !== null },
      { label: 'At least one specialty', isDone: profile.about.specialties.length > 0 },
      { label: 'Your specialist category', isDone: profile.about.categories.length > 0 },
      { label: 'Your city and country (Address)', isDone: profile.address.city.trim() !== '' },
    ],
  };
}
