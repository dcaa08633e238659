import type { Static } from '@sinclair/typebox';
import type { InviteeSessionView, TeamSessionView } from '@tele/contract/appointments';
import {
  callApi,
  callPublicApi,
  nullableTextOf,
  readerOf,
  shapeOf,
  textOf,
} from '#app/services/api.server.ts';
import type { ApiResult, Tolerant } from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import { isAppointmentState } from '#app/features/appointments/index.ts';
import type { AppointmentState } from '#app/features/appointments/index.ts';
import { readWaitingChoice } from '#app/features/session-day/waiting-choices.ts';
import type { WaitingRoomChoice } from '#app/features/session-day/waiting-choices.ts';

/**
 * The session day against legacy-api: the appointment as a room sees it, the provider joining, admitting the
 * client (allow), ending the call, the session note, and the invitee's side (with the key of their link).
 * The video room's name comes only with a successful join (ADR 0022); the own provider's view carries the guests'
 * key (`room_key`) for the share link card.
 */

const ROLE = 'provider';
const UNREADABLE = 'This appointment could not be read. Please reload the page.';

const readSessions = readerOf('appointments/get-appointment');

/**
 * Either view get-appointment answers (the team's or an invitee's), read as one: every field of a tolerant
 * answer is optional, so each view is one of these, and the fields only one view has are simply absent.
 */
type SessionWire = Tolerant<Static<typeof TeamSessionView>> & Tolerant<Static<typeof InviteeSessionView>>;

/** An appointment as the session screens use it. Instants are ISO strings (UTC). */
export type SessionAppointment = {
  id: string;
  title: string;
  /** Empty for an invitee's view (the API does not tell them). */
  providerId: string;
  providerName: string;
  startTime: string;
  endTime: string | null;
  state: AppointmentState;
  /** The provider is in the room (join_state 1). */
  hasProviderJoined: boolean;
  /** The provider lets the client in. */
  isAllowed: boolean;
  actualStart: string | null;
  actualEnd: string | null;
  sessionNote: string;
  clientNames: string[];
};

/**
 * The appointment as the session screens use it, or null when they cannot show it: it needs its id, its start
 * and a state of the table; every other field has a default.
 */
function toSessionAppointment(wire: SessionWire): SessionAppointment | null {
  const { _id: id, start_time: startTime, state } = wire;
  if (typeof id !== 'string' || !id || typeof startTime !== 'string' || !startTime) return null;
  if (typeof state !== 'number' || !isAppointmentState(state)) return null;
  return {
    id,
    title: textOf(wire.title),
    providerId: textOf(wire.provider_id),
    providerName: textOf(wire.provider_name),
    startTime,
    endTime: nullableTextOf(wire.end_time),
    state,
    hasProviderJoined: wire.join_state === 1,
    isAllowed: wire.allow === true,
    actualStart: nullableTextOf(wire.actual_start),
    actualEnd: nullableTextOf(wire.actual_end),
    sessionNote: textOf(wire.session_note),
    clientNames: (wire.clientInfo ?? []).map((client) => textOf(client.name)).filter(Boolean),
  };
}

export type SessionRead =
  | { ok: true; appointment: SessionAppointment; roomKey: string | null; waitingRoom: WaitingRoomChoice }
  | { ok: false; msg: string; status: number };

function readSession(result: ApiResult): SessionRead {
  if (!result.ok) return { ok: false, msg: result.msg, status: result.status };
  const first: SessionWire | undefined = readSessions(result.results) ? result.results[0] : undefined;
  const appointment = first ? toSessionAppointment(first) : null;
  if (!first || !appointment) {
    console.error(
      `[session-day] get-appointment answered an unexpected shape: ${shapeOf(first ?? result.results)}`,
    );
    return { ok: false, msg: UNREADABLE, status: 502 };
  }
  // An invitee's answer carries the provider's waiting room in userInfo[0].
  const host = first.userInfo?.[0];
  return {
    ok: true,
    appointment,
    roomKey: nullableTextOf(first.room_key),
    waitingRoom: { picture: readWaitingChoice(host?.bgRoom), music: readWaitingChoice(host?.bgMusic) },
  };
}

/**
 * The appointment as the logged-in team member sees it. `roomKey` is set only for the appointment's own
 * provider (the API gives the guests' key to nobody else).
 */
export async function getSession(request: Request, id: string): Promise<SessionRead> {
  return readSession(await callApi(request, 'appointments/get-appointment', { id }));
}

