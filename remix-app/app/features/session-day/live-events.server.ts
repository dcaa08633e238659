import { openLiveEvents } from '#app/services/api.server.ts';
import { getEnv } from '#app/utils/env.server.ts';

/**
 * The web app's proxy of an appointment's live events. The page listens on its own origin
 * (`/invited-room/{id}/events?key=...`, `/room/{id}/events`); the web server opens the API's stream with the
 * invitee's key (in a header) or the team member's bearer token (which never reaches the browser) and passes the frames
 * through as they arrive: no buffering, no compression, and the API connection is closed when the page goes
 * away (Remix aborts `request.signal` when the browser disconnects).
 */

const NOT_FOUND = 'There is no such appointment.';

/**
 * `${API_URL}/api/events/appointment/{id}`, or null for an id that is not an appointment id. A guest's key
 * travels in the `X-Room-Key` header, never in this URL (the API logs URLs).
 */
export function buildUpstreamEventsUrl(apiUrl: string, { id }: { id: string }) {
  if (!/^[0-9a-f]{24}$/i.test(id)) return null;
  return new URL(`${apiUrl}/api/events/appointment/${id}`).toString();
}

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform keeps the compression middleware (and any proxy) from holding frames back.
  'Cache-Control': 'no-cache, no-store, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
};

export async function proxyLiveEvents(
  request: Request,
  { id, key, token }: { id: string; key?: string | null; token?: string },
): Promise<Response> {
  const url = buildUpstreamEventsUrl(getEnv().API_URL, { id });
  if (!url)
    return Response.json({ msg: NOT_FOUND }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return proxyEventStream(request, { url, key, token });
}

/**
 * A thread's live events (`${API_URL}/api/events/messages/{partnerId}`) for one of its two people, with their
 * bearer token (ADR 0040); the same pass-through as an appointment's.
 */
export async function proxyThreadEvents(
  request: Request,
  { partnerId, token }: { partnerId: string; token: string },
): Promise<Response> {
  if (!/^[0-9a-f]{24}$/i.test(partnerId))
    return Response.json(
      { msg: 'There is no such conversation.' },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    );
  const url = new URL(`${getEnv().API_URL}/api/events/messages/${partnerId}`).toString();
  return proxyEventStream(request, { url, token });
}

async function proxyEventStream(
  request: Request,
  { url, key, token }: { url: string; key?: string | null; token?: string },
): Promise<Response> {
  const upstream = await openLiveEvents({ url, token, roomKey: key, signal: request.signal });
  const isStream = upstream.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
  if (!upstream.ok || !upstream.body || !isStream) {
    const msg = await readMsg(upstream);
    // Refusals keep their status (403 for a wrong key, 400, 404); anything else is "not available now".
    const status = upstream.status >= 400 && upstream.status < 500 ? upstream.status : 503;
    return Response.json({ msg }, { status, headers: { 'Cache-Control': 'no-store' } });
  }
  return new Response(passThrough(upstream.body), { status: 200, headers: STREAM_HEADERS });
}

/**
 * Hands each chunk on as soon as the API writes it (pull-based: at most one chunk in hand). When either side
 * ends (the page left and the fetch was aborted, or the API closed the stream) it ends quietly instead of
 * erroring, so a waiting room closing its tab is not logged as a server error.
 */
function passThrough(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch {
        controller.close();
      }
    },
    async cancel(reason) {
      await reader.cancel(reason).catch(() => undefined);
    },
  });
}

async function readMsg(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'msg' in body && typeof body.msg === 'string') {
      return body.msg;
    }
  } catch {
    // not JSON
  }
  return 'The live connection is not available right now.';
}
