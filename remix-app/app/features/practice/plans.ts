/**
 * The subscription plans as the spec names them (part 2, sections 2 and 9): individual BASIC, ADVANCED (the
 * `plus` key) and ULTIMATE, and the team basic and ultimate plans, monthly or yearly, with their features. Prices
 * come from the card payment provider with the payments issue; the plan the practice is on is its `plan_string`.
 */

export type PlanCard = { key: string; title: string; group: 'Individual' | 'Team'; features: string[] };

const BASIC = [
  '1 provider',
  '5 online sessions per month',
  'Tracking of in-office sessions',
  'Client self-scheduling',
  'Custom availability rules',
];
const ADVANCED = [
  'Unlimited sessions',
  'One office manager per provider',
  'Advanced self-scheduling',
  'Document sharing',
  'Payment requests',
  'Website scheduling',
  'Custom appointment types',
  'Directory listing',
];
const ULTIMATE = [
  'Everything in ADVANCED',
  'Session notes',
  'General notes',
  'Secure messaging',
  'Custom branding',
];

export const PLAN_CARDS: PlanCard[] = [
  { key: 'individual_basic', title: 'BASIC', group: 'Individual', features: BASIC },
  { key: 'individual_plus', title: 'ADVANCED', group: 'Individual', features: ADVANCED },
  { key: 'individual_ultimate', title: 'ULTIMATE', group: 'Individual', features: ULTIMATE },
  {
    key: 'team_basic',
    title: 'BASIC',
    group: 'Team',
    features: ['Everything in BASIC', 'For a team of providers'],
  },
  {
    key: 'team_ultimate',
    title: 'ULTIMATE',
    group: 'Team',
    features: ['Everything in ULTIMATE', 'For a team of providers'],
  },
];

/** Every plan starts with a free trial of this many days (spec part 2, section 9). */
export const TRIAL_DAYS = 3;
/** The non-profit discount, in percent. */
export const NON_PROFIT_DISCOUNT = 20;

export type CurrentPlan = { card: PlanCard; cycle: 'Monthly' | 'Annually' };

/** The plan a `plan_string` names (month_individual_ultimate → ULTIMATE, monthly); null without a known one. */
export function readPlan(planString: string | null): CurrentPlan | null {
  const match = /^(month|year)_(.+)$/.exec(planString ?? '');
  const card = match ? PLAN_CARDS.find((plan) => plan.key === match[2]) : undefined;
  if (!match || !card) return null;
  return { card, cycle: match[1] === 'month' ? 'Monthly' : 'Annually' };
}

/** "Individual ULTIMATE, billed monthly". */
export function describePlan(plan: CurrentPlan): string {
  return `${plan.card.group} ${plan.card.title}, billed ${plan.cycle.toLowerCase()}`;
}

/** The spec's words for a practice without a subscription. */
export const NO_SUBSCRIPTION_MESSAGE =
  'It seems you have not register your billing info yet. Please go to profile page and enter your credit/debit card info.';
