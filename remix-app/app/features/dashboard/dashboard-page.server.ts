import { data } from '@remix-run/node';
import { submitAppointmentDecision } from '#app/features/appointments/index.server.ts';
import { withSearchParams } from '#app/features/appointments/index.ts';
import {
  AcceptTermsIntent,
  acceptTerms,
  getAccount,
  requireUser,
} from '#app/features/identity/index.server.ts';
import {
  canInviteByMessage,
  INVITE_INTENT,
  loadShareLink,
  readInviteChannel,
  submitInvite,
} from '#app/features/session-day/index.server.ts';
import {
  buildDashboardPanels,
  getDashboardLists,
  getDashboardTiles,
  readPanelPages,
} from '#app/features/dashboard/dashboard.server.ts';
import { getEnv } from '#app/utils/env.server.ts';
import { getTimeZone, redirectToLoginWithoutSession } from '#app/utils/session.server.ts';
import { createToastHeaders, redirectWithToast } from '#app/utils/toast.server.ts';

/**
 * The dashboard screen on the server: the account, the saved panels with their lists, the share link card and
 * the open modals, all fetched in parallel; and its actions (Accept Terms, Client Enrollment's Approve and
 * Decline, and the share link's invitations).
 */
export async function loadDashboard(request: Request) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  // The time zone is read from the cookie (no call), so the lists can start with everything else.
  const timeZone = await getTimeZone(request);
  const now = new Date();
  const [account, tiles, lists, shareLink] = await Promise.all([
    getAccount(request),
    getDashboardTiles(request),
    getDashboardLists(request, {
      pages: readPanelPages(url.searchParams),
      timeZone,
      viewer: { id: user.id, now },
    }),
    loadShareLink(request),
  ]);
  // The legacy 'database initialize' answer: the account is gone, so the session ends.
  if (account.kind === 'missing') throw await redirectToLoginWithoutSession(request);
  if (account.kind === 'unavailable') throw data({ message: account.msg }, { status: 503 });

  return {
    name: account.account.name,
    now: now.toISOString(),
    timeZone,
    panels: buildDashboardPanels(tiles, lists, {
      addClientHref: withSearchParams(`${url.pathname}${url.search}`, { addClient: '1' }),
    }),
    isAddClientOpen: url.searchParams.get('addClient') === '1',
    shareLink,
    inviteChannel: readInviteChannel(url.searchParams),
    canInvite: canInviteByMessage(account.account.planString),
    needsTermsAcceptance: !account.account.hasAcceptedTerms,
    termsUrl: getEnv().TERMS_URL ?? null,
  };
}

export async function dashboardAction(request: Request) {
  await requireUser(request);
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent === INVITE_INTENT) return submitInvite(request, formData);
  if (intent === 'approve' || intent === 'decline') {
    // Client Enrollment's Approve and Decline: back to the same dashboard pages.
    const url = new URL(request.url);
    return submitAppointmentDecision({ request, formData, returnUrl: `${url.pathname}${url.search}` });
  }
  if (intent !== AcceptTermsIntent) throw data({ message: 'This action is not supported.' }, { status: 400 });
  const outcome = await acceptTerms(request);
  if (!outcome.ok) {
    return data(
      { ok: false },
      { status: 400, headers: await createToastHeaders({ type: 'error', description: outcome.msg }) },
    );
  }
  return redirectWithToast('/dashboard', { type: 'success', description: outcome.msg });
}
