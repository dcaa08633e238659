import { data } from '@remix-run/node';
import { STATE } from '#app/features/appointments/index.ts';
import { getGuestSession, joinAsGuest, leaveAsGuest } from '#app/features/session-day/session-day.server.ts';
import type { JoinOutcome, SessionRead } from '#app/features/session-day/session-day.server.ts';
import { liveEventsPath } from '#app/features/session-day/live-events.ts';
import { roomAccess } from '#app/features/session-day/room-access.server.ts';
import { getEnv } from '#app/utils/env.server.ts';
import type { Outcome } from '#app/services/outcome.server.ts';

/**
 * The client's waiting room (/invited-room/{id}?key=...) on the server: public, the key of the link is the
 * credential. The room's name (its secret) reaches the page only in the answer to a successful Join.
 */

/** Every answer of the page: never cached, never indexed. */
export const GUEST_ROOM_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/** The appointment's id and the key of the link. */
export function readGuestLink({ request, params }: { request: Request; params: { id?: string } }) {
  return { id: params.id ?? '', key: new URL(request.url).searchParams.get('key') ?? '' };
}

export async function loadGuestRoom(request: Request, { id, key }: { id: string; key: string }) {
  return toWaitingRoom(await getGuestSession(request, { id, key }), {
    eventsPath: liveEventsPath({ id, key }),
    memberName: null,
  });
}

/**
 * The waiting room's data from the appointment as an invitee reads it: where its live events stream and, for a
 * signed-in client, the name the call shows (a guest types one). A read that fails shows the API's message.
 */
export function toWaitingRoom(
  session: SessionRead,
  { eventsPath, memberName }: { eventsPath: string; memberName: string | null },
) {
  if (!session.ok) {
    const status = session.status >= 500 ? 503 : session.status;
    return data({ kind: 'invalid' as const, msg: session.msg }, { status, headers: GUEST_ROOM_HEADERS });
  }
  const { appointment, waitingRoom } = session;
  return data(
    {
      kind: 'waiting' as const,
      id: appointment.id,
      eventsPath,
      memberName,
      providerName: appointment.providerName,
      startTime: appointment.startTime,
      isFinished: appointment.state === STATE.finished,
      isAdmitted: appointment.hasProviderJoined && appointment.isAllowed,
      picture: waitingRoom.picture,
      music: waitingRoom.music,
    },
    { headers: GUEST_ROOM_HEADERS },
  );
}

/** Join (once admitted) and Close (leave). */
export async function guestRoomAction(request: Request, { id, key }: { id: string; key: string }) {
  return waitingRoomAction(request, {
    join: () => joinAsGuest(request, { id, key }),
    leave: () => leaveAsGuest(request, { id, key }),
    memberName: null,
    memberId: `guest-${id}`,
  });
}

/**
 * The waiting room's two buttons, whoever the invitee is: Join (only its answer carries the video room's
 * name and what lets one in, ADR 0022, and only now do they reach the page: the API joins an invitee only
 * once the provider has admitted them) and Close. A signed-in client's call shows its own name.
 */
export async function waitingRoomAction(
  request: Request,
  {
    join,
    leave,
    memberName,
    memberId,
  }: {
    join: () => Promise<JoinOutcome>;
    leave: () => Promise<Outcome>;
    memberName: string | null;
    /** Who the room token names: the client's account, or `guest-<appointment id>` for a link's guest. */
    memberId: string;
  },
) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'leave') {
    const left = await leave();
    return data({ kind: 'left' as const, msg: left.msg }, { headers: GUEST_ROOM_HEADERS });
  }
  if (intent !== 'join') return data({ kind: 'refused' as const, msg: 'This action is not supported.' }, 400);
  const joined = await join();
  if (!joined.ok)
    return data({ kind: 'refused' as const, msg: joined.msg }, { status: 400, headers: GUEST_ROOM_HEADERS });
  const typed = String(form.get('name') ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  const displayName = memberName || typed || 'Guest';
  const env = getEnv();
  return data(
    {
      kind: 'joined' as const,
      roomName: joined.roomName,
      access: roomAccess(env, {
        roomName: joined.roomName,
        participant: { id: memberId, name: displayName, isModerator: false },
      }),
      displayName,
      jitsi: env.JITSI_DOMAIN,
    },
    { headers: GUEST_ROOM_HEADERS },
  );
}
