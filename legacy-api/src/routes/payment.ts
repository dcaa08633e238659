import { defineRoute, type RouteSpec } from '#api/http/define-route.js';
import { getPlans } from '#api/services/payments/plans.js';
import { createSubscription, currentSubscription } from '#api/services/payments/subscriptions.js';

/**
 * The payment group (legacy-contract 6.8; issue 26): the plans from Stripe, the practice's subscription and
 * subscribing. `user_id` names the caller. The webhook is not a registry route: it takes Stripe's raw body
 * (http/stripe-webhook.ts).
 */
export const paymentRoutes: RouteSpec[] = [
  defineRoute({
    route: 'payment/get-plans',
    access: { team: 'provider' },
    handler: ({ deps }) => getPlans(deps.config),
  }),
  defineRoute({
    route: 'payment/current-subscription',
    access: { team: 'provider' },
    callerFields: ['user_id'],
    handler: ({ deps, user }) => currentSubscription(deps, user),
  }),
  defineRoute({
    route: 'payment/create-subscription',
    // Every team member may ask; the service answers all but the owners that only they change the plan.
    access: { team: 'provider' },
    callerFields: ['user_id'],
    handler: ({ body, deps, user, now }) => createSubscription(deps, user, body, now),
  }),
];
