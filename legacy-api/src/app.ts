import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.js';
import { AppError } from './errors/app-error.js';
import { MESSAGES, registerErrorHandling } from './errors/http.js';
import { registerClientAddress } from './http/client-address.js';
import { refuseWhileClosing } from './http/closing.js';
import type { RouteSpec } from './http/define-route.js';
import { registerLiveStream } from './http/live-stream.js';
import { loggerOptions } from './http/logging.js';
import { registerRoutes } from './http/register-routes.js';
import { registerWaitingAssets } from './http/waiting-assets.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerFiles } from './http/files.js';
import { registerDocumentTemplates } from './http/document-templates.js';
import { registerStripeWebhook } from './http/stripe-webhook.js';
import { registerMessageWebhooks } from './http/message-webhooks.js';
import { allRoutes } from './routes/index.js';

/**
 * Builds the API without listening (server.ts listens; tests use inject). Every route comes from the
 * registry, so the schema, access and error rules apply to all of them alike.
 */
export async function buildApp(
  deps: AppDeps,
  routes: RouteSpec[] = allRoutes,
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Bodies can hold health information and passwords: never log them, auth headers or keys in URLs.
    logger: loggerOptions(deps.config, options.logStream),
    bodyLimit: deps.config.bodyLimitBytes,
    // X-Forwarded-For is believed only from the configured proxies; the web app's forwarded browser address
    // needs the internal secret instead (http/client-address.ts, ADR 0021).
    trustProxy: deps.config.trustedProxies.length > 0 ? deps.config.trustedProxies : false,
    // A request that never completes must not hold a connection forever.
    connectionTimeout: 60_000,
    requestTimeout: 30_000,
    // While it shuts down, requests that still arrive on open keep-alive connections get 503 {msg} (below),
    // like every other refusal, instead of Fastify's own body without a msg.
    return503OnClosing: false,
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: true, useDefaults: true, allErrors: false },
    },
  });

  registerErrorHandling(app);
  refuseWhileClosing(app);
  registerClientAddress(app, deps.config.internalSecret);
  registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  // Uploads (image-upload): each reader sets its own file limit; these bound what any multipart request holds.
  await app.register(fastifyMultipart, {
    limits: { fieldNameSize: 100, fieldSize: 1024, fields: 10, files: 1, parts: 12, headerPairs: 100 },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    redis: deps.redis,
    nameSpace: `${deps.config.redisPrefix}:rate:`,
    // When Redis is unavailable, let identity calls through rather than lock everyone out (see ADR 0007).
    skipOnError: true,
    errorResponseBuilder: () => new AppError('rate_limited', MESSAGES.rateLimited),
  });

  app.get('/health', async (_request, reply) => {
    try {
      await Promise.all([deps.db.sequelize.query('SELECT 1'), deps.redis.ping()]);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', msg: MESSAGES.unavailable });
    }
  });

  registerRoutes(app, deps, routes);
  registerLiveStream(app, deps);
  registerWaitingAssets(app, deps.config);
  registerFiles(app, deps);
  registerDocumentTemplates(app, deps);
  await registerStripeWebhook(app, deps);
  await registerMessageWebhooks(app, deps);
  return app;
}
