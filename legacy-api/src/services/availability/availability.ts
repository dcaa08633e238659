import type { Static } from '@sinclair/typebox';
import { loadBookableProvider } from './booking.js';
import type { AppDeps } from '#api/deps.js';
import { AppError, refuse } from '#api/errors/app-error.js';
import { readLegacyInstant } from '#api/lib/instant.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { managesPractice } from '#api/services/appointments/access.js';
import { officePlace } from '#api/services/offices/offices.js';
import type { Db } from '@tele/data/db';
import { freeSlots, type DateOverride, type WorkingRange } from '@tele/data/availability';
import { findAppointmentTypes } from '@tele/data/repositories/appointment-types';
import {
  findAvailability,
  findBusyIntervals,
  saveAvailability,
  type AvailabilityRecord,
  type RequestableType,
} from '@tele/data/repositories/availability';
import { findClientProviderLink } from '@tele/data/repositories/client-provider-links';
import { findOffice, findOffices, type OfficeRecord } from '@tele/data/repositories/offices';
import { inTransaction } from '@tele/data/repositories/transaction';
import { findPracticeProvider } from '@tele/data/repositories/people';
import { findProviderSettings } from '@tele/data/repositories/provider-settings';
import { findUserById } from '@tele/data/repositories/users';
import { isCivilDate, isCivilTime, isTimeZone } from '@tele/data/zoned-time';
import type { WorkingRangeWire } from '@tele/contract/availability';
import { AVAILABILITY_LIMITS, DEFAULT_AVAILABILITY, MAX_LENGTH_MINUTES } from '@tele/contract/constants';
import { AVAILABILITY_MESSAGES, OFFICE_MESSAGES } from '@tele/contract/messages';
import type { RouteAnswer, RouteBody } from '@tele/contract/routes';

export { AVAILABILITY_MESSAGES };

const DAY_MS = 86_400_000;

/** The provider whose availability it is, with what the slot computation needs. */
interface Provider {
  id: string;
  name: string;
  timeZone: string;
  practiceId: string;
}

const notFound = (msg: string = AVAILABILITY_MESSAGES.noProvider): never => {
  throw new AppError('not_found', msg);
};

/**
 * The provider a team member names (themselves when left out): one of the caller's practice. Changing another
 * provider's hours is for owners and administrators (they manage every calendar of the practice).
 */
export async function loadTeamProvider(
  db: Db,
  user: SessionUser,
  providerId: string | undefined,
  options: { toChange: boolean },
): Promise<Provider> {
  const id = providerId || user.id;
  const provider = await findPracticeProvider(db, user.practiceId, id);
  if (!provider) return notFound();
  if (options.toChange && id !== user.id && !managesPractice(user))
    throw new AppError('forbidden', AVAILABILITY_MESSAGES.otherProvider);
  return { id: provider.id, name: provider.name, timeZone: provider.timeZone, practiceId: user.practiceId };
}

/** The practice's offices by id, as slots and ranges name them (ADR 0055). */
async function officePlaces(db: Db, practiceId: string): Promise<Map<string, string>> {
  const offices: OfficeRecord[] = await findOffices(db, practiceId);
  return new Map(offices.map((office) => [office.id, officePlace(office)]));
}

/**
 * Where a range or a slot is, in words: its office's name and address when it names one the practice still has,
 * else the place typed before offices were real (kept as it was, ADR 0055).
 */
function placeOf(
  range: { officeId?: string | null; office: string | null },
  places: Map<string, string>,
): { officeId: string | null; office: string | null } {
  const place = range.officeId ? places.get(range.officeId) : undefined;
  return place ? { officeId: range.officeId!, office: place } : { officeId: null, office: range.office };
}

function toRangeWire(range: WorkingRange, places: Map<string, string>): Static<typeof WorkingRangeWire> {
  const { officeId, office } = placeOf(range, places);
  return { start: range.start, end: range.end, in_person: range.inPerson, office, office_id: officeId };
}

function toAvailabilityWire(
  provider: Provider,
  record: AvailabilityRecord | null,
  allowRequests: boolean,
  places: Map<string, string>,
): NonNullable<RouteAnswer<'availability/get-availability'>['results']> {
  const toWire = (range: WorkingRange) => toRangeWire(range, places);
  return {
    provider_id: provider.id,
    time_zone: record?.timeZone ?? provider.timeZone,
    weekly_hours: (record?.weekly ?? Array.from({ length: 7 }, () => [])).map((day) => day.map(toWire)),
    overrides: (record?.overrides ?? []).map((override) => ({
      date: override.date,
      ranges: override.ranges.map(toWire),
    })),
    min_notice_minutes: record?.minNoticeMinutes ?? DEFAULT_AVAILABILITY.minNoticeMinutes,
    horizon_days: record?.horizonDays ?? DEFAULT_AVAILABILITY.horizonDays,
    buffer_minutes: record?.bufferMinutes ?? DEFAULT_AVAILABILITY.bufferMinutes,
    requestable_types: (record?.requestableTypes ?? []).map((type) => ({
      type_id: type.typeId,
      length_minutes: type.lengthMinutes,
    })),
    is_set: record !== null,
    allow_requests: allowRequests,
  };
}

