import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BATCH_PATH, BatchBody } from '@tele/contract/batch';
import type { AppDeps } from '#api/deps.js';
import { MESSAGES, toHttpError } from '#api/errors/http.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import type { AnswerCheck } from './answer-check.js';
import type { RouteSpec } from './define-route.js';
import type { InFlight } from './in-flight.js';
import { admitCaller, assertCallerClaims, resolveCaller } from './callers.js';

/** A batchable route as the batch runs it: its declaration and what registration compiled for it. */
export interface BatchableRoute {
  spec: RouteSpec;
  /** The body schema the route is registered with (compiled once, by this object, with the API's own Ajv). */
  bodySchema: TSchema;
  /** The schema its 200 answer is serialised by (a field it does not declare is not sent). */
  serialisationSchema: TSchema;
  checkAnswer: AnswerCheck | null;
}

type Call = { route: string; body: Record<string, unknown> };

/** What a call answers in a batch: its status and, already serialised, the body it would have been sent alone. */
type Answered = { status: number; json: string };

const NOT_BATCHABLE = { status: 404, json: JSON.stringify({ msg: MESSAGES.notFound }) };

/**
 * What a batched call's handler gets for the reply: a batchable route sets nothing on it (the contract's
 * `isBatchable`), and one that tried would fail its call loudly (a 500 and a log line) rather than touch the
 * batch's own answer.
 */
const NO_REPLY = new Proxy({} as FastifyReply, {
  get(_target, property) {
    throw new Error(`A batched call used the reply (${String(property)}); its route must not be batchable`);
  },
});

/**
 * `POST /api/batch` (ADR 0065): the calls a page's loaders make at once, in one request. Each call is answered
 * as if it had been sent alone to its route: the session is resolved once, then each call is admitted by its
 * route's access rule and caller claims, its body checked by the route's schema (with its messages), run by its
 * handler, and its answer checked and serialised by the route's answer schema. A refused call is its own `{msg}`
 * with its status; the others are answered. The batch itself is refused (its status, `{msg}`) only when its own
 * body is malformed or the session cannot be read (the database or Redis is down).
 */
export function registerBatch(
  app: FastifyInstance,
  deps: AppDeps,
  { routes, inFlight }: { routes: ReadonlyMap<string, BatchableRoute>; inFlight: InFlight },
): void {
  app.post(BATCH_PATH, { schema: { body: BatchBody } }, (request, reply) =>
    inFlight.track(answerBatch(request, reply)),
  );

  async function answerBatch(request: FastifyRequest, reply: FastifyReply) {
    const { calls } = request.body as { calls: Call[] };
    const caller = await resolveCaller(deps, request);
    const now = deps.clock();
    const answers = await Promise.all(calls.map((call) => answerCall(call, caller, now, request, reply)));
    const results = answers.map(({ status, json }) => `{"status":${status},"answer":${json}}`);
    return reply
      .status(200)
      .type('application/json; charset=utf-8')
      .send(`{"results":[${results.join(',')}]}`);
  }

  async function answerCall(
    { route, body }: Call,
    caller: SessionUser | null,
    now: Date,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Answered> {
    const batchable = routes.get(route);
    if (!batchable) return NOT_BATCHABLE;
    const { spec, bodySchema, serialisationSchema, checkAnswer } = batchable;
    try {
      const user = admitCaller(spec, caller);
      const validate = request.compileValidationSchema(bodySchema, 'body');
      if (!validate(body)) throw { validation: validate.errors ?? [] };
      if (spec.access !== 'public') assertCallerClaims(spec, body, user as SessionUser);
      const answer = await spec.handler({
        body,
        user: user as SessionUser,
        deps,
        now,
        request,
        reply: NO_REPLY,
      });
      checkAnswer?.(answer);
      // The route's own writer where it has one (the chart's month, ADR 0067), else its answer schema's serialiser.
      const json =
        spec.writeAnswer?.(answer) ??
        reply.compileSerializationSchema(serialisationSchema)(answer as object as Record<string, unknown>);
      return { status: 200, json };
    } catch (error) {
      const { status, body: refusal } = toHttpError(error, spec.fieldMessages);
      if (status >= 500) request.log.error({ err: error, route }, 'batched call failed');
      else request.log.info({ status, msg: refusal.msg, route }, 'batched call refused');
      return { status, json: JSON.stringify(refusal) };
    }
  }
}
