import { describe, expect, test } from 'vitest';
import { describePlan, readPlan } from './plans.ts';

describe('the practice’s plan', () => {
  test('a plan_string names a plan and its cycle; the legacy `plus` key is ADVANCED', () => {
    expect(describePlan(readPlan('month_individual_ultimate')!)).toBe('Individual ULTIMATE, billed monthly');
    expect(describePlan(readPlan('year_individual_plus')!)).toBe('Individual ADVANCED, billed annually');
    expect(describePlan(readPlan('month_team_basic')!)).toBe('Team BASIC, billed monthly');
  });

  test('no plan, or one the catalogue does not know, is no plan', () => {
    expect(readPlan(null)).toBeNull();
    expect(readPlan('')).toBeNull();
    expect(readPlan('month_team_plus')).toBeNull();
    expect(readPlan('week_individual_basic')).toBeNull();
  });
});
