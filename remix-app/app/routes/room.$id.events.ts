import type { LoaderFunctionArgs } from '@remix-run/node';
import { proxyLiveEvents } from '#app/features/session-day/live-events.server.ts';
import { requireUser } from '#app/features/identity/auth.server.ts';

/** The room's live events for the practice's team, streamed from legacy-api with the session's API token. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return proxyLiveEvents(request, { id: params.id ?? '', token: user.token });
}
