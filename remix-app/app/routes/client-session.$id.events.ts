import type { LoaderFunctionArgs } from '@remix-run/node';
import { proxyLiveEvents } from '#app/features/session-day/live-events.server.ts';
import { requireClient } from '#app/features/identity/auth.server.ts';

/** A signed-in client's live events (the allow handshake), streamed from legacy-api with its session's token. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireClient(request);
  return proxyLiveEvents(request, { id: params.id ?? '', token: user.token });
}
