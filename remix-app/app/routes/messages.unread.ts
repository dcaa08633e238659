import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireSignedIn } from '#app/features/identity/auth.server.ts';
import { listLastMessages } from '#app/features/messages/index.server.ts';

/**
 * How many messages the signed-in person has not read (the side menu's badge), as JSON: read by the browser
 * after the page has loaded, so no page waits for it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireSignedIn(request);
  const last = await listLastMessages(request, user, { pageSize: 1 });
  return Response.json({ unread: last?.unread ?? 0 }, { headers: { 'Cache-Control': 'no-store' } });
}
