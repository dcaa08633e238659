import { data, redirect } from '@remix-run/node';
import { formatDateTime } from '#app/features/appointments/index.ts';
import { requireUser } from '#app/features/identity/index.server.ts';
import { getSession } from '#app/features/session-day/session-day.server.ts';
import { decideWaitingScreen } from '#app/features/session-day/session-day.ts';
import { getTimeZone } from '#app/utils/session.server.ts';

/**
 * A team member's waiting screen (/client-session/{id}) on the server: the appointment's own provider and anyone
 * whose session has started go to the room; the others wait, are refused, or are told it is over.
 */
export async function loadWaitingScreen(request: Request, id: string) {
  const user = await requireUser(request);
  const [session, timeZone] = await Promise.all([getSession(request, id), getTimeZone(request)]);
  if (!session.ok)
    return data({ kind: 'error' as const, msg: session.msg }, { status: session.status >= 500 ? 503 : 400 });
  const { appointment } = session;
  // The appointment's own provider opens the room directly.
  if (appointment.providerId === user.id) throw redirect(`/room/${id}`);
  const now = new Date();
  const decision = decideWaitingScreen({
    invitedRole: user.invitedRole,
    startTime: appointment.startTime,
    endTime: appointment.endTime,
    now,
  });
  if (decision.kind === 'enter') throw redirect(`/room/${id}`);
  return {
    kind: decision.kind,
    id,
    title: appointment.title,
    providerName: appointment.providerName,
    startsAt: formatDateTime(appointment.startTime, timeZone),
    startsInMs: decision.kind === 'wait' ? decision.startsInMs : 0,
    endedAt: formatDateTime(appointment.endTime ?? appointment.startTime, timeZone),
  };
}
