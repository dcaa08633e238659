import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type AppErrorCode } from './app-error.js';

const STATUS: Record<AppErrorCode, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

export const MESSAGES = {
  malformed: 'The request could not be read. Please send valid JSON.',
  invalid: 'Some fields of the request are missing or of the wrong type.',
  notFound: 'There is no such API route.',
  tooLarge: 'The request is too large.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

/**
 * The codes of a connection to MySQL or Redis that broke or could not be made: the server restarted, went away
 * or is shutting down (mysql2 reports a reset connection with the socket's own code).
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'ER_SERVER_SHUTDOWN',
]);

/**
 * A transaction the database chose to end (a deadlock) or that waited too long for a lock: it was rolled back
 * whole, so nothing of the request was kept, and the same request sent again can succeed.
 */
const ROLLED_BACK_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

/**
 * Connection-level failures of MySQL or Redis, and transactions the database rolled back, mean "try again
 * later", not "you sent something wrong" nor a fault of ours.
 */
function isDependencyDown(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const name = error.name;
  const code = (error as { code?: string }).code ?? (error as { parent?: { code?: string } }).parent?.code;
  return (
    /^Sequelize(Connection\w*|HostNotReachable|AccessDenied|ConnectionTimedOut)Error$/.test(name) ||
    name === 'MaxRetriesPerRequestError' ||
    (code !== undefined && (CONNECTION_CODES.has(code) || ROLLED_BACK_CODES.has(code))) ||
    /Connection is closed|Stream isn't writeable/.test(error.message)
  );
}

/** The body field a schema failure is about: the first segment of its path (`/invitees_id/0` is `invitees_id`). */
function failedFieldOf(error: Partial<FastifyError>): string | null {
  const first = error.validation?.[0];
  if (!first) return null;
  const path = first.instancePath.split('/')[1];
  if (path) return decodeURIComponent(path.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = (first.params as { missingProperty?: unknown } | undefined)?.missingProperty;
  return typeof missing === 'string' ? missing : null;
}

/**
 * `fieldMessages`: the route's own legacy message per body field (http/define-route.ts), used when the schema
 * refuses that field; any other schema failure gets the generic message.
 */
export function toHttpError(
  error: unknown,
  fieldMessages?: Readonly<Record<string, string | undefined>>,
): { status: number; body: Record<string, unknown> } {
  if (error instanceof AppError)
    return { status: STATUS[error.code], body: { msg: error.msg, ...error.extra } };
  const fastifyError = error as Partial<FastifyError> & { statusCode?: number };
  if (fastifyError.validation) {
    const field = failedFieldOf(fastifyError);
    const own =
      field && fieldMessages && Object.hasOwn(fieldMessages, field) ? fieldMessages[field] : undefined;
    return { status: 400, body: { msg: own ?? MESSAGES.invalid } };
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { msg: MESSAGES.malformed } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 400, body: { msg: MESSAGES.malformed } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { msg: MESSAGES.tooLarge } };
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400)
    return { status: 400, body: { msg: MESSAGES.malformed } };
  if (fastifyError.statusCode === 429) return { status: 429, body: { msg: MESSAGES.rateLimited } };
  if (isDependencyDown(error)) return { status: 503, body: { msg: MESSAGES.unavailable } };
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return { status: fastifyError.statusCode, body: { msg: MESSAGES.malformed } };
  }
  // Anything else is a defect: say so (500, so monitoring and tests see it) without any internals.
  return { status: 500, body: { msg: MESSAGES.internal } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toHttpError(error, request.routeOptions.config?.fieldMessages);
    if (status >= 500) {
      request.log.error({ err: error, route: request.routeOptions.url }, 'request failed');
    } else {
      request.log.info({ status, msg: body.msg, route: request.routeOptions.url }, 'request refused');
    }
    void reply.status(status).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler((_request, reply) => {
    void reply.status(404).send({ msg: MESSAGES.notFound });
  });
}
