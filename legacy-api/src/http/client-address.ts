import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The web app (the BFF) proves itself with this header, holding API_INTERNAL_SECRET (ADR 0021). */
export const INTERNAL_SECRET_HEADER = 'x-api-internal-secret';
/** The browser's address as the web app saw it; believed only beside the right secret. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is really calling: the browser behind the web app, else the socket (or trusted proxy) address. */
    clientAddress: string;
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Constant-time comparison: both sides are hashed to the same length first. */
function isSecret(given: string | string[] | undefined, secret: string | null): boolean {
  if (!secret || typeof given !== 'string' || given === '') return false;
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * The caller's address. X-Forwarded-For counts only from TRUSTED_PROXIES (Fastify's trustProxy decides
 * `request.ip`); the web app's forwarded browser address counts only with the internal secret. Anyone else
 * who sends either header is judged by their own address.
 */
export function clientAddressOf(request: FastifyRequest, secret: string | null): string {
  const forwarded = request.headers[CLIENT_ADDRESS_HEADER];
  if (
    typeof forwarded === 'string' &&
    isIP(forwarded.trim()) &&
    isSecret(request.headers[INTERNAL_SECRET_HEADER], secret)
  )
    return forwarded.trim();
  return request.ip;
}

export function registerClientAddress(app: FastifyInstance, secret: string | null): void {
  app.decorateRequest('clientAddress', '');
  app.addHook('onRequest', async (request) => {
    request.clientAddress = clientAddressOf(request, secret);
  });
}
