import { data } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod/v4';
import { acceptClientRequest, deleteClientRequest } from '#app/features/clients/index.server.ts';
import { withSearchParams } from '#app/features/appointments/index.ts';
import { submitAppointmentDecision } from '#app/features/appointments/index.server.ts';
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
import {
  ApproveClientRequestSchema,
  CLIENT_REQUEST_INTENTS,
  DeleteClientRequestSchema,
} from '#app/features/dashboard/form-schemas.ts';
import { getSubscriptionBanner } from '#app/features/practice/index.server.ts';
import type { Outcome } from '#app/services/outcome.server.ts';
import { getEnv } from '#app/utils/env.server.ts';
import { getTimeZone, redirectToLoginWithoutSession } from '#app/utils/session.server.ts';
import { createToastHeaders, redirectWithToast } from '#app/utils/toast.server.ts';

/**
 * The dashboard screen on the server: the account, the saved panels with their lists, the share link card and
 * the open modals, all fetched in parallel; and its actions (Accept Terms, Client Enrollment's Approve and
 * Decline / Delete, the Appointments panel's Approve and Decline of a client's request, and the share link's
 * invitations).
 */
export async function loadDashboard(request: Request) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  // The time zone is read from the cookie (no call), so the lists can start with everything else.
  const timeZone = await getTimeZone(request);
  const now = new Date();
  const here = `${url.pathname}${url.search}`;
  const [account, tiles, lists, shareLink, planBanner] = await Promise.all([
    getAccount(request),
    getDashboardTiles(request),
    getDashboardLists(request, {
      pages: readPanelPages(url.searchParams),
      timeZone,
      viewer: { id: user.id, now },
      deleteRequestHref: (id) => withSearchParams(here, { deleteRequest: id }),
    }),
    loadShareLink(request),
    getSubscriptionBanner(request),
  ]);
  // The legacy 'database initialize' answer: the account is gone, so the session ends.
  if (account.kind === 'missing') throw await redirectToLoginWithoutSession(request);
  if (account.kind === 'unavailable') throw data({ message: account.msg }, { status: 503 });

  return {
    name: account.account.name,
    now: now.toISOString(),
    timeZone,
    panels: buildDashboardPanels(tiles, lists, {
      addClientHref: withSearchParams(here, { addClient: '1' }),
    }),
    requestToDelete: findRequestToDelete(
      lists.enrollment?.items ?? [],
      url.searchParams.get('deleteRequest'),
    ),
    closeDeleteRequestHref: withSearchParams(here, { deleteRequest: null }),
    isAddClientOpen: url.searchParams.get('addClient') === '1',
    shareLink,
    inviteChannel: readInviteChannel(url.searchParams),
    canInvite: canInviteByMessage(account.account.planString),
    planBanner,
    needsTermsAcceptance: !account.account.hasAcceptedTerms,
    termsUrl: getEnv().TERMS_URL ?? null,
  };
}

/** What the Appointments panel's buttons post (getDecisionButtons); the dashboard deletes no appointment. */
const APPOINTMENT_DECISIONS = { approve: 'approve', decline: 'decline' } as const;

export async function dashboardAction(request: Request) {
  await requireUser(request);
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent === INVITE_INTENT) return submitInvite(request, formData);
  if (intent === APPOINTMENT_DECISIONS.approve || intent === APPOINTMENT_DECISIONS.decline) {
    // The Appointments panel's Approve and Decline of a client's request: the Requested view's action (ADR 0054).
    const url = new URL(request.url);
    return submitAppointmentDecision({ request, formData, returnUrl: `${url.pathname}${url.search}` });
  }
  if (intent === CLIENT_REQUEST_INTENTS.approve || intent === CLIENT_REQUEST_INTENTS.delete)
    return submitClientRequestDecision(request, { intent, formData });
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

/** The request a `?deleteRequest=` link asks to delete, when it is on the panel's page. */
function findRequestToDelete(items: Array<{ id: string; primary: string }>, id: string | null) {
  const item = id ? items.find((entry) => entry.id === id) : undefined;
  return item ? { id: item.id, name: item.primary } : null;
}

/**
 * Client Enrollment: Approve e-mails the person a link to register (and the request says 'Accepted'); Decline or
 * Delete, once confirmed, removes it. Either way back to the dashboard with the API's message.
 */
async function submitClientRequestDecision(
  request: Request,
  { intent, formData }: { intent: string; formData: FormData },
) {
  const outcome = await (intent === CLIENT_REQUEST_INTENTS.approve
    ? approveClientRequest(request, formData)
    : declineClientRequest(request, formData));
  return redirectWithToast('/dashboard', {
    type: outcome.ok ? 'success' : 'error',
    description: outcome.msg,
  });
}

const UNKNOWN_REQUEST: Outcome = {
  ok: false,
  msg: 'This request could not be found. Please reload the page.',
  status: 400,
};

function approveClientRequest(request: Request, formData: FormData): Promise<Outcome> | Outcome {
  const submission = parseWithZod(formData, { schema: ApproveClientRequestSchema });
  if (submission.status !== 'success') return UNKNOWN_REQUEST;
  const { id, name = '', email = '' } = submission.value;
  return acceptClientRequest(request, { id, name, email });
}

function declineClientRequest(request: Request, formData: FormData): Promise<Outcome> | Outcome {
  const submission = parseWithZod(formData, { schema: DeleteClientRequestSchema });
  if (submission.status !== 'success') return UNKNOWN_REQUEST;
  return deleteClientRequest(request, submission.value.id);
}
