import { AppError, refuse } from '#api/errors/app-error.js';
import { pageNumOf, readPaging } from '#api/lib/paging.js';
import { addLocalDays, fromLocal, localMonthBounds, localMonthDays, toLocal } from '@tele/data/zoned-time';
import { countSessionsByDay } from '@tele/data/repositories/reports';
import {
  findAppointmentPage,
  findAppointmentsStartingBetween,
  type CalendarScope,
  type ListFilter,
  type SortColumn,
} from '@tele/data/repositories/appointment-lists';
import { findDeliveries } from '@tele/data/repositories/deliveries';
import { findAppointmentNotifications } from '@tele/data/repositories/notifications';
import { findPracticeProvider } from '@tele/data/repositories/people';
import type { Db } from '@tele/data/db';
import type { SessionUser } from '#api/services/identity/session-user.js';
import {
  ACCESS_MESSAGES,
  canReadSessionNote,
  loadAppointmentFor,
  managesPractice,
  readsAsClient,
} from './access.js';
import { CALENDAR_ROW_CAP, readCalendarDays } from './calendar-days.js';
import { STATE } from '@tele/data/appointment-states';
import { PAST_SESSIONS_FLAG } from '@tele/contract/constants';
import { toAppointmentWire } from './wire.js';
import { wireMonthOf } from './month-wire.js';
import { clientIdsOf, recordClientRead } from '#api/services/audit/audit.js';
import { isId } from '@tele/data/ids';

import { QUERY_MESSAGES } from '@tele/contract/messages';
import type { RouteBody } from '@tele/contract/routes';
export { QUERY_MESSAGES };

/**
 * My Calendar (1) is the caller's own; Practice Calendar (2) is the whole practice's, for the team. A client
 * (`asClient`) has one calendar whatever the flag: the appointments it is invited to.
 */
export function calendarScope(user: SessionUser, calendarFlag: unknown, asClient = false): CalendarScope {
  if (asClient) return { inviteeId: user.id };
  if (user.teamRole === null) return { providerId: user.id };
  return Number(calendarFlag) === 2 ? { practiceId: user.practiceId } : { providerId: user.id };
}

/** The appointment with who is in it and what was sent about it (invites, reminders) and whether it arrived. */
export async function getFullAppointment(db: Db, user: SessionUser, id: string | undefined, now: Date) {
  const appointment = await loadAppointmentFor(db, user, id);
  const messages = await findAppointmentNotifications(db, user.practiceId, appointment.id);
  const deliveries = await findDeliveries(
    db,
    user.practiceId,
    messages.map((message) => message.id),
  );
  // The team's full view of one appointment, its session note with it when the caller may read one (ADR 0049).
  const withNote = appointment.sessionNote !== null && canReadSessionNote(user, appointment);
  await recordClientRead(
    db,
    user,
    {
      action: withNote ? 'note.read' : 'appointment.read',
      clientIds: clientIdsOf(appointment),
      subject: { type: withNote ? 'session_note' : 'appointment', id: appointment.id },
    },
    now,
  );
  return {
    msg: QUERY_MESSAGES.one,
    results: {
      ...toAppointmentWire(appointment, user, now),
      provider: { _id: appointment.providerId, name: appointment.providerName },
      clients: appointment.invitees.map((invitee) => ({
        _id: invitee.id,
        name: invitee.name,
        email: invitee.email,
      })),
      invite: { email: appointment.inviteEmail ?? '', phone: appointment.invitePhone ?? '' },
      messages: messages.map((message) => {
        const delivery = deliveries.get(message.id);
        return {
          _id: message.id,
          channel: message.channel,
          recipient: message.recipient,
          template: message.template,
          status: message.status,
          created_date: message.createdAt.toISOString(),
          sent_date: message.sentAt?.toISOString() ?? null,
          error: message.error ?? delivery?.error ?? null,
          ...(delivery
            ? {
                delivery_status: delivery.status,
                delivered_date: delivery.deliveredAt?.toISOString() ?? null,
                answer: delivery.answer ?? undefined,
                answered_date: delivery.answeredAt?.toISOString() ?? null,
              }
            : {}),
        };
      }),
    },
  };
}

type CalendarWire = ReturnType<typeof toAppointmentWire>;

/**
 * The calendar: one bucket per displayed day ([day k, day k+1), the last one day long in the viewer's zone),
 * from one range query on the (scope, start) index.
 */
