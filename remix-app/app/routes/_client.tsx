import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { ClientLayout } from '#app/features/client-home/client-layout.tsx';
import { CLIENT_MENU } from '#app/features/client-home/client-menu-items.ts';
import { CLIENT_PAGE_HEADERS, loadClientLayout } from '#app/features/client-home/client-pages.server.ts';
import { PROVIDER_HOME } from '#app/features/identity/index.ts';
import { PageErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { usePublicEnv } from '#app/utils/public-env.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';
import { IdleSignout } from '#app/features/idle-signout/index.ts';

// Pathless layout for a client's own pages (/home ...): a client only; a team member goes to /dashboard.
export async function loader({ request }: LoaderFunctionArgs) {
  return loadClientLayout(request);
}

// A client's pages show its health information: never stored in any cache. Child routes inherit.
export const headers: HeadersFunction = () => CLIENT_PAGE_HEADERS;

export default function ClientRoutesLayout() {
  const { header, hasTeamSide, idle } = useLoaderData<typeof loader>();
  const { PRODUCT_NAME } = usePublicEnv();
  return (
    <ClientLayout
      productName={PRODUCT_NAME}
      header={header}
      menu={CLIENT_MENU}
      teamHref={hasTeamSide ? PROVIDER_HOME : null}
      isLoggingOut={useIsSubmitting({ formAction: '/logout' })}
    >
      <IdleSignout owner={idle.owner} idleMinutes={idle.minutes}>
        <Outlet />
      </IdleSignout>
    </ClientLayout>
  );
}

export { PageErrorBoundary as ErrorBoundary };
