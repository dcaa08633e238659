import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { lazy, Suspense } from 'react';
import { PageErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { GuestLinkInvalid, GuestWaitingRoom } from '#app/features/session-day/guest-room.tsx';
import { loadWaitingScreen } from '#app/features/session-day/waiting-screen.server.ts';
import {
  clientRoomAction,
  isClientVisit,
  loadClientRoom,
} from '#app/features/session-day/client-room.server.ts';
import { CLIENT_HOME } from '#app/features/identity/index.ts';
import { pageTitle, usePublicEnv } from '#app/utils/public-env.ts';

/**
 * /client-session/{id}: before a meeting, as in the legacy apps. A client waits in its waiting room (signed in:
 * its session is the credential; ADR 0031) until the provider lets it in, then joins the video. A team member
 * gets the waiting screen of a colleague's meeting (spec section 4): the account creator, an owner or a provider
 * waits for the start and then goes to /room/{id} (at once when it has started and not ended); an administrator
 * is refused at once and returns to the dashboard after 2.5 seconds. The API lets the same people join (ADR
 * 0028).
 */

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle('Waiting for the session', matches) },
  { name: 'robots', content: 'noindex, nofollow' },
];
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  return (await isClientVisit(request)) ? loadClientRoom(request, id) : loadWaitingScreen(request, id);
}

export async function action({ request, params }: ActionFunctionArgs) {
  // Only the client's waiting room has buttons; a team member's screen posts nothing.
  if (!(await isClientVisit(request))) throw data({ message: 'This action is not supported.' }, 405);
  return clientRoomAction(request, params.id ?? '');
}

// A team member's waiting screen is loaded when one is shown: a client opening this page never needs it, and a
// client's page ships at most 100 KB (ADR 0032). The server renders it whole; the browser hydrates it on arrival.
const WaitingScreen = lazy(() =>
  import('#app/features/session-day/waiting-screen.tsx').then((module) => ({
    default: module.WaitingScreen,
  })),
);

export default function ClientSessionRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const { PRODUCT_NAME } = usePublicEnv();
  // The two sides' answers have different kinds: the client's waiting room, or the team's waiting screen.
  if (loaderData.kind === 'invalid')
    return <GuestLinkInvalid msg={loaderData.msg} productName={PRODUCT_NAME} />;
  if (loaderData.kind === 'waiting')
    return <GuestWaitingRoom {...loaderData} homeHref={CLIENT_HOME} productName={PRODUCT_NAME} />;
  return (
    <Suspense fallback={null}>
      <WaitingScreen screen={loaderData} productName={PRODUCT_NAME} />
    </Suspense>
  );
}

export { PageErrorBoundary as ErrorBoundary };
