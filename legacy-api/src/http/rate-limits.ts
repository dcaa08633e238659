import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '#api/config/env.js';
import { AppError } from '#api/errors/app-error.js';
import { MESSAGES } from '#api/errors/http.js';
import { addressBucket } from './client-address.js';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Verdict = Awaited<ReturnType<Limiter>>;

/** The account an identity call is about: the e-mail in the body, else (a link's form) its token. */
function accountOf(request: FastifyRequest): string {
  const body = (request.body ?? {}) as { email?: unknown; id?: unknown; _id?: unknown };
  if (typeof body.email === 'string' && body.email.trim()) return `email:${body.email.trim().toLowerCase()}`;
  const token = typeof body.id === 'string' && body.id ? body.id : body._id;
  return typeof token === 'string' && token ? `link:${token}` : '';
}

/**
 * The limits of one identity route (ADR 0021), all counted in Redis:
 * - per address, whatever the account: one address cannot spray passwords over many accounts;
 * - per address and account: one address cannot hammer one account;
 * - per account, from every address: a distributed guess at one account is bounded too. Only attempts the
 *   address limits let through are counted there, so one address spends at most its per-account share
 *   (RATE_LIMIT_MAX of RATE_LIMIT_ACCOUNT_MAX) and cannot use up another address's budget.
 * Over any limit: 429 `{msg}` with Retry-After.
 */
export function identityRateLimit(app: FastifyInstance, config: ApiConfig, route: string) {
  const timeWindow = config.rateLimitWindowSeconds * 1000;
  const limiter = (max: number, keyOf: (request: FastifyRequest) => string): Limiter =>
    app.createRateLimit({ max, timeWindow, keyGenerator: keyOf });
  const perAddress = limiter(config.rateLimitAddressMax, (request) => {
    return `${route}:address:${addressBucket(request.clientAddress)}`;
  });
  const perAddressAndAccount = limiter(config.rateLimitMax, (request) => {
    return `${route}:pair:${addressBucket(request.clientAddress)}:${accountOf(request)}`;
  });
  const perAccount = limiter(
    config.rateLimitAccountMax,
    (request) => `${route}:account:${accountOf(request)}`,
  );

  return async function checkIdentityRateLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    refuseWhenExceeded(reply, await Promise.all([perAddress(request), perAddressAndAccount(request)]));
    if (accountOf(request)) refuseWhenExceeded(reply, [await perAccount(request)]);
  };
}

function refuseWhenExceeded(reply: FastifyReply, verdicts: Verdict[]): void {
  const exceeded = verdicts.filter((verdict) => !verdict.isAllowed && verdict.isExceeded);
  if (exceeded.length === 0) return;
  const seconds = Math.max(1, ...exceeded.map((verdict) => (verdict.isAllowed ? 0 : verdict.ttlInSeconds)));
  void reply.header('retry-after', seconds);
  throw new AppError('rate_limited', MESSAGES.rateLimited);
}
