import { data } from '@remix-run/node';
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PageErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { PrintableInvite } from '#app/features/session-day/printable-invite.tsx';
import { getJoinLinks } from '#app/features/session-day/invites.server.ts';
import { renderQrSvg } from '#app/utils/qr-code.server.ts';
import { requireUser } from '#app/features/identity/auth.server.ts';
import { pageTitle, usePublicEnv } from '#app/utils/public-env.ts';
import { useHydrated } from '#app/utils/use-hydrated.ts';

/** /invite-print/{id}: the printable invitation of a share link (Prints on the dashboard), with its QR code. */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Printable invitation', matches) }];
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const links = await getJoinLinks(request, params.id ?? '');
  if ('ok' in links) throw data({ message: links.msg }, { status: 400 });
  if (!links.clientLink) {
    throw data(
      { message: 'Only the provider of this waiting room can print its invitation.' },
      { status: 403 },
    );
  }
  return {
    providerName: links.providerName,
    link: links.clientLink,
    qrSvg: await renderQrSvg(links.clientLink),
  };
}

export default function InvitePrintRoute() {
  const { providerName, link, qrSvg } = useLoaderData<typeof loader>();
  const { PRODUCT_NAME } = usePublicEnv();
  const isHydrated = useHydrated();
  return (
    <PrintableInvite
      productName={PRODUCT_NAME}
      providerName={providerName}
      link={link}
      qrSvg={qrSvg}
      backHref="/dashboard"
      onPrint={isHydrated ? () => window.print() : undefined}
    />
  );
}

export { PageErrorBoundary as ErrorBoundary };
