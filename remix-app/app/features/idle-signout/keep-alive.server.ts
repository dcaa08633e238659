import { requireSignedIn } from '#app/features/identity/index.server.ts';
import { callApi } from '#app/services/api.server.ts';

/**
 * A person active in the browser (typing a note, say) makes no request for a while; one cheap API call every
 * few minutes of activity keeps the API session's own idle clock (ADR 0002) from ending it under them. Any
 * authenticated call refreshes it; the tiles are the cheapest the web app reads. A 403 ends the web session.
 */
export async function keepSessionAlive(request: Request): Promise<void> {
  const user = await requireSignedIn(request);
  await callApi(request, 'users/get-drag', { id: user.id, role: user.isProvider ? 'provider' : 'client' });
}
