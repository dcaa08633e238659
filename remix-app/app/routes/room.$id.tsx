import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ProviderRoom, RoomRefused } from '#app/features/session-day/provider-room.tsx';
import { PageErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { loadProviderRoom, providerRoomAction } from '#app/features/session-day/provider-room.server.ts';
import { pageTitle } from '#app/utils/public-env.ts';

/**
 * /room/{id}: the provider's video room, outside the main shell. On entry the provider joins the appointment
 * (refusals are shown, then back to the dashboard); Allow admits the waiting client; End call stops admitting,
 * leaves with start_session, and half a second later opens the session note.
 */

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Video room', matches) }];
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadProviderRoom(request, params.id ?? '');
}

export async function action({ request, params }: ActionFunctionArgs) {
  return providerRoomAction(request, params.id ?? '');
}

// Nothing the actions change is read by the loader; re-reading would only cost a call.
export const shouldRevalidate = () => false;

export default function RoomRoute() {
  const loaderData = useLoaderData<typeof loader>();
  if (loaderData.kind === 'refused') return <RoomRefused msg={loaderData.msg} />;
  return <ProviderRoom {...loaderData} />;
}

export { PageErrorBoundary as ErrorBoundary };
