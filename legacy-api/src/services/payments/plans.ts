import { refuse } from '#api/errors/app-error.js';
import type { ApiConfig } from '#api/config/env.js';
import { PLAN_STRING } from '#api/services/appointments/plan-limits.js';
import { SUBSCRIPTION_MESSAGES } from '@tele/contract/messages';
import type { RouteAnswer } from '@tele/contract/routes';
import { callStripe, stripeOf, type Stripe } from './stripe-client.js';

/** A plan on sale: a Stripe price whose metadata (or lookup key) names one of the product's plan keys. */
export interface CataloguePlan {
  priceId: string;
  planString: string;
  amount: number;
  currency: string;
  interval: 'month' | 'year';
  nickname: string | null;
}

/** The plan key a price sells: `metadata.plan_string`, else its `lookup_key`; null for anything else. */
export function planStringOf(price: Stripe.Price): string | null {
  const candidate = price.metadata?.plan_string || price.lookup_key || '';
  return PLAN_STRING.test(candidate) ? candidate : null;
}

function toPlan(price: Stripe.Price): CataloguePlan | null {
  const planString = planStringOf(price);
  const interval: string | undefined = price.recurring?.interval;
  if (!planString || !price.active || price.unit_amount === null || price.currency !== 'usd') return null;
  if (interval !== 'month' && interval !== 'year') return null;
  return {
    priceId: price.id,
    planString,
    amount: price.unit_amount,
    currency: price.currency,
    interval,
    nickname: price.nickname ?? null,
  };
}

const ORDER = ['individual_basic', 'individual_plus', 'individual_ultimate', 'team_basic', 'team_ultimate'];
const rank = (plan: CataloguePlan) =>
  (plan.interval === 'month' ? 0 : 10) + ORDER.indexOf(plan.planString.replace(/^(month|year)_/, ''));

/** Prices change rarely: each API process keeps the catalogue for a minute. */
const CATALOGUE_TTL_MS = 60_000;
const cache = new WeakMap<Stripe, { until: number; plans: CataloguePlan[] }>();

/** The plans on sale, monthly then yearly, each in the spec's order. */
export async function listPlans(config: Pick<ApiConfig, 'stripe'>): Promise<CataloguePlan[]> {
  const stripe = stripeOf(config);
  const cached = cache.get(stripe);
  if (cached && cached.until > Date.now()) return cached.plans;
  const prices = await callStripe(() => stripe.prices.list({ active: true, type: 'recurring', limit: 100 }));
  const plans = prices.data
    .map(toPlan)
    .filter((plan): plan is CataloguePlan => plan !== null)
    .sort((a, b) => rank(a) - rank(b));
  cache.set(stripe, { until: Date.now() + CATALOGUE_TTL_MS, plans });
  return plans;
}

/**
 * The plan a `plan_id` (a Stripe price id) buys, asked of Stripe itself: an id Stripe does not know, or a price
 * that is not one of the product's plans, is refused (the original stored null and so gave unlimited use).
 */
export async function findPlan(config: Pick<ApiConfig, 'stripe'>, priceId: string): Promise<CataloguePlan> {
  if (!/^[A-Za-z0-9_]{3,255}$/.test(priceId)) refuse(SUBSCRIPTION_MESSAGES.unknownPlan);
  const stripe = stripeOf(config);
  const price = await callStripe(() => stripe.prices.retrieve(priceId), {
    onMissing: SUBSCRIPTION_MESSAGES.unknownPlan,
  });
  return toPlan(price) ?? refuse(SUBSCRIPTION_MESSAGES.unknownPlan);
}

/** `get-plans`: the plans with their prices, from Stripe. */
export async function getPlans(config: Pick<ApiConfig, 'stripe'>): Promise<RouteAnswer<'payment/get-plans'>> {
  const plans = await listPlans(config);
  return {
    plans: plans.map((plan) => ({
      id: plan.priceId,
      amount: plan.amount,
      currency: plan.currency,
      interval: plan.interval,
      plan_string: plan.planString,
      nickname: plan.nickname,
    })),
  };
}
