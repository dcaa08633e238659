import { requireClient, requireSignedIn } from '#app/features/identity/index.server.ts';
import { toWaitingRoom, waitingRoomAction } from '#app/features/session-day/guest-room.server.ts';
import { liveEventsPath } from '#app/features/session-day/live-events.ts';
import {
  getClientSession,
  joinAsClient,
  leaveAsClient,
} from '#app/features/session-day/session-day.server.ts';

/**
 * A signed-in client's waiting room at /client-session/{id}, the legacy client app's path for it (ADR 0031):
 * the guest's waiting room, with the client's session as the credential instead of a link's key, its own
 * name in the call, and a way back to its home.
 */

/**
 * Whether /client-session/{id} is a client's visit: someone who is only a client, or someone who is also on a
 * team coming from their client home (`?as=client`). Team members get their waiting screen.
 */
export async function isClientVisit(request: Request): Promise<boolean> {
  const user = await requireSignedIn(request);
  if (!user.isProvider) return true;
  return user.isClient && new URL(request.url).searchParams.get('as') === 'client';
}

export async function loadClientRoom(request: Request, id: string) {
  const user = await requireClient(request);
  return toWaitingRoom(await getClientSession(request, id), {
    eventsPath: liveEventsPath({ id, isClient: true }),
    memberName: user.name,
  });
}

export async function clientRoomAction(request: Request, id: string) {
  const user = await requireClient(request);
  return waitingRoomAction(request, {
    join: () => joinAsClient(request, { id, clientId: user.id }),
    leave: () => leaveAsClient(request, { id, clientId: user.id }),
    memberName: user.name,
    memberId: user.id,
  });
}