/** The appointment as an invitee with the key of their link sees it (no web session). */
export async function getGuestSession(
  request: Request,
  { id, key }: { id: string; key: string },
): Promise<SessionRead> {
  return readSession(
    await callPublicApi(request, 'appointments/get-appointment', { id, role: 'invited', key }),
  );
}

/**
 * The appointment as the signed-in client it invites sees it: its session is the credential (the legacy
 * client app's `role: 'client'`), never a link's key.
 */
export async function getClientSession(request: Request, id: string): Promise<SessionRead> {
  return readSession(await callApi(request, 'appointments/get-appointment', { id, role: 'client' }));
}

export type JoinOutcome =
  { ok: true; msg: string; roomName: string } | { ok: false; msg: string; status: number };

const readJoined = readerOf('appointments/join-appointment');

/** A successful join is the one answer that carries the video room's name. */
function toJoinOutcome(result: ApiResult): JoinOutcome {
  if (!result.ok) return { ok: false, msg: result.msg, status: result.status };
  const joined = readJoined(result.results) ? result.results : null;
  if (typeof joined?.room_name !== 'string' || !joined.room_name)
    return { ok: false, msg: 'The room is not ready yet.', status: 502 };
  return { ok: true, msg: result.msg ?? '', roomName: joined.room_name };
}

/** The provider comes into the room (join_state 1, allow off until they admit the client). */
export async function joinAsProvider(request: Request, id: string): Promise<JoinOutcome> {
  return toJoinOutcome(await callApi(request, 'appointments/join-appointment', { id, role: ROLE }));
}

/** The admitted invitee comes into the room; the session starts. */
export async function joinAsGuest(
  request: Request,
  { id, key }: { id: string; key: string },
): Promise<JoinOutcome> {
  return toJoinOutcome(
    await callPublicApi(request, 'appointments/join-appointment', {
      id,
      role: 'invited',
      key,
      start_session: true,
    }),
  );
}

/** The admitted client comes into the room with its session; the session starts. */
export async function joinAsClient(
  request: Request,
  { id, clientId }: { id: string; clientId: string },
): Promise<JoinOutcome> {
  return toJoinOutcome(
    await callApi(request, 'appointments/join-appointment', {
      id,
      role: 'client',
      client_id: clientId,
      start_session: true,
    }),
  );
}

/** The signed-in client closes the room. */
export async function leaveAsClient(
  request: Request,
  { id, clientId }: { id: string; clientId: string },
): Promise<Outcome> {
  return toOutcome(
    await callApi(request, 'appointments/out-appointment', { id, role: 'client', client_id: clientId }),
  );
}

/** The invitee closes the room. */
export async function leaveAsGuest(
  request: Request,
  { id, key }: { id: string; key: string },
): Promise<Outcome> {
  return toOutcome(
    await callPublicApi(request, 'appointments/out-appointment', { id, role: 'invited', key }),
  );
}

/**
 * Allow / Allowed: admits the client or stops admitting (allow-appointment), then tells the waiting room
 * (send-allow-appointment). A refusal's msg (e.g. 'The meeting time is already passed.') turns the toggle off.
 */
export async function setAdmission(
  request: Request,
  { id, allow }: { id: string; allow: boolean },
): Promise<{ ok: true; isAllowed: boolean } | { ok: false; isAllowed: false; msg: string }> {
  const allowed = await callApi(request, 'appointments/allow-appointment', { id, allow });
  if (!allowed.ok) return { ok: false, isAllowed: false, msg: allowed.msg };
  const sent = await callApi(request, 'appointments/send-allow-appointment', { id, allow });
  if (!sent.ok) return { ok: false, isAllowed: false, msg: sent.msg };
  return { ok: true, isAllowed: allowed.results === true };
}

/** The end-call button: stop admitting, then leave with start_session (a started session is finished). */
export async function endSession(request: Request, id: string): Promise<Outcome> {
  const stopped = await callApi(request, 'appointments/allow-appointment', { id, allow: false });
  // A session whose time has passed refuses allow; leaving must still go through.
  if (!stopped.ok && stopped.status >= 500) return toOutcome(stopped);
  return toOutcome(
    await callApi(request, 'appointments/out-appointment', { id, role: ROLE, start_session: true }),
  );
}

/** A colleague leaves a provider's session: the session goes on (the API changes nothing for them). */
export async function leaveSession(request: Request, id: string): Promise<Outcome> {
  return toOutcome(await callApi(request, 'appointments/out-appointment', { id, role: ROLE }));
}

export async function saveSessionNote(request: Request, { id, note }: { id: string; note: string }) {
  return toOutcome(await callApi(request, 'appointments/note-appointment', { id, session_note: note }));
}
