import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '#api/deps.js';
import { AppError } from '#api/errors/app-error.js';
import { isId } from '@tele/data/ids';
import { resolveSession } from '#api/services/identity/sessions.js';
import { loadForWatcher } from '#api/services/session-day/session.js';
import { tokenOf } from './register-routes.js';

const HEARTBEAT_MS = 25_000;

/**
 * `GET /api/events/appointment/:id`: the allow handshake as server-sent events, in the legacy frame format
 * (`data: <JSON>\n\n`, first `{"status":"ok"}`). Every subscriber gets every event, in every API process.
 * The practice's team may watch with a session; an invitee with the key of their link (`X-Room-Key`), or signed
 * in as a client it invites.
 */
export function registerLiveStream(app: FastifyInstance, deps: AppDeps): void {
  // Streams never end by themselves: end them when the server shuts down, so it can close.
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
    open.clear();
  });
  const handler = async (
    request: FastifyRequest<{ Params: { id: string }; Querystring: { key?: string } }>,
    reply: FastifyReply,
  ) => {
    const { id } = request.params;
    if (!isId(id)) throw new AppError('not_found', 'There is no such appointment.');
    // The web app sends a guest's key in a header, so it stays out of URLs and logs; `?key=` is the legacy way.
    const header = request.headers['x-room-key'];
    const fromQuery = typeof request.query.key === 'string' ? request.query.key : undefined;
    const key = (typeof header === 'string' && header) || fromQuery;
    const token = tokenOf(request);
    const user = token ? await resolveSession(deps, token, deps.clock()) : null;
    const caller = user && !user.isDeleted ? user : null;
    await loadForWatcher(deps.db, { caller, id, key }, deps.clock());

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    open.add(raw);
    const send = (payload: unknown) => raw.write(`data: ${JSON.stringify(payload)}\n\n`);
    send({ status: 'ok' });
    let unsubscribe: (() => void) | null = null;
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const close = () => {
      open.delete(raw);
      clearInterval(heartbeat);
      unsubscribe?.();
      unsubscribe = null;
    };
    request.raw.on('close', close);
    try {
      unsubscribe = await deps.live.subscribe(id, send);
      if (request.raw.destroyed) close();
    } catch {
      // Redis is away: tell the page to fall back to checking, and end the stream (it reconnects by itself).
      send({ status: 'unavailable' });
      close();
      raw.end();
    }
  };
  for (const url of ['/api/events/appointment/:id', '/api/api/events/appointment/:id']) {
    app.get(url, handler);
  }
}