export async function getMonthAppointments(
  db: Db,
  user: SessionUser,
  input: { dateArray?: unknown[]; calendar_flag?: unknown; role?: string },
  now: Date,
) {
  const asClient = readsAsClient(user, input.role);
  const starts = readCalendarDays(input.dateArray);
  const end = addLocalDays(starts[starts.length - 1]!, 1, user.timeZone);
  const found = await findAppointmentsStartingBetween(
    db,
    calendarScope(user, input.calendar_flag, asClient),
    starts[0]!,
    end,
    CALENDAR_ROW_CAP + 1,
  );
  const isTruncated = found.length > CALENDAR_ROW_CAP;
  const appointments = isTruncated ? found.slice(0, CALENDAR_ROW_CAP) : found;
  const buckets = starts.map(() => [] as CalendarWire[]);
  let bucket = 0;
  for (const appointment of appointments) {
    while (bucket + 1 < starts.length && appointment.startTime >= starts[bucket + 1]!) bucket += 1;
    buckets[bucket]!.push(toAppointmentWire(appointment, user, now, { asClient, withoutNames: true }));
  }
  // `truncated` (new, optional): more appointments than one answer holds start in these days.
  return { msg: QUERY_MESSAGES.listHas, results: buckets, ...(isTruncated ? { truncated: true } : {}) };
}

function localDayStart(instant: Date, timeZone: string): Date {
  const local = toLocal(instant, timeZone);
  return fromLocal({ ...local, hour: 0, minute: 0, second: 0, millisecond: 0 }, timeZone);
}

/** Today, this week (Sunday first, as the calendar) or this month, in the viewer's zone. */
export function periodOf(flag: 1 | 2 | 3, now: Date, timeZone: string): { from: Date; to: Date } {
  const today = localDayStart(now, timeZone);
  if (flag === 1) return { from: today, to: addLocalDays(today, 1, timeZone) };
  if (flag === 2) {
    const local = toLocal(now, timeZone);
    const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
    const from = addLocalDays(today, -weekday, timeZone);
    return { from, to: addLocalDays(from, 7, timeZone) };
  }
  const month = localMonthBounds(now, timeZone);
  return { from: month.start, to: month.end };
}

const SORTABLE: SortColumn[] = [
  'start_time',
  'end_time',
  'requested_date',
  'state',
  'actual_start',
  'actual_end',
  'online',
  'title',
];

/** `filter_string` may name one allow-listed column with 1 or -1 (the legacy passed it to the database as is). */
function readSort(
  filter: unknown,
  fallback: Array<[SortColumn, 'ASC' | 'DESC']>,
): Array<[SortColumn, 'ASC' | 'DESC']> {
  if (!filter || typeof filter !== 'object') return fallback;
  const entries = Object.entries(filter as Record<string, unknown>).filter(
    ([column, direction]) => SORTABLE.includes(column as SortColumn) && (direction === 1 || direction === -1),
  );
  return entries.length
    ? entries.map(([column, direction]) => [column as SortColumn, direction === 1 ? 'ASC' : 'DESC'])
    : fallback;
}

/** The route's body, as its contract declares it. */
export type ListInput = RouteBody<'appointments/get-clients-appointment'>;

/**
 * The calendar and dashboard list (`get-clients-appointment`): 0 all, 1 today, 2 this week, 3 this month,
 * 4 invitations sent by link, 5 requested by clients. Client requests appear only under 5, as in the legacy.
 * New: 6, the caller's past sessions (started before now) whatever their origin, newest first: the client's
 * home lists its history from it (flags 0 to 3 leave out what the client asked for, even once accepted).
 */
