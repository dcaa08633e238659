import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalEmail } from '@tele/data/emails';
import type { AppDeps } from '#api/deps.js';
import { AppError } from '#api/errors/app-error.js';
import { MESSAGES } from '#api/errors/http.js';
import { addressBucket } from '#api/lib/address-bucket.js';
import { isInGoodStanding } from '#api/services/identity/good-standing.js';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Verdict = Awaited<ReturnType<Limiter>>;

const isExceeded = (verdict: Verdict) => !verdict.isAllowed && verdict.isExceeded;

/**
 * The account an identity call is about, as its limits count it: the e-mail in the body in the canonical form
 * the database compares (so no spelling of an address is a fresh budget against its account: security review
 * 2, N1), else (a link's form, or a sign-in's second step) its token.
 */
function accountOf(request: FastifyRequest): { key: string; email: string | null } | null {
  const body = (request.body ?? {}) as {
    email?: unknown;
    id?: unknown;
    _id?: unknown;
    pending_token?: unknown;
    slug?: unknown;
  };
  // A booking request (ADR 0054) is counted per provider: the booking page's slug is the "account".
  if (typeof body.slug === 'string' && body.slug) return { key: `booking:${body.slug}`, email: null };
  const email = typeof body.email === 'string' ? canonicalEmail(body.email) : '';
  if (email) return { key: `email:${email}`, email };
  // The second step of a sign-in is keyed by its pending token (ADR 0045).
  const token = [body.id, body._id, body.pending_token].find((value) => typeof value === 'string' && value);
  return typeof token === 'string' && token ? { key: `link:${token}`, email: null } : null;
}

/**
 * The limits of one identity route (ADR 0021), all counted in Redis:
 * - per address, whatever the account: one address cannot spray passwords over many accounts;
 * - per address and account: one address cannot hammer one account;
 * - per account, from every address: a distributed guess at one account is bounded too. Only attempts the
 *   address limits let through are counted there, so one address spends at most its per-account share
 *   (RATE_LIMIT_MAX of RATE_LIMIT_ACCOUNT_MAX) and cannot use up another address's budget. When others have
 *   used the account's budget up, a person in good standing (an address the account signed in from before)
 *   is still let through, within its own per-address limits (security review 2, N4).
 * Over any limit: 429 `{msg}` with Retry-After.
 */
export function identityRateLimit(app: FastifyInstance, deps: AppDeps, route: string) {
  const { config } = deps;
  const timeWindow = config.rateLimitWindowSeconds * 1000;
  const limiter = (max: number, keyOf: (request: FastifyRequest) => string): Limiter =>
    app.createRateLimit({ max, timeWindow, keyGenerator: keyOf });
  const perAddress = limiter(config.rateLimitAddressMax, (request) => {
    return `${route}:address:${addressBucket(request.clientAddress)}`;
  });
  const perAddressAndAccount = limiter(config.rateLimitMax, (request) => {
    return `${route}:pair:${addressBucket(request.clientAddress)}:${accountOf(request)?.key ?? ''}`;
  });
  const perAccount = limiter(
    config.rateLimitAccountMax,
    (request) => `${route}:account:${accountOf(request)?.key ?? ''}`,
  );

  return async function checkIdentityRateLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    refuseWhenExceeded(reply, await Promise.all([perAddress(request), perAddressAndAccount(request)]));
    const account = accountOf(request);
    if (!account) return;
    const verdict = await perAccount(request);
    if (
      isExceeded(verdict) &&
      account.email &&
      (await isInGoodStanding(deps.db, account.email, request.clientAddress, deps.clock()))
    )
      return;
    refuseWhenExceeded(reply, [verdict]);
  };
}

function refuseWhenExceeded(reply: FastifyReply, verdicts: Verdict[]): void {
  const exceeded = verdicts.filter(isExceeded);
  if (exceeded.length === 0) return;
  const seconds = Math.max(1, ...exceeded.map((verdict) => (verdict.isAllowed ? 0 : verdict.ttlInSeconds)));
  void reply.header('retry-after', seconds);
  throw new AppError('rate_limited', MESSAGES.rateLimited);
}
