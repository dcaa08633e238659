import type { MessageLink } from '#app/ui/alert.tsx';

/** Where a practice chooses or changes its plan (spec part 2: Subscription). */
export const SUBSCRIPTION_LINK: MessageLink = { href: '/practice-subscription', label: 'See the plans' };

/**
 * The Subscription page's link for a message that is a refusal by the practice's plan (booking past its limit,
 * inviting, a gated feature), so a practice that hits a limit knows where to go; null for any other message.
 * `refusals` is the contract's list, which stays on the server (plan-refusal.server.ts): the team's shell loader
 * sends it as data rather than every page shipping the messages it is made of.
 */
export function planLinkReader(refusals: readonly string[]) {
  const known = new Set(refusals);
  return (message: string | undefined | null): MessageLink | null =>
    message && known.has(message) ? SUBSCRIPTION_LINK : null;
}