export async function listAppointments(db: Db, user: SessionUser, input: ListInput, now: Date) {
  const flag = Number(input.flag ?? 0);
  if (![0, 1, 2, 3, 4, 5, PAST_SESSIONS_FLAG].includes(flag)) refuse(QUERY_MESSAGES.badFlag);
  // The contract: the provider side lists by provider, every other role by invitee.
  const asClient = readsAsClient(user, input.role);
  const scope = calendarScope(user, input.calendar_flag, asClient);
  const paging = readPaging(
    {
      size: input.appointment_pagination,
      page: input.appointment_current_page,
      neighbours: input.appointment_page_neighbours,
    },
    { size: 10, neighbours: 1 },
  );
  let filter: ListFilter;
  let sort: Array<[SortColumn, 'ASC' | 'DESC']> = [['start_time', 'DESC']];
  if (flag === 4) {
    // Invitation links are the provider's; a client has none (its scope finds no share links).
    filter = {
      scope: asClient ? scope : { providerId: user.id },
      states: [STATE.shareLink],
      requireInvite: true,
    };
    sort = [['requested_date', 'ASC']];
  } else if (flag === 5) {
    filter = { scope, inviteClient: true, excludeStates: [STATE.shareLink] };
  } else if (flag === PAST_SESSIONS_FLAG) {
    filter = { scope, excludeStates: [STATE.shareLink], to: now };
  } else {
    // The dashboard's panel (`upcoming`): what is still ahead, clients' requests included (ADR 0054), those
    // awaiting the provider's answer first, then the soonest (or the one under way) first.
    const isUpcoming = flag === 0 && input.upcoming === true;
    filter = {
      scope,
      ...(isUpcoming ? {} : { inviteClient: false }),
      excludeStates: [STATE.shareLink],
      ...(flag === 0 ? {} : periodOf(flag as 1 | 2 | 3, now, user.timeZone)),
    };
    if (isUpcoming) {
      filter.notOverAt = now;
      sort = asClient
        ? [['start_time', 'ASC']]
        : [
            ['awaiting_provider', 'DESC'],
            ['start_time', 'ASC'],
          ];
    }
  }
  const page = await findAppointmentPage(db, filter, {
    offset: paging.offset,
    limit: paging.size,
    sort: readSort(input.filter_string, sort),
  });
  return {
    msg: QUERY_MESSAGES.list,
    results: {
      list: page.list.map((a) => toAppointmentWire(a, user, now, { asClient })),
      page_num: pageNumOf(page.total, paging, { withTotal: true }),
    },
  };
}

/** Sessions per day of the current month (in the viewer's zone), for the report chart: the practice's for managers. */
export async function groupSessionsByDay(db: Db, user: SessionUser, now: Date) {
  const days = localMonthDays(now, user.timeZone);
  const scope: CalendarScope = managesPractice(user)
    ? { practiceId: user.practiceId }
    : { providerId: user.id };
  const counts = await countSessionsByDay(db, scope, days);
  return { msg: QUERY_MESSAGES.grouping, results: { ...wireMonthOf(days), session_num: counts } };
}

/** One client's appointments with one provider (client management): 1 appointments, 2 sessions, 3 payments. */
export async function listWithClient(
  db: Db,
  user: SessionUser,
  input: ListInput & { provider_id?: string; client_id?: string; btn_state?: unknown },
  now: Date,
) {
  // Managers may look at any provider of the practice; everyone else sees their own appointments.
  const providerId = managesPractice(user) && input.provider_id ? input.provider_id : user.id;
  const paging = readPaging(
    {
      size: input.appointment_pagination,
      page: input.appointment_current_page,
      neighbours: input.appointment_page_neighbours,
    },
    { size: 6, neighbours: 1 },
  );
  const flag = Number(input.flag ?? 0);
  const base: ListFilter = {
    scope: { providerId },
    clientId: input.client_id ?? '',
    excludeStates: [STATE.shareLink],
  };
  const btnState = Number(input.btn_state ?? 1);
  let filter: ListFilter = base;
  if (btnState === 2) filter = { ...base, excludeStates: [STATE.shareLink, STATE.finished, STATE.expired] };
  else if (btnState === 3) filter = { ...base, isPaid: true };
  else if (flag === 5) filter = { ...base, inviteClient: true };
  else if ([1, 2, 3].includes(flag))
    filter = { ...base, inviteClient: false, ...periodOf(flag as 1 | 2 | 3, now, user.timeZone) };
  else filter = { ...base, inviteClient: false };
  // The provider's check and the page go together (one round trip); the page is answered only if it holds. A
  // provider reading its own sessions is the check's answer already: the session says who it is.
  const isOwn = providerId === user.id && user.isProvider;
  const [isPracticeProvider, page] = await Promise.all([
    isOwn || findPracticeProvider(db, user.practiceId, providerId).then((provider) => provider !== null),
    findAppointmentPage(db, filter, {
      offset: paging.offset,
      limit: paging.size,
      sort: [['start_time', 'DESC']],
    }),
  ]);
  if (!isPracticeProvider) throw new AppError('forbidden', ACCESS_MESSAGES.otherPractice);
  // One client's appointments (or its payments, list 3) were read: one entry for the page (ADR 0049).
  if (isId(input.client_id))
    await recordClientRead(
      db,
      user,
      { action: btnState === 3 ? 'payment.read' : 'appointment.read', clientId: input.client_id },
      now,
    );
  return {
    msg: 'An appointments list has got successfully.',
    results: {
      list: page.list.map((a) => toAppointmentWire(a, user, now)),
      page_num: pageNumOf(page.total, paging, { withTotal: true }),
    },
  };
}
