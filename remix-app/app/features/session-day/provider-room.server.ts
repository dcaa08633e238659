import { data, redirect } from '@remix-run/node';
import {
  finishedMessage,
  formatDate,
  formatDateTime,
  formatTimeRange,
  STATE,
} from '#app/features/appointments/index.ts';
import { requireUser } from '#app/features/identity/index.server.ts';
import {
  endSession,
  getSession,
  joinAsProvider,
  leaveSession,
  setAdmission,
} from '#app/features/session-day/session-day.server.ts';
import { decideWaitingScreen, SESSION_DAY_MESSAGES } from '#app/features/session-day/session-day.ts';
import { roomAccess } from '#app/features/session-day/room-access.server.ts';
import { getEnv } from '#app/utils/env.server.ts';
import { getTimeZone } from '#app/utils/session.server.ts';

/**
 * The video room (/room/{id}) on the server: what the page shows, and its actions. The appointment's own provider
 * runs the room (admits the client, ends the session); a colleague who may enter (the account creator, owners,
 * providers: ADR 0028) comes in beside them from the start until the end, as the waiting screen lets them, and
 * only leaves. Joining is a POST and its answer alone carries the room's name.
 */

export async function loadProviderRoom(request: Request, id: string) {
  const user = await requireUser(request);
  const [session, timeZone] = await Promise.all([getSession(request, id), getTimeZone(request)]);
  if (!session.ok) {
    return data(
      { kind: 'refused' as const, msg: session.msg },
      { status: session.status >= 500 ? 503 : 400 },
    );
  }
  const { appointment } = session;
  // The API gives the guests' key to the appointment's own provider alone.
  const isOwn = session.roomKey !== null && appointment.providerId === user.id;
  if (!isOwn) {
    // A share link is its provider's own waiting room, not a session of the practice.
    const decision =
      appointment.state === STATE.shareLink
        ? ({ kind: 'refused' } as const)
        : decideWaitingScreen({
            invitedRole: user.invitedRole,
            startTime: appointment.startTime,
            endTime: appointment.endTime,
            now: new Date(),
          });
    if (decision.kind === 'wait') throw redirect(`/client-session/${id}`);
    if (decision.kind === 'refused')
      return data({ kind: 'refused' as const, msg: SESSION_DAY_MESSAGES.noPermission }, 403);
    if (decision.kind === 'finished') {
      const endedAt = formatDateTime(appointment.endTime ?? appointment.startTime, timeZone);
      return data({ kind: 'refused' as const, msg: finishedMessage(endedAt) }, 400);
    }
  }
  return {
    kind: 'room' as const,
    isOwn,
    providerName: appointment.providerName,
    id: appointment.id,
    title: appointment.state === STATE.shareLink ? 'Waiting room session' : appointment.title,
    clients: appointment.clientNames.join(', '),
    when:
      appointment.state === STATE.shareLink
        ? `Invited ${formatDateTime(appointment.startTime, timeZone)}`
        : `${formatDate(appointment.startTime, timeZone)} · ${formatTimeRange(
            {
              isAllDay: !appointment.endTime,
              startTime: appointment.startTime,
              endTime: appointment.endTime,
            },
            timeZone,
          )}`,
    displayName: user.name,
    email: user.email,
    jitsi: getEnv().JITSI_DOMAIN,
  };
}

/** Join (once, when the page opens), Allow / Allowed, End call (the provider) and Leave (a colleague). */
export async function providerRoomAction(request: Request, id: string) {
  const user = await requireUser(request);
  const form = await request.formData();
  switch (form.get('intent')) {
    case 'join': {
      // The room's name and what lets one in (ADR 0022) come with a successful join, and only then reach the
      // page. The appointment's own provider runs the room (its moderator); a colleague comes in beside them.
      const [joined, session] = await Promise.all([joinAsProvider(request, id), getSession(request, id)]);
      if (!joined.ok) return { intent: 'join' as const, ok: false as const, msg: joined.msg };
      const isOwn = session.ok && session.roomKey !== null && session.appointment.providerId === user.id;
      return {
        intent: 'join' as const,
        ok: true as const,
        msg: joined.msg,
        roomName: joined.roomName,
        access: roomAccess(getEnv(), {
          roomName: joined.roomName,
          participant: { id: user.id, name: user.name, email: user.email, isModerator: isOwn },
        }),
      };
    }
    case 'allow': {
      const outcome = await setAdmission(request, { id, allow: form.get('allow') === 'true' });
      return {
        intent: 'allow' as const,
        ok: outcome.ok,
        isAllowed: outcome.isAllowed,
        msg: outcome.ok ? '' : outcome.msg,
      };
    }
    case 'end': {
      const ended = await endSession(request, id);
      return { intent: 'end' as const, ok: ended.ok, msg: ended.msg };
    }
    case 'leave': {
      const left = await leaveSession(request, id);
      return { intent: 'leave' as const, ok: left.ok, msg: left.msg };
    }
    default:
      throw data({ message: 'This action is not supported.' }, { status: 400 });
  }
}
