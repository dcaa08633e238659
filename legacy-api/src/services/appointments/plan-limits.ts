import { refuse } from '#api/errors/app-error.js';
import { BOOKING_PLAN_MESSAGES, PLAN_GATE_MESSAGES } from '@tele/contract/messages';
import { localMonthBounds } from '@tele/data/zoned-time';
import { countProviderSessions } from '@tele/data/repositories/appointments';
import { findPracticeBilling } from '@tele/data/repositories/practice-billing';
import type { Db } from '@tele/data/db';

export const BASIC_MONTHLY_SESSIONS = 5;

/** The plan keys the product sells (spec part 2, section 9); anything else is no plan at all. */
export const PLAN_STRING = /^(month|year)_(individual_(basic|plus|ultimate)|team_(basic|ultimate))$/;

export type PlanTier = 'basic' | 'plus' | 'ultimate';
/** What a plan lets a practice do beyond booking (spec part 2, section 9). */
export type PlanFeature =
  | 'documentSharing'
  | 'paymentRequests'
  | 'customTypes'
  | 'sessionNotes'
  | 'privateNotes'
  | 'secureMessaging'
  | 'branding'
  | 'inviteByMessage';

const FEATURES_OF: Record<PlanTier, readonly PlanFeature[]> = {
  basic: [],
  plus: ['documentSharing', 'paymentRequests', 'customTypes'],
  ultimate: [
    'documentSharing',
    'paymentRequests',
    'customTypes',
    'sessionNotes',
    'privateNotes',
    'secureMessaging',
    'branding',
    'inviteByMessage',
  ],
};

/**
 * What a practice's plan allows: THE one answer every gate reads (ADR 0035). `planString` is the practice's
 * usable plan (`practices.plan_string`: null without a subscription, and once it lapsed). BASIC: five online
 * sessions per provider per month and one colleague (individual) or a team; ADVANCED (`plus`) adds document
 * sharing, payment requests and custom types with unlimited sessions; ULTIMATE adds session notes, private notes,
 * secure messaging, branding and invitations by e-mail and text. Team plans have no colleague limit.
 */
export interface PlanAllowance {
  tier: PlanTier | null;
  isTeam: boolean;
  /** Online sessions per provider per month; null: unlimited. */
  monthlySessions: number | null;
  /** Colleagues besides the owner; null: unlimited. */
  colleagues: number | null;
  features: ReadonlySet<PlanFeature>;
}

export function planAllowance(planString: string | null | undefined): PlanAllowance {
  const match = PLAN_STRING.exec(planString ?? '');
  const tier = (match ? (match[3] ?? match[4]) : null) as PlanTier | null;
  const isTeam = Boolean(match?.[4]);
  return {
    tier,
    isTeam,
    monthlySessions: tier === 'basic' ? BASIC_MONTHLY_SESSIONS : null,
    colleagues: tier === 'basic' && !isTeam ? 1 : null,
    features: new Set(tier ? FEATURES_OF[tier] : []),
  };
}

export function isBasicPlan(planString: string | null): boolean {
  return planAllowance(planString).tier === 'basic';
}

/** The ultimate plans (individual or team, monthly or yearly): invitations by e-mail and text, private notes. */
export function isUltimatePlan(planString: string | null | undefined): boolean {
  return planAllowance(planString).tier === 'ultimate';
}

const LAPSED = new Set(['past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused']);

/**
 * Refuses, with a message that says what to do, a feature the practice's plan does not include: no plan at all,
 * a subscription that lapsed (payment failed, cancelled, a trial that ended without a card), or a lower plan.
 */
export async function assertPlanFeature(
  db: Db,
  practiceId: string,
  feature: PlanFeature,
  lowerPlanMessage: string,
  messages: { noPlan: string } = PLAN_GATE_MESSAGES,
): Promise<void> {
  const billing = await findPracticeBilling(db, practiceId);
  if (planAllowance(billing?.planString).features.has(feature)) return;
  if (!billing?.planString && billing?.status && LAPSED.has(billing.status))
    refuse(PLAN_GATE_MESSAGES.lapsed);
  if (!billing?.planString || !planAllowance(billing.planString).tier) refuse(messages.noPlan);
  refuse(lowerPlanMessage);
}

/**
 * The basic plans allow five sessions per calendar month (in the provider's zone), counted over live
 * sessions starting that month, including the new ones (the legacy counted everything ever created).
 */
export async function assertPlanAllows(
  db: Db,
  input: { planString: string | null; providerId: string; starts: Date[]; timeZone: string },
  /** The refusals as the caller's side reads them (a client asking a provider hears about the provider). */
  messages: { noPlan: string; basicLimit: string } = BOOKING_PLAN_MESSAGES,
): Promise<void> {
  const allowance = planAllowance(input.planString);
  if (allowance.tier === null) refuse(messages.noPlan);
  if (allowance.monthlySessions === null) return;
  const newPerMonth = new Map<number, { start: Date; end: Date; count: number }>();
  for (const start of input.starts) {
    const bounds = localMonthBounds(start, input.timeZone);
    const entry = newPerMonth.get(bounds.start.getTime()) ?? { ...bounds, count: 0 };
    entry.count += 1;
    newPerMonth.set(bounds.start.getTime(), entry);
  }
  for (const month of newPerMonth.values()) {
    const existing = await countProviderSessions(db, input.providerId, month.start, month.end);
    if (existing + month.count > allowance.monthlySessions) refuse(messages.basicLimit);
  }
}
