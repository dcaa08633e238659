import { data } from '@remix-run/node';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useLocation } from '@remix-run/react';
import { AcceptTermsModal } from '#app/components/accept-terms-modal.tsx';
import { AddClientModal } from '#app/components/add-client-modal.tsx';
import { DashboardGreeting } from '#app/components/dashboard-greeting.tsx';
import { DashboardPanel } from '#app/components/dashboard-panel.tsx';
import { GeneralErrorBoundary } from '#app/components/general-error-boundary.tsx';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { Icon } from '#app/components/ui/icon.tsx';
import {
  buildDashboardPanels,
  getDashboardLists,
  getDashboardTiles,
  readPanelPages,
} from '#app/services/dashboard.server.ts';
import { acceptTerms, getAccount } from '#app/services/identity.server.ts';
import { submitAppointmentDecision } from '#app/utils/appointment-actions.server.ts';
import { requireUser } from '#app/utils/auth.server.ts';
import { withSearchParams } from '#app/utils/calendar.ts';
import { getEnv } from '#app/utils/env.server.ts';
import { AcceptTermsIntent } from '#app/utils/form-schemas.ts';
import { pageTitle, usePublicEnv } from '#app/utils/public-env.ts';
import { getTimeZone, redirectToLoginWithoutSession } from '#app/utils/session.server.ts';
import { createToastHeaders, redirectWithToast } from '#app/utils/toast.server.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Dashboard', matches) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  // The time zone is read from the cookie (no call), so the lists can start with everything else.
  const timeZone = await getTimeZone(request);
  const [account, tiles, lists] = await Promise.all([
    getAccount(request),
    getDashboardTiles(request),
    getDashboardLists(request, { pages: readPanelPages(url.searchParams), timeZone }),
  ]);
  // The legacy 'database initialize' answer: the account is gone, so the session ends.
  if (account.kind === 'missing') throw await redirectToLoginWithoutSession(request);
  if (account.kind === 'unavailable') throw data({ message: account.msg }, { status: 503 });

  return {
    name: account.account.name,
    now: new Date().toISOString(),
    timeZone,
    panels: buildDashboardPanels(tiles, lists, {
      addClientHref: withSearchParams(`${url.pathname}${url.search}`, { addClient: '1' }),
    }),
    isAddClientOpen: url.searchParams.get('addClient') === '1',
    needsTermsAcceptance: !account.account.hasAcceptedTerms,
    termsUrl: getEnv().TERMS_URL ?? null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const formData = await request.formData();
  const intent = formData.get('intent');
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

export default function DashboardRoute() {
  const { name, now, timeZone, panels, needsTermsAcceptance, termsUrl, isAddClientOpen } =
    useLoaderData<typeof loader>();
  const { PRODUCT_NAME } = usePublicEnv();
  const location = useLocation();
  const closeAddClientHref = withSearchParams(`${location.pathname}${location.search}`, { addClient: null });
  const isAcceptingTerms = useIsSubmitting({ formAction: '/dashboard' });

  return (
    <div className="dashboard">
      <div className="dashboard__top">
        <DashboardGreeting name={name} now={now} timeZone={timeZone} />
        <ButtonLink to="/create-appointment" size="lg" icon={<Icon name="plus" size={18} />}>
          Create Appointment
        </ButtonLink>
      </div>
      <div className="dashboard__grid">
        {panels.map((panel) => (
          <DashboardPanel key={panel.key} panel={panel} />
        ))}
      </div>
      {isAddClientOpen && !needsTermsAcceptance ? (
        <AddClientModal redirectTo={closeAddClientHref} cancelHref={closeAddClientHref} />
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
