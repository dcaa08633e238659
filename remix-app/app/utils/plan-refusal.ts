import { PLAN_REFUSAL_MESSAGES } from '@tele/contract/messages';

/** A link shown beside a message: where the person can act on it. */
export type MessageLink = { href: string; label: string };

/** Where a practice chooses or changes its plan (spec part 2: Subscription). */
export const SUBSCRIPTION_LINK: MessageLink = { href: '/practice-subscription', label: 'See the plans' };

/**
 * The Subscription page's link when the API's message is a refusal by the practice's plan (booking past its
 * limit, inviting, a gated feature; the list is the contract's), so a practice that hits a limit knows where
 * to go; null for any other message.
 */
export function planLinkFor(message: string | undefined | null): MessageLink | null {
  return message && PLAN_REFUSAL_MESSAGES.has(message) ? SUBSCRIPTION_LINK : null;
}
