import type { AppDeps } from '#api/deps.js';
import { AppError, refuse } from '#api/errors/app-error.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { SUBSCRIPTION_MESSAGES } from '@tele/contract/messages';
import type { RouteAnswer, RouteBody, RouteResults } from '@tele/contract/routes';
import type { Db } from '@tele/data/db';
import {
  findPracticeBilling,
  saveSubscriptionState,
  setStripeCustomer,
  type PracticeBilling,
} from '@tele/data/repositories/practice-billing';
import { inTransaction } from '@tele/data/repositories/transaction';
import { findPlan, listPlans, type CataloguePlan } from './plans.js';
import { callStripe, isMissingResource, stripeOf, type Stripe } from './stripe-client.js';
import { LIVE_STATUSES, stateOf } from './subscription-state.js';
import { hasTeamRole } from '#api/http/define-route.js';

/** Every plan starts with a free trial of this many days, once per practice (spec part 2, section 9). */
export const TRIAL_DAYS = 3;

const epoch = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** Whether this caller may change what the practice pays for: its owners. */
export const mayManageBilling = (user: SessionUser) => hasTeamRole(user, 'owner');

/** The subscription as the wire shows it, from what Stripe last told us (never a Stripe call on the way). */
export function toSubscriptionWire(
  billing: PracticeBilling,
  plans: CataloguePlan[] = [],
): RouteResults<'payment/current-subscription'> {
  const plan = plans.find((entry) => entry.priceId === billing.stripePriceId);
  return {
    id: billing.stripeSubscriptionId ?? '',
    object: 'subscription',
    status: billing.status ?? 'incomplete',
    plan: {
      id: billing.stripePriceId,
      amount: plan?.amount ?? null,
      interval: plan?.interval ?? billing.subscribedPlan?.split('_')[0] ?? null,
    },
    plan_string: billing.subscribedPlan,
    start_date: epoch(billing.startedAt),
    billing_cycle_anchor: epoch(billing.trialEndsAt ?? billing.startedAt),
    current_period_start: epoch(billing.currentPeriodStart),
    current_period_end: epoch(billing.currentPeriodEnd),
    trial_end: epoch(billing.trialEndsAt),
    cancel_at_period_end: billing.cancelAtPeriodEnd,
    has_payment_method: billing.stripePaymentMethodId !== null,
    is_live: LIVE_STATUSES.has(billing.status ?? ''),
  };
}

/** The catalogue for the plan's amount, when Stripe answers; the subscription is shown either way. */
async function plansIfAvailable(deps: AppDeps): Promise<CataloguePlan[]> {
  try {
    return await listPlans(deps.config);
  } catch {
    return [];
  }
}

/** `current-subscription`: the practice's subscription, or 404 'No user or subscription yet.' (the legacy's). */
export async function currentSubscription(
  deps: AppDeps,
  user: SessionUser,
): Promise<RouteAnswer<'payment/current-subscription'>> {
  const billing = await findPracticeBilling(deps.db, user.practiceId);
  if (!billing?.stripeSubscriptionId) throw new AppError('not_found', SUBSCRIPTION_MESSAGES.none);
  return { results: toSubscriptionWire(billing, await plansIfAvailable(deps)) };
}

/** The practice's Stripe customer, made once (named after the practice, with its id in the metadata). */
export async function ensureCustomer(
  tx: Db,
  stripe: Stripe,
  billing: PracticeBilling,
  user: SessionUser,
  now: Date,
): Promise<string> {
  if (billing.stripeCustomerId) return billing.stripeCustomerId;
  const customer = await callStripe(() =>
    stripe.customers.create(
      {
        name: billing.practiceName,
        email: user.email,
        description: `Practice ${billing.practiceId}`,
        metadata: { practice_id: billing.practiceId },
      },
      { idempotencyKey: `customer-${billing.practiceId}` },
    ),
  );
  await setStripeCustomer(tx, billing.practiceId, customer.id, now);
  return customer.id;
}

/** A live subscription changes plan in place; a lapsed one is ended and a new one started. */
async function replacePlan(
  stripe: Stripe,
  billing: PracticeBilling,
  plan: CataloguePlan,
): Promise<Stripe.Subscription> {
  const id = billing.stripeSubscriptionId!;
  const current = await callStripe(() => stripe.subscriptions.retrieve(id));
  const item = current.items.data[0];
  return callStripe(() =>
    stripe.subscriptions.update(
      id,
      {
        items: [{ ...(item ? { id: item.id } : {}), price: plan.priceId }],
        proration_behavior: 'create_prorations',
      },
      { idempotencyKey: `plan-${id}-${plan.priceId}-${billing.eventAt ?? 0}` },
    ),
  );
}

