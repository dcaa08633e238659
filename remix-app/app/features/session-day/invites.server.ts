import { callApi, readerOf } from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import { getSession } from '#app/features/session-day/session-day.server.ts';
import { getEnv } from '#app/utils/env.server.ts';
import type { InviteEmail, InviteText } from '#app/features/session-day/form-schemas.ts';
import { clientJoinLink } from '#app/features/session-day/session-day.ts';

/**
 * The provider's share link (the "empty appointment" whose waiting room can be shared) and the invitations
 * sent from it. An invitation uses the share link up; the next appointment-empty call makes a fresh one.
 */

const ID = /^[0-9a-f]{24}$/i;
const readShareLinkId = readerOf('appointments/appointment-empty');

/**
 * The provider's share link (appointment-empty): its id and, from an API that sends it, its guest key (null
 * otherwise: the join links are then read with the link's session, getJoinLinks).
 */
export async function getShareLinkId(
  request: Request,
): Promise<{ ok: true; id: string; roomKey: string | null } | { ok: false; msg: string }> {
  const result = await callApi(request, 'appointments/appointment-empty', {});
  if (!result.ok) return { ok: false, msg: result.msg };
  if (!readShareLinkId(result.results) || typeof result.results !== 'string' || !ID.test(result.results)) {
    console.error('[invites] appointment-empty answered without an appointment id');
    return { ok: false, msg: 'The share link could not be read. Please reload the page.' };
  }
  const roomKey = result.details?.room_key;
  return { ok: true, id: result.results, roomKey: typeof roomKey === 'string' && roomKey ? roomKey : null };
}

export type JoinLinks = { id: string; roomHref: string; clientLink: string | null };
export type ShareLink = JoinLinks & { providerName: string };

/** The provider's room (/room/{id}) and the client's join link, from the appointment's id and guest key. */
export function joinLinksOf(id: string, key: string | null): JoinLinks {
  return {
    id,
    roomHref: `/room/${id}`,
    clientLink: key ? clientJoinLink({ publicUrl: getEnv().PUBLIC_URL, appointmentId: id, key }) : null,
  };
}

/**
 * The share link for the dashboard card and the printable invite: the provider's room (/room/{id}) and the
 * client's join link (the one invitations carry; its key is given to the appointment's own provider only).
 */
export async function getJoinLinks(
  request: Request,
  id: string,
): Promise<ShareLink | { ok: false; msg: string }> {
  const session = await getSession(request, id);
  if (!session.ok) return { ok: false, msg: session.msg };
  return { ...joinLinksOf(id, session.roomKey), providerName: session.appointment.providerName };
}

export async function sendInvite(
  request: Request,
  invite: ({ channel: 'email' } & InviteEmail) | ({ channel: 'text' } & InviteText),
): Promise<Outcome> {
  const result = await callApi(
    request,
    'appointments/appointment-invite',
    invite.channel === 'email'
      ? { appointment_id: invite.appointmentId, type: 1, email: invite.email }
      : { appointment_id: invite.appointmentId, type: 2, phone: invite.phone },
  );
  return toOutcome(result);
}
