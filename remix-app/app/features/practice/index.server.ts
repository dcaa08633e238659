/**
 * What other features may use of the practice feature on the server (lint: features import each other only through their index).
 */
export { getSubscription, getSubscriptionBanner, type SubscriptionBanner } from './subscription.server.ts';