/** `availability/get-availability`: the provider's hours, or the defaults before they set any. */
export async function getAvailability(
  db: Db,
  user: SessionUser,
  body: RouteBody<'availability/get-availability'>,
): Promise<RouteAnswer<'availability/get-availability'>> {
  const provider = await loadTeamProvider(db, user, body.provider_id, { toChange: false });
  const [record, settings, places] = await Promise.all([
    findAvailability(db, provider.id),
    findProviderSettings(db, provider.id),
    officePlaces(db, provider.practiceId),
  ]);
  return {
    msg: AVAILABILITY_MESSAGES.got,
    results: toAvailabilityWire(provider, record, Boolean(settings?.allowRequests), places),
  };
}

const toMinutes = (time: string) =>
  time === '24:00' ? 1440 : Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** One day's ranges, checked and sorted: real times, each end after its start, none overlapping. */
function readDay(ranges: Array<Static<typeof WorkingRangeWire>>): WorkingRange[] {
  if (ranges.length > AVAILABILITY_LIMITS.rangesPerDay) refuse(AVAILABILITY_MESSAGES.tooManyRanges);
  const day = ranges.map((range): WorkingRange => {
    if (!isCivilTime(range.start) || !(isCivilTime(range.end) || range.end === '24:00'))
      refuse(AVAILABILITY_MESSAGES.badRange);
    if (toMinutes(range.end) <= toMinutes(range.start)) refuse(AVAILABILITY_MESSAGES.badRange);
    // An office of the practice's (checked before the save) is kept by id; words only without one.
    const officeId = range.in_person ? (range.office_id ?? null) : null;
    const office = range.in_person && !officeId ? (range.office ?? '').trim() : '';
    if (office.length > AVAILABILITY_LIMITS.officeMaxLength) refuse(AVAILABILITY_MESSAGES.badOffice);
    return {
      start: range.start,
      end: range.end,
      inPerson: range.in_person,
      office: office || null,
      officeId,
    };
  });
  day.sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
  for (let index = 1; index < day.length; index += 1)
    if (toMinutes(day[index]!.start) < toMinutes(day[index - 1]!.end))
      refuse(AVAILABILITY_MESSAGES.overlappingRanges);
  return day;
}

function readWhole(value: number | undefined, fallback: number, max: number, msg: string, min = 0): number {
  const number = value ?? fallback;
  if (!Number.isInteger(number) || number < min || number > max) refuse(msg);
  return number;
}

/** The requestable types: the provider's own, each once, with a length a session may have. */
async function readRequestableTypes(
  db: Db,
  provider: Provider,
  types: RouteBody<'availability/set-availability'>['requestable_types'],
): Promise<RequestableType[]> {
  if (!types || types.length === 0) return [];
  const own = new Set(
    (await findAppointmentTypes(db, provider.practiceId, provider.id)).map((type) => type.id),
  );
  const seen = new Set<string>();
  return types.flatMap((type) => {
    if (!own.has(type.type_id)) refuse(AVAILABILITY_MESSAGES.unknownType);
    if (
      !Number.isInteger(type.length_minutes) ||
      type.length_minutes < AVAILABILITY_LIMITS.minLengthMinutes ||
      type.length_minutes > MAX_LENGTH_MINUTES
    )
      refuse(AVAILABILITY_MESSAGES.badTypeLength);
    if (seen.has(type.type_id)) return [];
    seen.add(type.type_id);
    return [{ typeId: type.type_id, lengthMinutes: type.length_minutes }];
  });
}

/**
 * `availability/set-availability`: the week, the overrides and the settings, saved whole. A field left out
 * keeps what was kept (or the default). Overrides of dates already past in the provider's zone are dropped.
 */
