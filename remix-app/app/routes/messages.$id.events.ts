import type { LoaderFunctionArgs } from '@remix-run/node';
import { proxyThreadEvents } from '#app/features/session-day/live-events.server.ts';
import { requireSignedIn } from '#app/features/identity/auth.server.ts';

/** A thread's live events for one of its two people (either side), streamed from legacy-api with their token. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireSignedIn(request);
  return proxyThreadEvents(request, { partnerId: params.id ?? '', token: user.token });
}
