import type { Static } from '@sinclair/typebox';
import type { OverlapClash } from '@tele/contract/appointments';
import type { Db } from '@tele/data/db';
import type { AppDeps } from '#api/deps.js';
import { AppError, refuse } from '#api/errors/app-error.js';
import { newId } from '@tele/data/ids';
import { titleCase } from '#api/lib/text.js';
import {
  findOverlapping,
  insertAppointments,
  lockProviderCalendar,
  replaceInvitees,
  updateAppointment,
  type AppointmentRecord,
  type TimeRange,
} from '@tele/data/repositories/appointments';
import { findPracticeClientIds, findPracticeProvider } from '@tele/data/repositories/people';
import { rescheduleReminders, scheduleReminders } from '@tele/data/repositories/reminders';
import { findPracticeById } from '@tele/data/repositories/practices';
import { inTransaction } from '@tele/data/repositories/transaction';
import { findUserById } from '@tele/data/repositories/users';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { queueNotification } from '@tele/data/outbox';
import { ACCESS_MESSAGES, loadAppointmentFor, managesPractice } from './access.js';
import { describeClash } from './clash.js';
import { assertPlanAllows } from './plan-limits.js';
import { assertStartNotPast, expandSeries, readSlot, type Slot } from './schedule.js';
import { STATE, isEditable, nextState } from '@tele/data/appointment-states';

import { CREATE_MESSAGES } from '@tele/contract/messages';
import { clientIdsOf, recordAudit } from '#api/services/audit/audit.js';
import type { RouteBody } from '@tele/contract/routes';
export { CREATE_MESSAGES };

/** The route's body, as its contract declares it. */
export type AppointmentInput = RouteBody<'appointments/create-appointment'>;

function readPayment(value: unknown): number {
  if (value === undefined || value === null || value === '') return 0;
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount) || amount < 0 || amount > 100_000) refuse(CREATE_MESSAGES.badPayment);
  return Math.round(amount * 100) / 100;
}

function readInviteeIds(value: AppointmentInput['invitees_id']): string[] {
  const ids = Array.isArray(value) ? [...new Set(value.filter((id) => id !== ''))] : [];
  if (ids.length === 0) refuse(CREATE_MESSAGES.noInvitees);
  return ids;
}

/**
 * Every invitee must be a client of the caller's practice; naming anyone else's client is a 403. The provider
 * is never their own invitee (they would be reminded twice; the legacy answered that with a 500).
 */
async function assertPracticeClients(tx: Db, practiceId: string, ids: string[], providerId: string) {
  if (ids.includes(providerId)) refuse(CREATE_MESSAGES.providerInvited);
  const known = await findPracticeClientIds(tx, practiceId, ids);
  if (ids.some((id) => !known.has(id))) throw new AppError('forbidden', ACCESS_MESSAGES.otherPractice);
}

export async function assertNoClash(
  tx: Db,
  input: {
    providerId: string;
    ranges: TimeRange[];
    excludeId?: string;
    timeZone: string;
    allowOverlap?: boolean;
  },
) {
  if (input.allowOverlap || input.ranges.length === 0) return;
  const [clash] = await findOverlapping(tx, input);
  if (clash)
    refuse(describeClash(clash, input.timeZone), {
      clash: {
        _id: clash.id,
        title: clash.title,
        start_time: clash.startTime.toISOString(),
        end_time: clash.endTime.toISOString(),
      } satisfies Static<typeof OverlapClash>,
    });
}

export const rangesOf = (slots: Slot[]): TimeRange[] =>
  slots.flatMap((slot) => (slot.end ? [{ start: slot.start, end: slot.end }] : []));

async function queueInviteeMails(
  deps: AppDeps,
  input: {
    appointmentId: string;
    practiceId: string;
    providerName: string;
    isUpdate: boolean;
    occurrences: Slot[];
    minutes: number;
    notes: string;
    online: boolean;
    inviteeIds: string[];
    now: Date;
  },
  tx: Db,
) {
  for (const clientId of input.inviteeIds) {
    const client = await findUserById(tx, clientId);
    if (!client) continue;
    await queueNotification(
      deps.outbox,
      {
        practiceId: input.practiceId,
        channel: 'email',
        appointmentId: input.appointmentId,
        recipient: client.email,
        template: 'appointment-request',
        payload: {
          appointmentId: input.appointmentId,
          clientName: client.name,
          providerName: input.providerName,
          isUpdate: input.isUpdate,
          online: input.online,
          startTimes: input.occurrences.map((slot) => slot.start.toISOString()),
          minutes: input.minutes,
          notes: input.notes,
          timeZone: client.timeZone,
        },
        now: input.now,
      },
      tx,
    );
  }
}

