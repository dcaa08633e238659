import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#api/errors/app-error.js';
import type { AppDeps } from '#api/deps.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { compileAnswerCheck, serialisationSchemaOf } from './answer-check.js';
import { bodySchemaOf, isRouteAccess, pathsOf, type RouteSpec } from './define-route.js';
import { admitCaller, assertCallerClaims, AUTH_MESSAGES, resolveCaller } from './callers.js';
import { createInFlight } from './in-flight.js';
import { identityRateLimit } from './rate-limits.js';
import { registerBatch, type BatchableRoute } from './batch.js';

/** The caller each request resolved in its access check (before validation), read again by the handler. */
const callers = new WeakMap<FastifyRequest, SessionUser | null>();

/**
 * The answer written by the route's own writer, or by the schema's serialiser where the writer declines; as JSON
 * (a reply's own serialiser is given no content type).
 */
function writesItsAnswer(reply: FastifyReply, write: (answer: unknown) => string | undefined): void {
  const bySchema = reply.getSerializationFunction('200') as (answer: unknown) => string;
  reply.type(JSON_CONTENT_TYPE).serializer((answer) => write(answer) ?? bySchema(answer));
}

/** What Fastify names a JSON answer's type when it serialises it (a reply's own serialiser sets none). */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own messages for fields that fail the schema (errors/http.ts reads them). */
    fieldMessages?: Readonly<Record<string, string | undefined>>;
  }
}

/** How long shutdown waits for handlers whose clients are gone (the process is stopped after 10 s anyway). */
const SHUTDOWN_GRACE_MS = 8_000;

export function registerRoutes(server: FastifyInstance, deps: AppDeps, routes: RouteSpec[]): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  // Outside production every answer is checked strictly before it is serialised by its schema (answer-check.ts).
  const isCheckingAnswers = deps.config.nodeEnv !== 'production';
  const inFlight = createInFlight();
  // onClose runs once the server has stopped taking requests; app.close() resolves after it.
  app.addHook('onClose', async () => {
    if (!(await inFlight.settle(SHUTDOWN_GRACE_MS)))
      app.log.warn({ running: inFlight.size }, 'closing with route handlers still running');
  });
  const seen = new Set<string>();
  const batchable = new Map<string, BatchableRoute>();
  for (const spec of routes) {
    const key = `${spec.group}/${spec.name}`;
    if (seen.has(key)) throw new Error(`Route ${key} is declared twice`);
    seen.add(key);
    if (!isRouteAccess(spec.access))
      throw new Error(
        `Route ${key} must declare its access: 'public', 'signed-in', 'client' or { team: role }`,
      );
    if (spec.access === 'public' && spec.callerFields?.length)
      throw new Error(`Public route ${key} cannot declare caller fields`);
    if (spec.isBatchable && (spec.isMultipart || spec.isRateLimited))
      throw new Error(
        `Route ${key} cannot be batched: a batch's calls are JSON POSTs that no rate limit counts`,
      );

    // Only the answer is serialised by schema; refusals (any other status) are the error handler's `{msg}`.
    // defineRoute's type requires `response`; test/answer-schemas.test.ts checks every listed route has one.
    // An upload's body is multipart, read by its handler (fields and file); JSON routes have their schema.
    const bodySchema = bodySchemaOf(spec);
    const answerSchema = serialisationSchemaOf(spec.response);
    const schema = {
      ...(spec.isMultipart ? {} : { body: bodySchema }),
      ...(spec.response ? { response: { 200: answerSchema } } : {}),
    };
    const rateLimit = spec.isRateLimited ? identityRateLimit(app, deps, key) : null;
    const checkAnswer = isCheckingAnswers && spec.response ? compileAnswerCheck(key, spec.response) : null;
    if (spec.isBatchable)
      batchable.set(key, {
        spec,
        bodySchema,
        serialisationSchema: answerSchema,
        checkAnswer,
      });
    // Who is calling is settled before the body is validated: no session is a 403, never a 400 first.
    const preValidation = async (request: FastifyRequest) => {
      callers.set(request, await checkAccess(spec, request));
    };
    // The legacy apps send some calls as a GET with no body (or the data in the query string, legacy-contract
    // 10): a GET reads its fields from the query, checked by the same schema.
    // (The GET's schema has no `body` key at all: Fastify warns at start-up about one even when undefined.)
    const methods = spec.methods ?? ['POST'];
    const { body: _body, ...bodiless } = schema as typeof schema & { body?: unknown };
    const variants = [
      ...(methods.includes('POST') ? [{ method: 'POST' as const, schema }] : []),
      ...(methods.includes('GET')
        ? [
            {
              method: 'GET' as const,
              schema: { ...bodiless, querystring: bodySchemaOf(spec) },
            },
          ]
        : []),
    ];
    for (const url of pathsOf(spec)) {
      for (const variant of variants) {
        app.route({
          method: variant.method,
          url,
          schema: variant.schema,
          preValidation,
          config: { fieldMessages: spec.fieldMessages },
          ...(spec.bodyLimitBytes ? { bodyLimit: spec.bodyLimitBytes } : {}),
          ...(rateLimit ? { preHandler: rateLimit } : {}),
          ...(checkAnswer
            ? {
                preSerialization: async (_request: FastifyRequest, reply: FastifyReply, answer: unknown) => {
                  if (reply.statusCode === 200) checkAnswer(answer);
                  return answer;
                },
              }
            : {}),
          handler: (request, reply) => inFlight.track(handle(spec, request, reply)),
        });
      }
    }
  }

  registerBatch(app, deps, { routes: batchable, inFlight });

  /** The session's user when the route's access admits them; 403 otherwise (no session, or the wrong role). */
  async function checkAccess(spec: RouteSpec, request: FastifyRequest): Promise<SessionUser | null> {
    return admitCaller(spec, await resolveCaller(deps, request));
  }

  async function handle(spec: RouteSpec, request: FastifyRequest, reply: FastifyReply) {
    const now = deps.clock();
    const body = ((request.method === 'GET' ? request.query : request.body) ?? {}) as Record<string, unknown>;
    const user = callers.get(request) ?? null;
    if (spec.access !== 'public') {
      if (!user) throw new AppError('forbidden', AUTH_MESSAGES.noSession);
      assertCallerClaims(spec, body, user);
    }
    const envelope = await spec.handler({ body, user: user as SessionUser, deps, now, request, reply });
    if (spec.writeAnswer) writesItsAnswer(reply, spec.writeAnswer);
    return reply.status(200).send(envelope);
  }
}
