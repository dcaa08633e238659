import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { AppShell } from '#app/features/shell/app-shell.tsx';
import { MessageLinkContext } from '#app/ui/alert.tsx';
import { planLinkReader } from '#app/utils/plan-refusal.ts';
import { PLAN_REFUSALS } from '#app/utils/plan-refusal.server.ts';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { getRoleLabel } from '#app/utils/account-display.ts';
import { CLIENT_HOME, requireUser } from '#app/features/identity/auth.server.ts';
import { usePublicEnv } from '#app/utils/public-env.ts';
import { sideMenuFor } from '#app/features/shell/side-menu-items.ts';
import { getEnv } from '#app/utils/env.server.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';
import { IdleSignout } from '#app/features/idle-signout/index.ts';

// Pathless layout for every authenticated screen inside the main shell.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    account: {
      name: user.name,
      roleLabel: getRoleLabel(user.invitedRole),
      practiceName: user.practiceName,
      photo: user.photo,
    },
    clientHomeHref: user.isClient ? CLIENT_HOME : null,
    helpCenterUrl: getEnv().HELP_CENTER_URL ?? null,
    // A form's refusal by the practice's plan links to the Subscription page: the list is data, not script.
    planRefusals: PLAN_REFUSALS,
    idle: { owner: user.id, minutes: getEnv().SESSION_IDLE_MINUTES },
  };
}

// Pages inside the shell show a person's practice data: never store them in any cache. Child routes inherit.
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export default function ShellLayout() {
  const { account, clientHomeHref, helpCenterUrl, planRefusals, idle } = useLoaderData<typeof loader>();
  const planLinkFor = useMemo(() => planLinkReader(planRefusals), [planRefusals]);
  const { PRODUCT_NAME } = usePublicEnv();
  const isLoggingOut = useIsSubmitting({ formAction: '/logout' });
  return (
    <AppShell
      account={account}
      menu={sideMenuFor({ helpCenterUrl })}
      productName={PRODUCT_NAME}
      isLoggingOut={isLoggingOut}
      clientHomeHref={clientHomeHref}
    >
      {/* A form's refusal by the practice's plan links to the Subscription page. */}
      <MessageLinkContext.Provider value={planLinkFor}>
        <IdleSignout owner={idle.owner} idleMinutes={idle.minutes}>
          <Outlet />
        </IdleSignout>
      </MessageLinkContext.Provider>
    </AppShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
