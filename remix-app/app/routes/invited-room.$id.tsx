import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AuthCard, AuthLayout } from '#app/features/identity/auth-layout.tsx';
import { GuestLinkInvalid, GuestWaitingRoom } from '#app/features/session-day/guest-room.tsx';
import { Alert } from '#app/ui/alert.tsx';
import {
  GUEST_ROOM_HEADERS,
  guestRoomAction,
  loadGuestRoom,
  readGuestLink,
} from '#app/features/session-day/guest-room.server.ts';
import { pageTitle, usePublicEnv } from '#app/utils/public-env.ts';

/**
 * /invited-room/{id}?key=...: the client's waiting room, public (the key of the link is the credential). The
 * room's name (its secret) reaches the page only in the answer to a successful Join.
 */

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle('Waiting room', matches) },
  { name: 'robots', content: 'noindex, nofollow' },
];

export const headers: HeadersFunction = () => GUEST_ROOM_HEADERS;

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadGuestRoom(request, readGuestLink({ request, params }));
}

export async function action({ request, params }: ActionFunctionArgs) {
  return guestRoomAction(request, readGuestLink({ request, params }));
}

export default function InvitedRoomRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const { PRODUCT_NAME } = usePublicEnv();
  if (loaderData.kind === 'invalid')
    return <GuestLinkInvalid msg={loaderData.msg} productName={PRODUCT_NAME} />;
  return <GuestWaitingRoom {...loaderData} productName={PRODUCT_NAME} />;
}

export function ErrorBoundary() {
  const { PRODUCT_NAME } = usePublicEnv();
  return (
    <AuthLayout productName={PRODUCT_NAME}>
      <AuthCard title="The waiting room could not open">
        <Alert tone="error">Something went wrong on our side. Please reload the page in a moment.</Alert>
      </AuthCard>
    </AuthLayout>
  );
}