export async function setAvailability(
  deps: AppDeps,
  user: SessionUser,
  body: RouteBody<'availability/set-availability'>,
  now: Date,
): Promise<string> {
  const provider = await loadTeamProvider(deps.db, user, body.provider_id, { toChange: true });
  const kept = await findAvailability(deps.db, provider.id);

  const timeZone = body.time_zone ?? kept?.timeZone ?? provider.timeZone;
  if (!isTimeZone(timeZone)) refuse(AVAILABILITY_MESSAGES.badTimeZone);

  let weekly = kept?.weekly ?? Array.from({ length: 7 }, () => []);
  if (body.weekly_hours) {
    if (body.weekly_hours.length !== 7) refuse(AVAILABILITY_MESSAGES.badWeek);
    weekly = body.weekly_hours.map(readDay);
  }

  let overrides: DateOverride[] = kept?.overrides ?? [];
  if (body.overrides) {
    const dates = new Set<string>();
    overrides = body.overrides.map((override) => {
      if (!isCivilDate(override.date)) refuse(AVAILABILITY_MESSAGES.badOverride);
      if (dates.has(override.date)) refuse(AVAILABILITY_MESSAGES.duplicateOverride);
      dates.add(override.date);
      return { date: override.date, ranges: readDay(override.ranges) };
    });
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  overrides = overrides
    .filter((override) => override.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  if (overrides.length > AVAILABILITY_LIMITS.overrides) refuse(AVAILABILITY_MESSAGES.tooManyOverrides);

  const minNoticeMinutes = readWhole(
    body.min_notice_minutes,
    kept?.minNoticeMinutes ?? DEFAULT_AVAILABILITY.minNoticeMinutes,
    AVAILABILITY_LIMITS.maxNoticeMinutes,
    AVAILABILITY_MESSAGES.badNotice,
  );
  const horizonDays = readWhole(
    body.horizon_days,
    kept?.horizonDays ?? DEFAULT_AVAILABILITY.horizonDays,
    AVAILABILITY_LIMITS.maxHorizonDays,
    AVAILABILITY_MESSAGES.badHorizon,
    1,
  );
  const bufferMinutes = readWhole(
    body.buffer_minutes,
    kept?.bufferMinutes ?? DEFAULT_AVAILABILITY.bufferMinutes,
    AVAILABILITY_LIMITS.maxBufferMinutes,
    AVAILABILITY_MESSAGES.badBuffer,
  );
  const requestableTypes =
    body.requestable_types === undefined
      ? (kept?.requestableTypes ?? [])
      : await readRequestableTypes(deps.db, provider, body.requestable_types);

  // The offices the hours name must be the practice's, and stay so until the hours are saved: each is read under
  // a share lock in the save's transaction, so delete-office (which locks the office to check its use) waits.
  const officeIds = new Set(
    [...weekly.flat(), ...overrides.flatMap((override) => override.ranges)].flatMap((range) =>
      range.officeId ? [range.officeId] : [],
    ),
  );
  await inTransaction(deps.db, async (tx) => {
    for (const officeId of officeIds)
      if (!(await findOffice(tx, provider.practiceId, officeId, { lock: 'share' })))
        refuse(OFFICE_MESSAGES.unknownOffice);
    await saveAvailability(
      tx,
      {
        providerId: provider.id,
        practiceId: provider.practiceId,
        timeZone,
        weekly,
        overrides,
        minNoticeMinutes,
        horizonDays,
        bufferMinutes,
        requestableTypes,
      },
      now,
    );
  });
  return AVAILABILITY_MESSAGES.saved;
}

type SlotsBody = RouteBody<'availability/get-free-slots'>;
type SlotsAnswer = RouteAnswer<'availability/get-free-slots'>;

/** The period asked for: at most 62 days, its end after its start; left out, from now to the horizon. */
function readPeriod(body: SlotsBody, now: Date, horizonDays: number): { from: Date; to: Date } {
  const from = body.from === undefined ? now : readLegacyInstant(body.from);
  if (!from) return refuse(AVAILABILITY_MESSAGES.badPeriod);
  const to =
    body.to === undefined
      ? new Date(from.getTime() + Math.min(horizonDays, AVAILABILITY_LIMITS.maxPeriodDays) * DAY_MS)
      : readLegacyInstant(body.to);
  if (!to || to <= from || to.getTime() - from.getTime() > AVAILABILITY_LIMITS.maxPeriodDays * DAY_MS)
    return refuse(AVAILABILITY_MESSAGES.badPeriod);
  return { from, to };
}

/**
 * The free slots of one of the provider's requestable types over the period: the working hours minus the
 * provider's appointments (one range read on the calendar's index), buffers, overrides and notice. The three
 * reads run at once: the busy read covers the period asked with the widest buffer and length a rule may have, so
 * it needs nothing from the others. The answer names no appointment: only free times.
 */
export async function computeFreeSlots(
  db: Db,
  provider: Provider,
  body: SlotsBody,
  now: Date,
): Promise<NonNullable<SlotsAnswer['results']>> {
  const asked = readPeriod(body, now, AVAILABILITY_LIMITS.maxPeriodDays);
  const margin = (AVAILABILITY_LIMITS.maxBufferMinutes + MAX_LENGTH_MINUTES) * 60_000;
  const [record, allTypes, busy, places] = await Promise.all([
    findAvailability(db, provider.id),
    findAppointmentTypes(db, provider.practiceId, provider.id),
    findBusyIntervals(
      db,
      provider.id,
      new Date(Math.max(asked.from.getTime(), now.getTime()) - AVAILABILITY_LIMITS.maxBufferMinutes * 60_000),
      new Date(asked.to.getTime() + margin),
    ),
    officePlaces(db, provider.practiceId),
  ]);
  const types = (record?.requestableTypes ?? []).flatMap((requestable) => {
    const type = allTypes.find((candidate) => candidate.id === requestable.typeId);
    return type ? [{ type_id: type.id, name: type.name, length_minutes: requestable.lengthMinutes }] : [];
  });
  const chosen = body.type_id ? types.find((type) => type.type_id === body.type_id) : types[0];
  if (body.type_id && !chosen) refuse(AVAILABILITY_MESSAGES.unknownType);
  const period = readPeriod(body, now, record?.horizonDays ?? DEFAULT_AVAILABILITY.horizonDays);
  const answer = {
    provider_id: provider.id,
    provider_name: provider.name,
    time_zone: record?.timeZone ?? provider.timeZone,
    types,
    type_id: chosen?.type_id ?? null,
    slots: [] as NonNullable<SlotsAnswer['results']>['slots'],
  };
  if (!record || !chosen) return answer;
  answer.slots = freeSlots({
    rules: record,
    busy,
    lengthMinutes: chosen.length_minutes,
    now,
    from: period.from,
    to: period.to,
  }).map((slot) => ({
    start_time: slot.start.toISOString(),
    end_time: slot.end.toISOString(),
    in_person: slot.inPerson,
    office: placeOf(slot, places).office,
  }));
  return answer;
}

/**
 * `availability/get-free-slots`: a client's own provider who takes requests (anyone else's, or one who does
 * not, is a 404 that says no more), or a team member's preview of a provider of the practice.
 */
export async function getFreeSlots(
  db: Db,
  user: SessionUser,
  body: SlotsBody,
  now: Date,
): Promise<SlotsAnswer> {
  let provider: Provider;
  if (user.isClient) {
    const link = body.provider_id
      ? await findClientProviderLink(db, { clientId: user.id, providerId: body.provider_id })
      : null;
    const found =
      link && body.provider_id ? await findPracticeProvider(db, link.practiceId, body.provider_id) : null;
    if (!link || !found || !(await findProviderSettings(db, found.id))?.allowRequests)
      return notFound(AVAILABILITY_MESSAGES.notBookable);
    provider = { id: found.id, name: found.name, timeZone: found.timeZone, practiceId: link.practiceId };
  } else {
    provider = await loadTeamProvider(db, user, body.provider_id, { toChange: false });
  }
  return { msg: AVAILABILITY_MESSAGES.slots, results: await computeFreeSlots(db, provider, body, now) };
}

/**
 * `availability/get-public-slots`: the public booking page's slots. Spans practices: a visitor names a provider

 * by id, as the public directory shows it, or the booking page by slug; one who does not take requests, or is not a live provider, is a 404
 * with the same words either way.
 */
export async function getPublicSlots(
  db: Db,
  body: RouteBody<'availability/get-public-slots'>,
  now: Date,
): Promise<SlotsAnswer> {
  // The booking page names its provider by slug (ADR 0054).
  if (body.slug !== undefined)
    return {
      msg: AVAILABILITY_MESSAGES.slots,
      results: await computeFreeSlots(db, await loadBookableProvider(db, body.slug), body, now),
    };
  const user = body.provider_id ? await findUserById(db, body.provider_id) : null;
  if (
    !user ||
    !user.isProvider ||
    user.deletedAt ||
    !(await findProviderSettings(db, user.id))?.allowRequests
  )
    return notFound(AVAILABILITY_MESSAGES.notBookable);
  const provider = { id: user.id, name: user.name, timeZone: user.timeZone, practiceId: user.practiceId };
  return { msg: AVAILABILITY_MESSAGES.slots, results: await computeFreeSlots(db, provider, body, now) };
}
