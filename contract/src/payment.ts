import { Type } from '@sinclair/typebox';
import { Envelope, Nullable } from './envelope.js';
import { Id, Optional, Role } from './fields.js';
import { routeGroup } from './route.js';

/*
 * The payment group (legacy-contract 6.8; issue 26). Plans and prices come from Stripe; the practice's
 * subscription is what Stripe last told the API (its answers and its webhooks), so reading it never waits on
 * Stripe. Only Stripe ids leave the server, never card data.
 */

/** A plan as `get-plans` lists it: the Stripe price id (the `plan_id` create-subscription takes) and its amount. */
export const PlanAnswer = Type.Object({
  id: Type.String(),
  /** Integer cents, USD. */
  amount: Type.Number(),
  currency: Type.String(),
  interval: Type.Union([Type.Literal('month'), Type.Literal('year')]),
  /** The legacy plan key: `month_individual_basic` ... `year_team_ultimate`. */
  plan_string: Type.String(),
  nickname: Nullable(Type.String()),
});

/**
 * The practice's subscription, in the shape of the Stripe subscription the original answered with (spec part 2:
 * `plan.id`, `billing_cycle_anchor`, `current_period_start`, `current_period_end`, epoch seconds), plus what the
 * subscription screen shows: its status, the trial's end, and whether a card is on file.
 */
export const SubscriptionAnswer = Type.Object({
  id: Type.String(),
  object: Type.Literal('subscription'),
  status: Type.String(),
  plan: Type.Object({
    id: Nullable(Type.String()),
    amount: Nullable(Type.Number()),
    interval: Nullable(Type.String()),
  }),
  plan_string: Nullable(Type.String()),
  start_date: Nullable(Type.Number()),
  billing_cycle_anchor: Nullable(Type.Number()),
  current_period_start: Nullable(Type.Number()),
  current_period_end: Nullable(Type.Number()),
  trial_end: Nullable(Type.Number()),
  cancel_at_period_end: Type.Boolean(),
  has_payment_method: Type.Boolean(),
  /** The plan gates pass (trialing or active); false once it lapsed, failed or ended. */
  is_live: Type.Boolean(),
});

/** `user_id` names the caller (the original apps send the signed-in provider's id). */
const SubscriptionBody = { user_id: Optional(Id()), role: Optional(Role()) };

export const PaymentRoutes = routeGroup('payment', {
  // `{plans}` instead of `results` (the original answered Stripe's plans.list data under `plans`).
  'get-plans': {
    body: {},
    answer: Type.Object({ msg: Optional(Type.String()), plans: Type.Array(PlanAnswer) }),
  },
  'current-subscription': { body: SubscriptionBody, answer: Envelope(SubscriptionAnswer), isBatchable: true },
  'create-subscription': {
    // Optional on the wire, as every legacy body field is: a missing plan is the service's 'Please choose a plan.'
    body: { ...SubscriptionBody, plan_id: Optional(Type.String({ maxLength: 255 })) },
    answer: Envelope(SubscriptionAnswer),
    fieldMessages: { plan_id: 'Please choose a plan.' },
  },
});
