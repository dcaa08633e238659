import type { LoaderFunctionArgs } from '@remix-run/node';
import { proxyLiveEvents } from '#app/features/session-day/live-events.server.ts';

/** The invitee's live events (the allow handshake), streamed from legacy-api with the key of their link. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = new URL(request.url).searchParams.get('key') ?? '';
  return proxyLiveEvents(request, { id: params.id ?? '', key });
}
