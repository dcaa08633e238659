import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '#api/deps.js';
import { AppError, forbid } from '#api/errors/app-error.js';
import { MESSAGE_MESSAGES } from '@tele/contract/messages';
import { threadToRead, threadTopic } from '#api/services/messages/threads.js';
import { isId } from '@tele/data/ids';
import { resolveSession } from '#api/services/identity/sessions.js';
import { loadForWatcher } from '#api/services/session-day/session.js';
import { tokenOf } from './callers.js';

const HEARTBEAT_MS = 25_000;

/**
 * `GET /api/events/appointment/:id`: the allow handshake as server-sent events, in the legacy frame format
 * (`data: <JSON>\n\n`, first `{"status":"ok"}`). Every subscriber gets every event, in every API process.
 * The practice's team may watch with a session; an invitee with the key of their link (`X-Room-Key`), or signed
 * in as a client it invites. `GET /api/events/messages/:partnerId`: the caller's thread with that person (its
 * messages written, changed, deleted and read), for the thread's two people only.
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
    const user = token ? await resolveSession(deps, token, deps.clock(), request.clientAddress) : null;
    const caller = user && !user.isDeleted ? user : null;
    await loadForWatcher(deps.db, { caller, id, key }, deps.clock());

    await streamTopic({ deps, request, reply, open, topic: id });
  };
  for (const url of ['/api/events/appointment/:id', '/api/api/events/appointment/:id']) {
    app.get(url, handler);
  }

  // A thread's live events (ADR 0040): only its two people, each with its session.
  const threadHandler = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const token = tokenOf(request);
    const user = token ? await resolveSession(deps, token, deps.clock(), request.clientAddress) : null;
    if (!user || user.isDeleted) forbid();
    if (!isId(request.params.id)) throw new AppError('not_found', MESSAGE_MESSAGES.notYourThread);
    const pair = await threadToRead(deps.db, user, request.params.id);
    await streamTopic({ deps, request, reply, open, topic: threadTopic(pair) });
  };
  for (const url of ['/api/events/messages/:id', '/api/api/events/messages/:id']) {
    app.get(url, threadHandler);
  }
}

/**
 * Streams one live topic to the request in the legacy frame format (`data: <JSON>\n\n`), with a heartbeat,
 * until either side closes or the server shuts down. `{"status":"ok"}` comes once the subscription holds, so an
 * event published after the page saw it is never missed.
 */
async function streamTopic(input: {
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
  open: Set<ServerResponse>;
  topic: string;
}): Promise<void> {
  const { deps, request, reply, open, topic } = input;
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
    unsubscribe = await deps.live.subscribe(topic, send);
    if (request.raw.destroyed) close();
    else send({ status: 'ok' });
  } catch {
    // Redis is away: tell the page to fall back to checking, and end the stream (it reconnects by itself).
    send({ status: 'unavailable' });
    close();
    raw.end();
  }
}