/** `create-appointment` without `update_flag`: one appointment, or one per occurrence of a series. */
export async function createAppointment(
  deps: AppDeps,
  user: SessionUser,
  input: AppointmentInput,
  now: Date,
): Promise<string> {
  const providerId = input.provider_id || user.id;
  return inTransaction(deps.db, async (tx) => {
    const provider = await findPracticeProvider(tx, user.practiceId, providerId);
    if (!provider) throw new AppError('forbidden', ACCESS_MESSAGES.otherPractice);
    if (provider.id !== user.id && !managesPractice(user)) refuse(CREATE_MESSAGES.otherCalendar);
    const practice = await findPracticeById(tx, user.practiceId);

    const slot = readSlot(input);
    const series = input.recurring
      ? expandSeries({
          slot,
          minutes: slot.minutes,
          frequencyDays: input.recurrence_frequency,
          repeatUntil: input.repeat_until,
          timeZone: provider.timeZone,
        })
      : null;
    const occurrences = series?.occurrences ?? [slot];

    // Bookings for one provider are serialised from here to commit: checks and inserts cannot interleave.
    await lockProviderCalendar(tx, provider.id);
    await assertPlanAllows(tx, {
      planString: practice?.planString ?? null,
      providerId: provider.id,
      starts: occurrences.map((o) => o.start),
      timeZone: provider.timeZone,
    });
    assertStartNotPast(slot.start, now);
    const inviteeIds = readInviteeIds(input.invitees_id);
    await assertPracticeClients(tx, user.practiceId, inviteeIds, provider.id);
    const payment = readPayment(input.payment);
    await assertNoClash(tx, {
      providerId: provider.id,
      ranges: rangesOf(occurrences),
      timeZone: provider.timeZone,
      allowOverlap: input.allow_overlap,
    });

    const ids = occurrences.map(() => newId(now));
    const title = titleCase(input.title?.trim() || `Meeting with ${provider.name}`);
    await insertAppointments(
      tx,
      occurrences.map((occurrence, index) => ({
        id: ids[index]!,
        practiceId: user.practiceId,
        providerId: provider.id,
        seriesId: series ? ids[0]! : null,
        title,
        notes: input.notes ?? '',
        allDay: Boolean(input.all_day),
        recurring: Boolean(series),
        online: input.online ?? true,
        startTime: occurrence.start,
        endTime: occurrence.end,
        timeDistance: slot.minutes,
        repeatUntil: series?.repeatUntil ?? null,
        recurrenceFrequency: series?.frequencyDays ?? null,
        payment,
        appointmentType: input.type || null,
        state: STATE.pending,
        inviteClient: false,
        roleUpdated: 'provider',
        inviteeIds,
        now,
      })),
    );
    await scheduleReminders(tx, ids, now);
    await recordAudit(
      tx,
      user,
      { action: 'appointment.create', clientIds: inviteeIds, subject: { type: 'appointment', id: ids[0]! } },
      now,
    );
    await queueInviteeMails(
      deps,
      {
        appointmentId: ids[0]!,
        practiceId: user.practiceId,
        providerName: provider.name,
        isUpdate: false,
        occurrences,
        minutes: slot.minutes,
        notes: input.notes ?? '',
        online: input.online ?? true,
        inviteeIds,
        now,
      },
      tx,
    );
    return CREATE_MESSAGES.created;
  });
}

/**
 * `create-appointment` with `update_flag`: changes one appointment (one occurrence of a series) while the
 * editable rule allows it; the other side must accept again (state 1).
 */
export async function updateAppointmentDetails(
  deps: AppDeps,
  user: SessionUser,
  input: AppointmentInput,
  now: Date,
): Promise<string> {
  return inTransaction(deps.db, async (tx) => {
    const existing: AppointmentRecord = await loadAppointmentFor(tx, user, input._id, {
      lock: true,
      toChange: true,
    });
    if (!isEditable(existing, now)) refuse(CREATE_MESSAGES.notEditable);
    const provider = await findPracticeProvider(tx, user.practiceId, existing.providerId);
    const timeZone = provider?.timeZone ?? 'UTC';

    const slot = readSlot(input);
    assertStartNotPast(slot.start, now);
    const inviteeIds = readInviteeIds(input.invitees_id);
    await assertPracticeClients(tx, user.practiceId, inviteeIds, existing.providerId);
    const payment = readPayment(input.payment);
    await lockProviderCalendar(tx, existing.providerId);
    await assertNoClash(tx, {
      providerId: existing.providerId,
      ranges: rangesOf([slot]),
      excludeId: existing.id,
      timeZone,
      allowOverlap: input.allow_overlap,
    });
    const state = nextState(existing.state, { type: 'edit' });
    if (state === null) refuse(CREATE_MESSAGES.notEditable);

    await updateAppointment(tx, existing.id, {
      title: titleCase(input.title?.trim() || existing.title),
      notes: input.notes ?? existing.notes,
      allDay: Boolean(input.all_day),
      online: input.online ?? existing.online,
      startTime: slot.start,
      endTime: slot.end,
      timeDistance: slot.minutes,
      payment,
      appointmentType: input.type === undefined ? existing.appointmentType : input.type || null,
      state,
      roleUpdated: 'provider',
      updatedDate: now,
    });
    await replaceInvitees(tx, existing.id, existing.practiceId, inviteeIds);
    await rescheduleReminders(tx, [existing.id], now);
    await recordAudit(
      tx,
      user,
      {
        action: 'appointment.update',
        clientIds: [...clientIdsOf(existing), ...inviteeIds],
        subject: { type: 'appointment', id: existing.id },
      },
      now,
    );
    await queueInviteeMails(
      deps,
      {
        appointmentId: existing.id,
        practiceId: existing.practiceId,
        providerName: existing.providerName,
        isUpdate: true,
        occurrences: [slot],
        minutes: slot.minutes,
        notes: input.notes ?? existing.notes,
        online: input.online ?? existing.online,
        inviteeIds,
        now,
      },
      tx,
    );
    return CREATE_MESSAGES.updated;
  });
}