async function startSubscription(
  stripe: Stripe,
  input: { billing: PracticeBilling; customerId: string; plan: CataloguePlan },
): Promise<Stripe.Subscription> {
  const { billing, customerId, plan } = input;
  const previous = billing.stripeSubscriptionId;
  if (previous && billing.status !== 'canceled' && billing.status !== 'incomplete_expired')
    await callStripe(() =>
      stripe.subscriptions.cancel(previous).catch((error: unknown) => {
        if (isMissingResource(error)) return null; // already gone: nothing to end
        throw error;
      }),
    );
  const hasTrial = billing.trialUsedAt === null;
  if (!hasTrial && !billing.stripePaymentMethodId) refuse(SUBSCRIPTION_MESSAGES.noBilling);
  return callStripe(() =>
    stripe.subscriptions.create(
      {
        customer: customerId,
        items: [{ price: plan.priceId }],
        metadata: { practice_id: billing.practiceId },
        ...(hasTrial
          ? {
              // The card-less trial: the card is asked for before it ends; without one the trial just ends.
              trial_period_days: TRIAL_DAYS,
              trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
              payment_settings: { save_default_payment_method: 'on_subscription' },
            }
          : {
              default_payment_method: billing.stripePaymentMethodId!,
              payment_behavior: 'error_if_incomplete',
            }),
      },
      { idempotencyKey: `subscribe-${billing.practiceId}-${previous ?? 'first'}-${plan.priceId}` },
    ),
  );
}

/** When an API answer was written, in Stripe's own clock: its Date header (events of that second do not undo it). */
function answeredAt(
  subscription: Stripe.Subscription & { lastResponse?: { headers?: Record<string, string> } },
) {
  const date = subscription.lastResponse?.headers?.date;
  const parsed = date ? Math.floor(Date.parse(date) / 1000) : NaN;
  return Number.isFinite(parsed) ? parsed : subscription.created;
}

/**
 * `create-subscription`: subscribes the practice to a plan (a Stripe price id). The first subscription starts the
 * 3-day trial without a card; later ones are charged to the card on file (none: 'Before creating subscription,
 * please update your billing info.'). A live subscription changes plan in place. The practice row is locked for
 * the whole change, so twenty clicks at once make one subscription, and the plan is written only from Stripe's
 * answer (the original wrote it first, and gave an unknown plan unlimited use).
 */
export async function createSubscription(
  deps: AppDeps,
  user: SessionUser,
  input: RouteBody<'payment/create-subscription'>,
  now: Date,
): Promise<RouteAnswer<'payment/create-subscription'>> {
  if (!mayManageBilling(user)) refuse(SUBSCRIPTION_MESSAGES.ownersOnly);
  if (!input.plan_id?.trim()) refuse(SUBSCRIPTION_MESSAGES.choosePlan);
  const stripe = stripeOf(deps.config);
  const plan = await findPlan(deps.config, input.plan_id.trim());
  const billing = await inTransaction(deps.db, async (tx) => {
    const locked = await findPracticeBilling(tx, user.practiceId, { lock: true });
    if (!locked) return refuse(SUBSCRIPTION_MESSAGES.none);
    const isLive = LIVE_STATUSES.has(locked.status ?? '');
    if (isLive && locked.stripePriceId === plan.priceId) refuse(SUBSCRIPTION_MESSAGES.samePlan);
    const customerId = await ensureCustomer(tx, stripe, locked, user, now);
    const subscription =
      isLive && locked.stripeSubscriptionId
        ? await replacePlan(stripe, locked, plan)
        : await startSubscription(stripe, { billing: locked, customerId, plan });
    await saveSubscriptionState(tx, locked.practiceId, stateOf(subscription, answeredAt(subscription)), now);
    return findPracticeBilling(tx, locked.practiceId);
  });
  if (!billing) return refuse(SUBSCRIPTION_MESSAGES.none);
  return { results: toSubscriptionWire(billing, await plansIfAvailable(deps)) };
}
