import { timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '#api/deps.js';
import { AppError, forbid, refuse } from '#api/errors/app-error.js';
import {
  findAppointmentForGuestLink,
  findInvitedAppointment,
  updateAppointment,
  type AppointmentRecord,
} from '@tele/data/repositories/appointments';
import type { Db } from '@tele/data/db';
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
import { waitingRoomFor } from './settings.js';
import { PLAN_GATE_MESSAGES, SESSION_MESSAGES } from '@tele/contract/messages';
import { assertPlanFeature } from '#api/services/appointments/plan-limits.js';
import { clientIdsOf, recordAudit } from '#api/services/audit/audit.js';

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
  db: Db,
  id: string | undefined,
  key: string | undefined,
  now: Date,
): Promise<AppointmentRecord> {
  const appointment = id ? await findAppointmentForGuestLink(db, id) : null;
  if (!appointment || !key || !keysMatch(appointment.roomKey, key))
    throw new AppError('forbidden', SESSION_MESSAGES.badLink);
  if (now >= guestLinkExpiresAt(appointment)) throw new AppError('forbidden', SESSION_MESSAGES.expiredLink);
  return appointment;
}

/** What an invitee opens: a guest by the link's key, a signed-in client by being invited (403 otherwise). */
export async function loadForInvitee(
  db: Db,
  participant: Exclude<Participant, { kind: 'provider' }>,
  id: string | undefined,
  key: string | undefined,
  now: Date,
): Promise<AppointmentRecord> {
  if (participant.kind === 'guest') return loadForGuest(db, id, key, now);
  const appointment = id ? await findInvitedAppointment(db, participant.user.id, id) : null;
  if (appointment) return appointment;
  // Signed in but not invited: a link's key still admits its holder, as it admits any guest.
  if (key) return loadForGuest(db, id, key, now);
  throw new AppError('forbidden', ACCESS_MESSAGES.otherPractice);
}

/**
 * Who may watch an appointment's live events (the allow handshake): the practice's team with a session, a
 * signed-in client it invites, a guest with its link's key. Neither a session nor a key is a guest without its
 * link, answered as get-appointment and join-appointment answer one.
 */
export async function loadForWatcher(
  db: Db,
  input: { caller: SessionUser | null; id: string; key: string | undefined },
  now: Date,
): Promise<void> {
  const { caller, id, key } = input;
  if (caller && caller.teamRole !== null) await loadAppointmentFor(db, caller, id);
  else if (key) await loadForGuest(db, id, key, now);
  else if (caller?.isClient) await loadForInvitee(db, { kind: 'client', user: caller }, id, undefined, now);
  else throw new AppError('forbidden', SESSION_MESSAGES.badLink);
}

/** The video room's name, for a successful join only (ADR 0022). */
function roomOf(deps: AppDeps, appointment: AppointmentRecord) {
  return { room_name: roomNameOf(appointment, deps.config) };
}

/**
 * Who enters a colleague's session (spec part 1 section 4, "Joining a session": a user whose invited role is set
 * and is not administrator goes to the room; the account creator's stored role is super_owner): the practice's
 * super owner, owners and providers; administrators (office staff) never. ADR 0028.
 */
export function mayEnterColleagueSession(user: Pick<SessionUser, 'teamRole'>): boolean {
  return user.teamRole !== null && user.teamRole !== 'administrator';
}

/**
 * The room of a session, for a team member: its own provider (who runs it: admits the client, ends it) or a
 * colleague who may enter (mayEnterColleagueSession), from its start until its end. A colleague joins and leaves
 * without changing the session; a share link (state 0) is its provider's own waiting room, not a session of the
 * practice, so no colleague enters it.
 */
async function loadForEntry(
  db: Db,
  user: SessionUser,
  id: string | undefined,
  now: Date,
): Promise<{ appointment: AppointmentRecord; isOwn: boolean }> {
  const appointment = await loadAppointmentFor(db, user, id, { lock: true });
  if (appointment.providerId === user.id) return { appointment, isOwn: true };
  if (!mayEnterColleagueSession(user) || appointment.state === STATE.shareLink)
    refuse(SESSION_MESSAGES.noPermission);
  if (appointment.state === STATE.finished) refuse(SESSION_MESSAGES.finished);
  if (!isBeforeEnd(appointment, now)) refuse(SESSION_MESSAGES.overTime);
  if (now < appointment.startTime) refuse(SESSION_MESSAGES.notStarted);
  return { appointment, isOwn: false };
}

/** Only the appointment's own provider runs its room: admits the client, ends the session (colleagues do not). */
async function loadForProvider(
  db: Db,
  user: SessionUser | null,
  id: string | undefined,
  options: Parameters<typeof loadAppointmentFor>[3] = {},
) {
  if (!user) forbid();
  const appointment = await loadAppointmentFor(db, user, id, options);
  if (appointment.providerId !== user.id) refuse(SESSION_MESSAGES.noPermission);
  return appointment;
}

/**
 * What a waiting room needs: the appointment and its picture and music (waitingRoomFor). Never the video room's
 * name: that comes only with a successful join (joinAppointment).
 */
