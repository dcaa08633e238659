import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { newId } from '@tele/data/ids';
import type { Db } from '@tele/data/db';
import { titleCase } from '#api/lib/text.js';
import {
  insertAppointments,
  lockProviderCalendar,
  updateAppointment,
  type AppointmentRecord,
} from '@tele/data/repositories/appointments';
import { findAppointmentPage } from '@tele/data/repositories/appointment-lists';
import { findAppointmentTypes } from '@tele/data/repositories/appointment-types';
import { findClientProviderLink } from '@tele/data/repositories/client-provider-links';
import { findPracticeProvider } from '@tele/data/repositories/people';
import { findPracticeById } from '@tele/data/repositories/practices';
import { findProviderSettings } from '@tele/data/repositories/provider-settings';
import { rescheduleReminders, scheduleReminders } from '@tele/data/repositories/reminders';
import { inTransaction } from '@tele/data/repositories/transaction';
import { findUserById } from '@tele/data/repositories/users';
import { queueNotification } from '@tele/data/outbox';
import { STATE, isEditable, nextState } from '@tele/data/appointment-states';
import { MAX_LENGTH_MINUTES, PAGE_SIZES } from '@tele/contract/constants';
import { CLIENT_SCHEDULING_MESSAGES, CREATE_MESSAGES, QUERY_MESSAGES } from '@tele/contract/messages';
import type { RouteBody } from '@tele/contract/routes';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { loadInvitationFor } from './access.js';
import { assertNoClash, rangesOf } from './create-appointment.js';
import { assertPlanAllows } from './plan-limits.js';
import { assertStartNotPast, readSlot } from './schedule.js';
import { toAppointmentWire } from './wire.js';

type RequestInput = RouteBody<'appointments/create-request-appointment'>;

/**
 * The provider a client asks: one it is connected to that takes requests (the legacy trusted the client's
 * form to offer only those; the server now decides, legacy-contract 6.2).
 */
async function loadAskedProvider(tx: Db, user: SessionUser, providerId: string | undefined) {
  if (!providerId) refuse(CLIENT_SCHEDULING_MESSAGES.noProvider);
  const link = await findClientProviderLink(tx, { clientId: user.id, providerId });
  const provider = link ? await findPracticeProvider(tx, link.practiceId, providerId) : null;
  if (!link || !provider) refuse(CLIENT_SCHEDULING_MESSAGES.noProvider);
  if (!(await findProviderSettings(tx, provider.id))?.allowRequests)
    refuse(CLIENT_SCHEDULING_MESSAGES.notAllowed);
  return { ...provider, practiceId: link.practiceId };
}

/** The chosen type of the provider's, which sets the price; a client never sets its own price. */
async function typeAndPrice(
  tx: Db,
  provider: { practiceId: string; providerId: string },
  typeName: string | null | undefined,
) {
  if (!typeName) return { appointmentType: null, payment: 0 };
  const types = await findAppointmentTypes(tx, provider.practiceId, provider.providerId);
  const type = types.find((candidate) => candidate.name === typeName);
  return type ? { appointmentType: type.name, payment: type.amount } : { appointmentType: null, payment: 0 };
}

async function notifyProvider(
  deps: AppDeps,
  tx: Db,
  input: {
    appointmentId: string;
    practiceId: string;
    providerId: string;
    client: { name: string };
    isUpdate: boolean;
    online: boolean;
    start: Date;
    minutes: number;
    now: Date;
  },
) {
  const provider = await findUserById(tx, input.providerId);
  if (!provider || provider.deletedAt) return;
  await queueNotification(
    deps.outbox,
    {
      practiceId: input.practiceId,
      channel: 'email',
      appointmentId: input.appointmentId,
      recipient: provider.email,
      template: 'appointment-requested',
      payload: {
        appointmentId: input.appointmentId,
        clientName: input.client.name,
        providerName: provider.name,
        isUpdate: input.isUpdate,
        online: input.online,
        startTime: input.start.toISOString(),
        minutes: input.minutes,
        timeZone: provider.timeZone,
        dashboardUrl: `${deps.config.publicUrl}/dashboard`,
      },
      now: input.now,
    },
    tx,
  );
}

/**
 * `create-request-appointment`: a client asks one of its providers for a session (state 1, requested by the
 * client, waiting for the provider's answer), or with `update_flag` changes its own request while it may. The
 * provider's plan, calendar and overlap rules apply as to the provider's own bookings; the invitee is always
 * the client itself, and the price comes from the chosen type.
 */
export async function requestAppointment(
  deps: AppDeps,
  user: SessionUser,
  input: RequestInput,
  now: Date,
): Promise<string> {
  if (input.update_flag) return updateRequest(deps, user, input, now);
  return inTransaction(deps.db, async (tx) => {
    const provider = await loadAskedProvider(tx, user, input.provider_id);
    await insertClientRequest(deps, tx, user, provider, input, now);
    return CREATE_MESSAGES.created;
  });
}

/** Who asks for a session: the client's account (its own, or the one a booking page found or made for it). */
interface Requester {
  id: string;
  name: string;
  timeZone: string;
}

/**
 * A client's request for a session with a provider who takes them (checked by the caller), inside the caller's
 * transaction: the calendar locked, the plan's limits, a start not past, the overlap guard, then the state-1
 * appointment with the client invited, its reminders and the provider's e-mail. `create-request-appointment`
 * and the public booking page (ADR 0054) both ask through here. Answers the new appointment's id.
 */
