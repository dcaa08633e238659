import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ApiConfig } from '#api/config/env.js';

/** Query parameters that are credentials (a guest's room key, any link token): never written to a log. */
const SECRET_PARAMS = /([?&](?:key|token)=)[^&#]*/gi;

/** The URL as logged: credentials in its query replaced by `[redacted]`. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * Fastify's logger: bodies are never logged (they hold health information and passwords), nor the
 * authorization, cookie and room-key headers, nor credentials in a URL's query (finding 12 of the review).
 */
export function loggerOptions(
  config: Pick<ApiConfig, 'logLevel'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent' && !stream) return false;
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-room-key"]',
      'res.headers["set-cookie"]',
    ],
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
