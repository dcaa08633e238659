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

/**
 * The rate-limit bucket of an address: an IPv4 address itself, an IPv6 address by its /64 (one host or home
 * network usually holds a whole /64, so counting single IPv6 addresses would give it unlimited tries).
 */
export function addressBucket(address: string): string {
  const plain = (address.split('%')[0] ?? '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (isIP(plain) !== 6) return plain;
  const groupsOf = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [left = '', right] = plain.split('::');
  const head = groupsOf(left);
  const tail = right === undefined ? [] : groupsOf(right);
  const groups =
    right === undefined
      ? head
      : [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
