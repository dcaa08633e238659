import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { AcceptTermsModal } from '#app/features/identity/accept-terms-modal.tsx';
import { AddClientModal } from '#app/features/clients/add-client-modal.tsx';
import { DashboardGreeting } from '#app/features/dashboard/dashboard-greeting.tsx';
import { DashboardPanel } from '#app/features/dashboard/dashboard-panel.tsx';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { INVITE_INTENT, InviteModal } from '#app/features/session-day/invite-modal.tsx';
import type { InviteChannel } from '#app/features/session-day/invite-modal.tsx';
import { ShareLinkCard } from '#app/features/session-day/share-link-card.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';
import {
  buildDashboardPanels,
  getDashboardLists,
  getDashboardTiles,
  readPanelPages,
} from '#app/features/dashboard/dashboard.server.ts';
import { acceptTerms, getAccount } from '#app/features/identity/identity.server.ts';
import { getJoinLinks, getShareLinkId, sendInvite } from '#app/features/session-day/invites.server.ts';
import { submitAppointmentDecision } from '#app/features/appointments/appointment-actions.server.ts';
import { requireUser } from '#app/features/identity/auth.server.ts';
import { withSearchParams } from '#app/features/appointments/calendar.ts';
import { getEnv } from '#app/utils/env.server.ts';
import { AcceptTermsIntent } from '#app/features/identity/form-schemas.ts';
import {
  canInviteByMessage,
  InviteEmailSchema,
  InviteTextSchema,
} from '#app/features/session-day/form-schemas.ts';
import { pageTitle, usePublicEnv } from '#app/utils/public-env.ts';
import { getTimeZone, redirectToLoginWithoutSession } from '#app/utils/session.server.ts';
import { createToastHeaders, redirectWithToast } from '#app/utils/toast.server.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';
import styles from '#app/features/dashboard/dashboard-page.module.css';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Dashboard', matches) }];

function readInviteChannel(searchParams: URLSearchParams): InviteChannel | null {
  const value = searchParams.get('invite');
  return value === 'email' || value === 'text' ? value : null;
}

/** The share link (appointment-empty) and its room and join links; a failure leaves the card out. */
async function loadShareLink(request: Request) {
  const shareLink = await getShareLinkId(request);
  if (!shareLink.ok) {
    console.warn(`[dashboard] appointment-empty: ${shareLink.msg}`);
    return null;
  }
  const links = await getJoinLinks(request, shareLink.id);
  if ('ok' in links) {
    console.warn(`[dashboard] share link ${shareLink.id}: ${links.msg}`);
    return null;
  }
  return { ...links, roomUrl: `${getEnv().PUBLIC_URL}${links.roomHref}` };
}

export async function loader({ request }: LoaderFunctionArgs) {
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

export async function action({ request }: ActionFunctionArgs) {
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

/**
 * Invite via Email or Text Message from the share link. Success closes the modal with the API's message; the
 * share link is then used up, so the dashboard's next load fetches a fresh one (appointment-empty).
 */
async function submitInvite(request: Request, formData: FormData) {
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

export default function DashboardRoute() {
  const {
    name,
    now,
    timeZone,
    panels,
    needsTermsAcceptance,
    termsUrl,
    isAddClientOpen,
    shareLink,
    inviteChannel,
    canInvite,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { PRODUCT_NAME } = usePublicEnv();
  const location = useLocation();
  const closeAddClientHref = withSearchParams(`${location.pathname}${location.search}`, { addClient: null });
  const isAcceptingTerms = useIsSubmitting({ formAction: '/dashboard' });
  const navigation = useNavigation();
  const isInviting = navigation.state !== 'idle' && navigation.formData?.get('intent') === INVITE_INTENT;
  const closeInviteHref = withSearchParams(`${location.pathname}${location.search}`, { invite: null });
  const inviteHref = (channel: InviteChannel) =>
    withSearchParams(`${location.pathname}${location.search}`, { invite: channel });

  return (
    <div className={styles.dashboard}>
      <div className={styles.top}>
        <DashboardGreeting name={name} now={now} timeZone={timeZone} />
        <ButtonLink
          to="/create-appointment"
          size="lg"
          icon={<Icon name="plus" size={18} />}
          className={styles.create}
        >
          Create Appointment
        </ButtonLink>
      </div>
      {shareLink ? (
        <ShareLinkCard
          roomUrl={shareLink.roomUrl}
          roomHref={shareLink.roomHref}
          clientLink={shareLink.clientLink}
          emailHref={inviteHref('email')}
          textHref={inviteHref('text')}
          printHref={`/invite-print/${shareLink.id}`}
        />
      ) : null}
      <div className={styles.grid} data-testid="dashboard-panels">
        {panels.map((panel) => (
          <DashboardPanel key={panel.key} panel={panel} />
        ))}
      </div>
      {isAddClientOpen && !needsTermsAcceptance ? (
        <AddClientModal redirectTo={closeAddClientHref} cancelHref={closeAddClientHref} />
      ) : null}
      {inviteChannel && shareLink && !needsTermsAcceptance ? (
        <InviteModal
          key={`${inviteChannel}-${shareLink.id}`}
          channel={inviteChannel}
          appointmentId={shareLink.id}
          canInvite={canInvite}
          lastResult={actionData && 'result' in actionData ? actionData.result : null}
          isSubmitting={isInviting}
          cancelHref={closeInviteHref}
        />
      ) : null}
      <AcceptTermsModal
        isOpen={needsTermsAcceptance}
        productName={PRODUCT_NAME}
        termsUrl={termsUrl}
        isSubmitting={isAcceptingTerms}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
