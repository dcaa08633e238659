import { PLAN_REFUSAL_MESSAGES } from '@tele/contract/messages';
import { planLinkReader } from '#app/utils/plan-refusal.ts';

/** Every refusal by a practice's plan (the contract's list), as the team's shell sends it to the page. */
export const PLAN_REFUSALS: readonly string[] = [...PLAN_REFUSAL_MESSAGES];

/** The Subscription page's link when `message` is a refusal by the practice's plan; null otherwise. */
export const planLinkFor = planLinkReader(PLAN_REFUSALS);
