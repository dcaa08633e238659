/**
 * The plans the fake Stripe sells (spec part 2, section 9): individual BASIC, ADVANCED (`plus`) and ULTIMATE and
 * the team BASIC and ULTIMATE plans, each monthly and yearly. One product per plan (metadata `plan`), one price
 * per plan and interval with the legacy plan string as `lookup_key` and `metadata.plan_string`
 * (`month_individual_basic`). Amounts are integer cents, USD; a year costs ten months.
 */
export const PLAN_KEYS = [
  'individual_basic',
  'individual_plus',
  'individual_ultimate',
  'team_basic',
  'team_ultimate',
] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export const PLAN_NAMES: Record<PlanKey, string> = {
  individual_basic: 'Individual BASIC',
  individual_plus: 'Individual ADVANCED',
  individual_ultimate: 'Individual ULTIMATE',
  team_basic: 'Team BASIC',
  team_ultimate: 'Team ULTIMATE',
};

/** Monthly prices in cents. */
export const MONTHLY_CENTS: Record<PlanKey, number> = {
  individual_basic: 2900,
  individual_plus: 4900,
  individual_ultimate: 6900,
  team_basic: 9900,
  team_ultimate: 19900,
};

export interface CataloguePrice {
  id: string;
  planString: string;
  plan: PlanKey;
  interval: 'month' | 'year';
  unitAmount: number;
}

/** Every price of the catalogue: `price_month_individual_basic` ... `price_year_team_ultimate`. */
export const CATALOGUE_PRICES: CataloguePrice[] = (['month', 'year'] as const).flatMap((interval) =>
  PLAN_KEYS.map((plan) => ({
    id: `price_${interval}_${plan}`,
    planString: `${interval}_${plan}`,
    plan,
    interval,
    unitAmount: interval === 'month' ? MONTHLY_CENTS[plan] : MONTHLY_CENTS[plan] * 10,
  })),
);
