import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { AcceptTermsModal } from '#app/features/identity/accept-terms-modal.tsx';
import { AddClientModal } from '#app/features/clients/add-client-modal.tsx';
import { DashboardGreeting } from '#app/features/dashboard/dashboard-greeting.tsx';
import { DashboardPanel } from '#app/features/dashboard/dashboard-panel.tsx';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { INVITE_INTENT, InviteModal } from '#app/features/session-day/invite-modal.tsx';
import type { InviteChannel } from '#app/features/session-day/invite-modal.tsx';
import { ShareLinkCard } from '#app/features/session-day/share-link-card.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import { ConfirmDialog } from '#app/ui/confirm-dialog.tsx';
import { CLIENT_REQUEST_INTENTS } from '#app/features/dashboard/form-schemas.ts';
import { Icon } from '#app/ui/icon.tsx';
import { dashboardAction, loadDashboard } from '#app/features/dashboard/dashboard-page.server.ts';
import { withSearchParams } from '#app/features/appointments/calendar.ts';
import { pageTitle, usePublicEnv } from '#app/utils/public-env.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';
import styles from '#app/features/dashboard/dashboard-page.module.css';

/** Spec part 1: the delete request confirmation. */
const DELETE_REQUEST_QUESTION = 'Do you want to delete this request really?';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Dashboard', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadDashboard(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return dashboardAction(request);
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
    planBanner,
    requestToDelete,
    closeDeleteRequestHref,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { PRODUCT_NAME } = usePublicEnv();
  const location = useLocation();
  const closeAddClientHref = withSearchParams(`${location.pathname}${location.search}`, { addClient: null });
  const isAcceptingTerms = useIsSubmitting({ formAction: '/dashboard' });
  const navigation = useNavigation();
  const isInviting = navigation.state !== 'idle' && navigation.formData?.get('intent') === INVITE_INTENT;
  // A refused Approve or Decline of a client's request (its toast too): said above the panels, as on /appointment.
  const decisionError =
    actionData && 'form' in actionData && actionData.form === 'decision' ? actionData.msg : null;
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
      {planBanner ? (
        <Alert tone={planBanner.tone === 'warning' ? 'error' : 'info'}>
          {planBanner.text} <Link to={planBanner.href}>{planBanner.linkLabel}</Link>
        </Alert>
      ) : null}
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
      {decisionError ? <Alert tone="error">{decisionError}</Alert> : null}
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
      {requestToDelete && !needsTermsAcceptance ? (
        <ConfirmDialog
          title="Delete Request"
          question={DELETE_REQUEST_QUESTION}
          detail={requestToDelete.name}
          fields={{ id: requestToDelete.id }}
          intent={CLIENT_REQUEST_INTENTS.delete}
          confirmLabel="Delete"
          cancelHref={closeDeleteRequestHref}
          isSubmitting={navigation.formData?.get('intent') === CLIENT_REQUEST_INTENTS.delete}
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
