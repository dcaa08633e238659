import { describe, expect, it } from 'vitest';
import { isBasicPlan, isUltimatePlan, planAllowance } from './plan-limits.js';

describe('planAllowance: what a plan allows (spec part 2, section 9)', () => {
  it('gives BASIC five sessions a month and one colleague, and none of the features', () => {
    const basic = planAllowance('month_individual_basic');
    expect(basic).toMatchObject({ tier: 'basic', isTeam: false, monthlySessions: 5, colleagues: 1 });
    expect([...basic.features]).toEqual([]);
  });

  it('gives ADVANCED (plus) unlimited sessions, document sharing, payment requests and custom types', () => {
    const plus = planAllowance('year_individual_plus');
    expect(plus).toMatchObject({ tier: 'plus', monthlySessions: null, colleagues: null });
    expect([...plus.features].sort()).toEqual(['customTypes', 'documentSharing', 'paymentRequests']);
  });

  it('gives ULTIMATE everything, individual or team', () => {
    for (const plan of ['month_individual_ultimate', 'year_team_ultimate']) {
      const ultimate = planAllowance(plan);
      expect(ultimate.tier).toBe('ultimate');
      for (const feature of [
        'sessionNotes',
        'privateNotes',
        'secureMessaging',
        'branding',
        'inviteByMessage',
      ] as const)
        expect(ultimate.features.has(feature)).toBe(true);
    }
  });

  it('gives team BASIC a team (no colleague limit) and keeps five sessions per provider', () => {
    expect(planAllowance('month_team_basic')).toMatchObject({
      tier: 'basic',
      isTeam: true,
      monthlySessions: 5,
      colleagues: null,
    });
  });

  it('treats no plan, a lapsed one and a plan the product does not sell as no plan at all', () => {
    for (const plan of [null, undefined, '', 'month_team_plus', 'unlimited', 'month_individual_basic_extra'])
      expect(planAllowance(plan)).toMatchObject({ tier: null, monthlySessions: null, colleagues: null });
    expect(isBasicPlan('month_team_plus')).toBe(false);
    expect(isUltimatePlan('not_ultimate')).toBe(false);
  });
});