export async function getSessionView(
  db: Db,
  participant: Participant,
  appointment: AppointmentRecord,
  now: Date,
) {
  if (participant.kind === 'provider') {
    // Colleagues see the appointment; only its own provider gets the guests' key (for the share link card).
    const isOwn = appointment.providerId === participant.user.id;
    return {
      ...toAppointmentWire(appointment, participant.user, now),
      ...(isOwn ? { room_key: appointment.roomKey } : {}),
      userInfo: appointment.invitees.map(({ id: _id, name }) => ({ _id, name })),
    };
  }
  // An invitee sees a waiting room (a signed-in client its own choice, else the provider's), never the others.
  const room = await waitingRoomFor(db, {
    providerId: appointment.providerId,
    clientId: participant.kind === 'client' ? participant.user.id : null,
  });
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
        bgRoom: String(room.image),
        bgMusic: String(room.music),
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
  return inTransaction(deps.db, async (tx) => {
    if (input.participant.kind === 'provider') {
      const { appointment, isOwn } = await loadForEntry(tx, input.participant.user, input.id, now);
      // A colleague comes in beside the provider: who is admitted stays the provider's to decide.
      if (!isOwn) return { msg: SESSION_MESSAGES.joined, results: roomOf(deps, appointment) };
      if (appointment.state === STATE.finished) refuse(SESSION_MESSAGES.finished);
      if (!isBeforeEnd(appointment, now)) {
        await updateAppointment(tx, appointment.id, { joinState: 0, allow: false });
        refuse(SESSION_MESSAGES.overTime);
      }
      await updateAppointment(tx, appointment.id, { joinState: 1, allow: false });
      return { msg: SESSION_MESSAGES.joined, results: roomOf(deps, appointment) };
    }
    const appointment = await loadForInvitee(tx, input.participant, input.id, input.key, now);
    if (appointment.state === STATE.finished) refuse(SESSION_MESSAGES.finished);
    if (appointment.joinState !== 1 || !appointment.allow) refuse(SESSION_MESSAGES.notYet);
    if (input.startSession && appointment.actualStart === null) {
      const state = nextState(appointment.state, { type: 'client_joined' }) ?? appointment.state;
      await updateAppointment(tx, appointment.id, { actualStart: now, state });
    }
    return { msg: SESSION_MESSAGES.clientJoined, results: roomOf(deps, appointment) };
  });
}

/**
 * A team member leaves. The session's own provider ends it: a session that started is finished and its note can
 * be written, and the waiting rooms hear that nobody is admitted. A colleague's leaving changes nothing: the
 * session goes on with its provider.
 */
export async function leaveAppointment(
  deps: AppDeps,
  input: { participant: Participant; id?: string; key?: string; startSession?: boolean },
  now: Date,
) {
  if (input.participant.kind !== 'provider') {
    await loadForInvitee(deps.db, input.participant, input.id, input.key, now);
    return { msg: SESSION_MESSAGES.otherLeft };
  }
  const user = input.participant.user;
  const left = await inTransaction(deps.db, async (tx) => {
    const appointment = await loadAppointmentFor(tx, user, input.id, { lock: true });
    const noteOf = () => (canReadSessionNote(user, appointment) ? (appointment.sessionNote ?? '') : '');
    if (appointment.providerId !== user.id) {
      if (!mayEnterColleagueSession(user)) refuse(SESSION_MESSAGES.noPermission);
      return {
        hasEnded: false,
        results: {
          session_note: noteOf(),
          actual_start: appointment.actualStart?.toISOString() ?? null,
          actual_end: appointment.actualEnd?.toISOString() ?? null,
        },
      };
    }
    const hasStarted = appointment.actualStart !== null && input.startSession !== false;
    const finished = hasStarted ? nextState(appointment.state, { type: 'provider_ended' }) : null;
    await updateAppointment(tx, appointment.id, {
      joinState: 0,
      allow: false,
      ...(hasStarted ? { actualEnd: now } : {}),
      ...(finished !== null ? { state: finished } : {}),
    });
    return {
      hasEnded: true,
      results: {
        session_note: noteOf(),
        actual_start: appointment.actualStart?.toISOString() ?? null,
        actual_end: hasStarted ? now.toISOString() : (appointment.actualEnd?.toISOString() ?? null),
      },
    };
  });
  if (left.hasEnded) await publishAllow(deps, input.id!, false);
  return { msg: SESSION_MESSAGES.left, results: left.results };
}

/** Admits (or stops admitting) the waiting client; the waiting rooms hear it at once. */
export async function setAllow(
  deps: AppDeps,
  user: SessionUser,
  input: { id?: string; allow?: boolean },
  now: Date,
) {
  const allow = input.allow === true;
  const appointment = await inTransaction(deps.db, async (tx) => {
    const found = await loadForProvider(tx, user, input.id, { lock: true });
    if (!isBeforeEnd(found, now)) {
      await updateAppointment(tx, found.id, { allow: false });
      return null;
    }
    await updateAppointment(tx, found.id, { joinState: 1, allow });
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
  const appointment = await loadForProvider(deps.db, user, input.id);
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
  // Session notes are an ULTIMATE feature (spec part 2, section 9); notes already written stay readable.
  await assertPlanFeature(deps.db, user.practiceId, 'sessionNotes', PLAN_GATE_MESSAGES.sessionNotes);
  return inTransaction(deps.db, async (tx) => {
    const appointment = await loadAppointmentFor(tx, user, input.id, { lock: true });
    if (appointment.providerId !== user.id) refuse(SESSION_MESSAGES.notYourSession);
    if (appointment.actualStart === null) refuse(SESSION_MESSAGES.notStarted);
    await updateAppointment(tx, appointment.id, {
      sessionNote: note,
      ...(appointment.noteCreatedDate ? {} : { noteCreatedDate: now }),
    });
    await recordAudit(
      tx,
      user,
      {
        action: appointment.sessionNote ? 'note.update' : 'note.create',
        clientIds: clientIdsOf(appointment),
        subject: { type: 'session_note', id: appointment.id },
      },
      now,
    );
    return SESSION_MESSAGES.noteSaved;
  });
}

export { ACCESS_MESSAGES };
