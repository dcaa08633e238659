import type { ActionFunctionArgs } from '@remix-run/node';
import { keepSessionAlive } from '#app/features/idle-signout/index.server.ts';

/** The idle sign-out's keep-alive (ADR 0046): the browser posts here while the person is active. */
export async function action({ request }: ActionFunctionArgs) {
  await keepSessionAlive(request);
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
}
