import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import { InviteEmailSchema, InviteTextSchema } from '#app/features/session-day/form-schemas.ts';
import type { InviteChannel } from '#app/features/session-day/invite-modal.tsx';
import {
  getJoinLinks,
  getShareLinkId,
  joinLinksOf,
  sendInvite,
} from '#app/features/session-day/invites.server.ts';
import { getEnv } from '#app/utils/env.server.ts';
import { redirectWithToast } from '#app/utils/toast.server.ts';

/**
 * The dashboard's share link card on the server: the card's links, the open invitation modal (`?invite=`), and
 * Invite via Email or Text Message.
 */

/** Which invitation modal is open: `?invite=email` or `?invite=text`. */
export function readInviteChannel(searchParams: URLSearchParams): InviteChannel | null {
  const value = searchParams.get('invite');
  return value === 'email' || value === 'text' ? value : null;
}

/** The share link (appointment-empty) and its room and join links; a failure leaves the card out. */
export async function loadShareLink(request: Request) {
  const shareLink = await getShareLinkId(request);
  if (!shareLink.ok) {
    console.warn(`[dashboard] appointment-empty: ${shareLink.msg}`);
    return null;
  }
  // The link's guest key comes with it; an API that does not send it yet is asked for the link's session.
  const links = shareLink.roomKey
    ? joinLinksOf(shareLink.id, shareLink.roomKey)
    : await getJoinLinks(request, shareLink.id);
  if ('ok' in links) {
    console.warn(`[dashboard] share link ${shareLink.id}: ${links.msg}`);
    return null;
  }
  return { ...links, roomUrl: `${getEnv().PUBLIC_URL}${links.roomHref}` };
}

/**
 * Invite via Email or Text Message from the share link. Success closes the modal with the API's message; the
 * share link is then used up, so the dashboard's next load fetches a fresh one (appointment-empty).
 */
export async function submitInvite(request: Request, formData: FormData) {
  const channel = formData.get('channel') === 'text' ? 'text' : 'email';
  const submission =
    channel === 'email'
      ? parseWithZod(formData, { schema: InviteEmailSchema })
      : parseWithZod(formData, { schema: InviteTextSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, 400);
  const outcome = await sendInvite(
    request,
    channel === 'email'
      ? { channel, ...(submission.value as { appointmentId: string; email: string }) }
      : { channel, ...(submission.value as { appointmentId: string; phone: string }) },
  );
  if (!outcome.ok) {
    // 'Please refresh once more and try again.' (the link was used meanwhile): the page reloads after this
    // answer, which fetches a fresh share link, so sending again works.
    return data({ result: submission.reply({ formErrors: [outcome.msg] }) }, 400);
  }
  return redirectWithToast('/dashboard', { type: 'success', description: outcome.msg });
}
