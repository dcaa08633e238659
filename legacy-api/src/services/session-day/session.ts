import { timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '#api/deps.js';
import { AppError, forbid, refuse } from '#api/errors/app-error.js';
import {
  findAppointmentById,
  isInvitee,
  updateAppointment,
  type AppointmentRecord,
} from '@tele/data/repositories/appointments';
import { findProviderSettings } from '@tele/data/repositories/provider-settings';
import { inTransaction } from '@tele/data/repositories/transaction';
import {
  ACCESS_MESSAGES,
  canReadSessionNote,
  loadAppointmentFor,
} from '#api/services/appointments/access.js';
import { STATE, nextState } from '@tele/data/appointment-states';
import { toAppointmentWire } from '#api/services/appointments/wire.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { guestLinkExpiresAt, isBeforeEnd, roomNameOf } from './room.js';
import { SESSION_MESSAGES } from '@tele/contract/messages';

/**
 * Who calls a session-day route: a team member with a session; a signed-in client (its session proves who it
 * is, so it must be invited); or a guest whose credential is the appointment's key from their link.
 */
export type Participant =
  { kind: 'provider'; user: SessionUser } | { kind: 'client'; user: SessionUser } | { kind: 'guest' };

function keysMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * An invitee following their link: the appointment's secret is their credential, until a while after the
 * session's end (room.ts, guestLinkExpiresAt).
 */
export async function loadForGuest(
  id: string | undefined,
  key: string | undefined,
  now: Date,
): Promise<AppointmentRecord> {
  const appointment = id ? await findAppointmentById(id) : null;
  if (!appointment || !key || !keysMatch(appointment.roomKey, key))
    throw new AppError('forbidden', SESSION_MESSAGES.badLink);
  if (now >= guestLinkExpiresAt(appointment)) throw new AppError('forbidden', SESSION_MESSAGES.expiredLink);
  return appointment;
}

/** What an invitee opens: a guest by the link's key, a signed-in client by being invited (403 otherwise). */
export async function loadForInvitee(
  participant: Exclude<Participant, { kind: 'provider' }>,
  id: string | undefined,
  key: string | undefined,
  now: Date,
): Promise<AppointmentRecord> {
  if (participant.kind === 'guest') return loadForGuest(id, key, now);
  const appointment = id ? await findAppointmentById(id) : null;
  if (appointment && (await isInvitee(appointment.id, participant.user.id))) return appointment;
  // Signed in but not invited: a link's key still admits its holder, as it admits any guest.
  if (key) return loadForGuest(id, key, now);
  throw new AppError('forbidden', ACCESS_MESSAGES.otherPractice);
}

/** The video room's name, for a successful join only (ADR 0022). */
function roomOf(deps: AppDeps, appointment: AppointmentRecord) {
  return { room_name: roomNameOf(appointment, deps.config) };
}

/** Only the appointment's own provider opens its room (colleagues and administrators do not). */
async function loadForProvider(
  user: SessionUser | null,
  id: string | undefined,
  options: { lock?: boolean } & Parameters<typeof loadAppointmentFor>[2] = {},
) {
  if (!user) forbid();
  const appointment = await loadAppointmentFor(user, id, options);
  if (appointment.providerId !== user.id) refuse(SESSION_MESSAGES.noPermission);
  return appointment;
}

/**
 * What a waiting room needs: the appointment and the provider's waiting-room choice. Never the video room's
 * name: that comes only with a successful join (joinAppointment).
 */
export async function getSessionView(participant: Participant, appointment: AppointmentRecord, now: Date) {
  if (participant.kind === 'provider') {
    // Colleagues see the appointment; only its own provider gets the guests' key (for the share link card).
    const isOwn = appointment.providerId === participant.user.id;
    return {
      ...toAppointmentWire(appointment, participant.user, now),
      ...(isOwn ? { room_key: appointment.roomKey } : {}),
      userInfo: appointment.invitees.map(({ id: _id, name }) => ({ _id, name })),
    };
  }
  // An invitee (guest or client) sees the provider's waiting room (picture and music), never the other invitees.
  const settings = await findProviderSettings(appointment.providerId);
  return {
    _id: appointment.id,
    title: appointment.title,
    provider_name: appointment.providerName,
    start_time: appointment.startTime.toISOString(),
    end_time: appointment.endTime?.toISOString() ?? null,
    state: appointment.state,
    join_state: appointment.joinState,
    allow: appointment.allow,
    userInfo: [
      {
        name: appointment.providerName,
        photo: '',
        bgRoom: String(settings?.waitingRoomImage ?? 3),
        bgMusic: String(settings?.waitingRoomMusic ?? 3),
      },
    ],
  };
}

/** Joins the session; the answer carries the video room's name (`results.room_name`), and nothing else does. */
export async function joinAppointment(
  deps: AppDeps,
  input: { participant: Participant; id?: string; key?: string; startSession?: boolean },
  now: Date,
): Promise<{ msg: string; results: { room_name: string } }> {
  return inTransaction(deps.sequelize, async (transaction) => {
    if (input.participant.kind === 'provider') {
      const appointment = await loadForProvider(input.participant.user, input.id, {
        transaction,
        lock: true,
      });
      if (appointment.state === STATE.finished) refuse(SESSION_MESSAGES.finished);
      if (!isBeforeEnd(appointment, now)) {
        await updateAppointment(appointment.id, { joinState: 0, allow: false }, { transaction });
        refuse(SESSION_MESSAGES.overTime);
      }
      await updateAppointment(appointment.id, { joinState: 1, allow: false }, { transaction });
      return { msg: SESSION_MESSAGES.joined, results: roomOf(deps, appointment) };
    }
    const appointment = await loadForInvitee(input.participant, input.id, input.key, now);
    if (appointment.state === STATE.finished) refuse(SESSION_MESSAGES.finished);
    if (appointment.joinState !== 1 || !appointment.allow) refuse(SESSION_MESSAGES.notYet);
    if (input.startSession && appointment.actualStart === null) {
      const state = nextState(appointment.state, { type: 'client_joined' }) ?? appointment.state;
      await updateAppointment(appointment.id, { actualStart: now, state }, { transaction });
    }
    return { msg: SESSION_MESSAGES.clientJoined, results: roomOf(deps, appointment) };
  });
}

/** The provider leaves: a session that started is finished and its note can be written. */
export async function leaveAppointment(
  deps: AppDeps,
  input: { participant: Participant; id?: string; key?: string; startSession?: boolean },
  now: Date,
) {
  if (input.participant.kind !== 'provider') {
    await loadForInvitee(input.participant, input.id, input.key, now);
    return { msg: SESSION_MESSAGES.otherLeft };
  }
  const user = input.participant.user;
  const result = await inTransaction(deps.sequelize, async (transaction) => {
    const appointment = await loadForProvider(user, input.id, { transaction, lock: true });
    const hasStarted = appointment.actualStart !== null && input.startSession !== false;
    const finished = hasStarted ? nextState(appointment.state, { type: 'provider_ended' }) : null;
    await updateAppointment(
      appointment.id,
      {
        joinState: 0,
        allow: false,
        ...(hasStarted ? { actualEnd: now } : {}),
        ...(finished !== null ? { state: finished } : {}),
      },
      { transaction },
    );
    return {
      session_note: canReadSessionNote(user, appointment) ? (appointment.sessionNote ?? '') : '',
      actual_start: appointment.actualStart?.toISOString() ?? null,
      actual_end: hasStarted ? now.toISOString() : (appointment.actualEnd?.toISOString() ?? null),
    };
  });
  await publishAllow(deps, input.id!, false);
  return { msg: SESSION_MESSAGES.left, results: result };
}

/** Admits (or stops admitting) the waiting client; the waiting rooms hear it at once. */
export async function setAllow(
  deps: AppDeps,
  user: SessionUser,
  input: { id?: string; allow?: boolean },
  now: Date,
) {
  const allow = input.allow === true;
  const appointment = await inTransaction(deps.sequelize, async (transaction) => {
    const found = await loadForProvider(user, input.id, { transaction, lock: true });
    if (!isBeforeEnd(found, now)) {
      await updateAppointment(found.id, { allow: false }, { transaction });
      return null;
    }
    await updateAppointment(found.id, { joinState: 1, allow }, { transaction });
    return found;
  });
  if (!appointment) {
    await publishAllow(deps, input.id!, SESSION_MESSAGES.timePassed.replace(/\.$/, ''));
    refuse(SESSION_MESSAGES.timePassed);
  }
  await publishAllow(deps, appointment.id, allow);
  return { results: allow };
}

/** `send-allow-appointment`: pushes a value to everyone watching the appointment (legacy frame payloads). */
export async function sendAllow(deps: AppDeps, user: SessionUser, input: { id?: string; allow?: unknown }) {
  const appointment = await loadForProvider(user, input.id);
  await publishAllow(deps, appointment.id, input.allow === true);
  return { msg: SESSION_MESSAGES.sent };
}

async function publishAllow(deps: AppDeps, appointmentId: string, payload: unknown): Promise<void> {
  // Redis being away must not undo what was saved; the waiting room also re-checks when it reconnects.
  await deps.live.publish(appointmentId, payload).catch(() => undefined);
}

export async function saveSessionNote(
  deps: AppDeps,
  user: SessionUser,
  input: { id?: string; session_note?: string },
  now: Date,
) {
  const note = input.session_note?.trim() ?? '';
  if (!note) refuse(SESSION_MESSAGES.noNote);
  return inTransaction(deps.sequelize, async (transaction) => {
    const appointment = await loadAppointmentFor(user, input.id, { transaction, lock: true });
    if (appointment.providerId !== user.id) refuse(SESSION_MESSAGES.notYourSession);
    if (appointment.actualStart === null) refuse(SESSION_MESSAGES.notStarted);
    await updateAppointment(
      appointment.id,
      { sessionNote: note, ...(appointment.noteCreatedDate ? {} : { noteCreatedDate: now }) },
      { transaction },
    );
    return SESSION_MESSAGES.noteSaved;
  });
}

export { ACCESS_MESSAGES };
