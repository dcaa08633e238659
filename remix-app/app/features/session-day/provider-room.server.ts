import { data } from '@remix-run/node';
import { formatDate, formatDateTime, formatTimeRange, STATE } from '#app/features/appointments/index.ts';
import { requireUser } from '#app/features/identity/index.server.ts';
import {
  endSession,
  getSession,
  joinAsProvider,
  setAdmission,
} from '#app/features/session-day/session-day.server.ts';
import { SESSION_DAY_MESSAGES } from '#app/features/session-day/session-day.ts';
import { getEnv } from '#app/utils/env.server.ts';
import { getTimeZone } from '#app/utils/session.server.ts';

/**
 * The provider's video room (/room/{id}) on the server: what the page shows, and its three actions. Only the
 * appointment's own provider is given the room; joining is a POST and its answer alone carries the room's name.
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
  // Only the appointment's own provider receives its key, and may join (colleagues and administrators do not).
  if (!session.roomKey)
    return data({ kind: 'refused' as const, msg: SESSION_DAY_MESSAGES.noPermission }, 403);
  const { appointment } = session;
  return {
    kind: 'room' as const,
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

/** Join (once, when the page opens), Allow / Allowed, and End call. */
export async function providerRoomAction(request: Request, id: string) {
  await requireUser(request);
  const form = await request.formData();
  switch (form.get('intent')) {
    case 'join': {
      // The room's name comes with a successful join, and only then reaches the page.
      const joined = await joinAsProvider(request, id);
      return {
        intent: 'join' as const,
        ok: joined.ok,
        msg: joined.msg,
        roomName: joined.ok ? joined.roomName : '',
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
    default:
      throw data({ message: 'This action is not supported.' }, { status: 400 });
  }
}