export async function insertClientRequest(
  deps: AppDeps,
  tx: Db,
  user: Requester,
  provider: { id: string; name: string; practiceId: string; timeZone: string },
  input: RequestInput,
  now: Date,
): Promise<string> {
  const slot = readSlot(input);
  await lockProviderCalendar(tx, provider.id);
  const practice = await findPracticeById(tx, provider.practiceId);
  await assertPlanAllows(
    tx,
    {
      planString: practice?.planString ?? null,
      providerId: provider.id,
      starts: [slot.start],
      timeZone: provider.timeZone,
    },
    {
      noPlan: CLIENT_SCHEDULING_MESSAGES.providerNoPlan,
      basicLimit: CLIENT_SCHEDULING_MESSAGES.providerBasicLimit,
    },
  );
  assertStartNotPast(slot.start, now);
  await assertNoClash(tx, { providerId: provider.id, ranges: rangesOf([slot]), timeZone: user.timeZone });

  const id = newId(now);
  const online = input.online ?? true;
  await insertAppointments(tx, [
    {
      id,
      practiceId: provider.practiceId,
      providerId: provider.id,
      seriesId: null,
      title: titleCase(input.title?.trim() || `Meeting with ${provider.name}`),
      notes: input.notes ?? '',
      allDay: Boolean(input.all_day),
      recurring: false,
      online,
      startTime: slot.start,
      endTime: slot.end,
      timeDistance: slot.minutes,
      repeatUntil: null,
      recurrenceFrequency: null,
      ...(await typeAndPrice(tx, { practiceId: provider.practiceId, providerId: provider.id }, input.type)),
      state: STATE.pending,
      inviteClient: true,
      roleUpdated: 'client',
      inviteeIds: [user.id],
      now,
    },
  ]);
  await scheduleReminders(tx, [id], now);
  await notifyProvider(deps, tx, {
    appointmentId: id,
    practiceId: provider.practiceId,
    providerId: provider.id,
    client: user,
    isUpdate: false,
    online,
    start: slot.start,
    minutes: slot.minutes,
    now,
  });
  return id;
}

/** A client changes its own request (one it made, still editable): back to state 1, for the provider to answer. */
async function updateRequest(deps: AppDeps, user: SessionUser, input: RequestInput, now: Date) {
  return inTransaction(deps.db, async (tx) => {
    const existing: AppointmentRecord = await loadInvitationFor(tx, user, input._id, { lock: true });
    if (!existing.inviteClient || !isEditable(existing, now)) refuse(CREATE_MESSAGES.notEditable);
    const slot = readSlot(input);
    assertStartNotPast(slot.start, now);
    await lockProviderCalendar(tx, existing.providerId);
    await assertNoClash(tx, {
      providerId: existing.providerId,
      ranges: rangesOf([slot]),
      excludeId: existing.id,
      timeZone: user.timeZone,
    });
    const state = nextState(existing.state, { type: 'edit' });
    if (state === null) refuse(CREATE_MESSAGES.notEditable);
    const online = input.online ?? existing.online;
    await updateAppointment(tx, existing.id, {
      title: titleCase(input.title?.trim() || existing.title),
      notes: input.notes ?? existing.notes,
      allDay: Boolean(input.all_day),
      online,
      startTime: slot.start,
      endTime: slot.end,
      timeDistance: slot.minutes,
      ...(input.type === undefined
        ? {}
        : await typeAndPrice(
            tx,
            { practiceId: existing.practiceId, providerId: existing.providerId },
            input.type,
          )),
      state,
      roleUpdated: 'client',
      updatedDate: now,
    });
    await rescheduleReminders(tx, [existing.id], now);
    await notifyProvider(deps, tx, {
      appointmentId: existing.id,
      practiceId: existing.practiceId,
      providerId: existing.providerId,
      client: user,
      isUpdate: true,
      online,
      start: slot.start,
      minutes: slot.minutes,
      now,
    });
    return CREATE_MESSAGES.updated;
  });
}

/**
 * The client's own lists: `get-request-appointment` its requests and invitations waiting for an answer (state
 * 1), `get-providers-appointment` its coming sessions (the legacy's always failed), including one under way
 * until it ends (the client joins it from there). Oldest first, at most one page of PAGE_SIZES.max, each with
 * its provider.
 */
export async function listClientAppointments(
  db: Db,
  user: SessionUser,
  which: 'waiting' | 'coming',
  now: Date,
) {
  const page = await findAppointmentPage(
    db,
    which === 'waiting'
      ? { scope: { inviteeId: user.id }, states: [STATE.pending] }
      : {
          scope: { inviteeId: user.id },
          excludeStates: [STATE.shareLink, STATE.finished, STATE.expired],
          // A session lasts at most MAX_LENGTH_MINUTES: the index range starts that far back, the end decides.
          from: new Date(now.getTime() - MAX_LENGTH_MINUTES * 60_000),
          endsAfter: now,
        },
    { offset: 0, limit: PAGE_SIZES.max, sort: [['start_time', 'ASC']] },
  );
  return {
    msg: QUERY_MESSAGES.list,
    results: page.list.map((appointment) => toAppointmentWire(appointment, user, now, { asClient: true })),
  };
}
