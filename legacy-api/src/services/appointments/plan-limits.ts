import { refuse } from '#api/errors/app-error.js';
import { localMonthBounds } from '@tele/data/zoned-time';
import { countProviderSessions } from '@tele/data/repositories/appointments';
import type { Db } from '@tele/data/db';

export const PLAN_MESSAGES = {
  noPlan: 'Firstly, please upgrade your account to create the appointment.',
  basicLimit:
    'You already had 5 online sessions this month. Please upgrade your account to create more appointments.',
} as const;

export const BASIC_MONTHLY_SESSIONS = 5;

export function isBasicPlan(planString: string | null): boolean {
  return planString !== null && planString.endsWith('_basic');
}

/** The ultimate plans (individual or team, monthly or yearly): invitations by e-mail and text, private notes. */
export function isUltimatePlan(planString: string | null | undefined): boolean {
  return typeof planString === 'string' && planString.endsWith('_ultimate');
}

/**
 * The basic plans allow five sessions per calendar month (in the provider's zone), counted over live
 * sessions starting that month, including the new ones (the legacy counted everything ever created).
 */
export async function assertPlanAllows(
  db: Db,
  input: { planString: string | null; providerId: string; starts: Date[]; timeZone: string },
  /** The refusals as the caller's side reads them (a client asking a provider hears about the provider). */
  messages: { noPlan: string; basicLimit: string } = PLAN_MESSAGES,
): Promise<void> {
  if (input.planString === null) refuse(messages.noPlan);
  if (!isBasicPlan(input.planString)) return;
  const newPerMonth = new Map<number, { start: Date; end: Date; count: number }>();
  for (const start of input.starts) {
    const bounds = localMonthBounds(start, input.timeZone);
    const entry = newPerMonth.get(bounds.start.getTime()) ?? { ...bounds, count: 0 };
    entry.count += 1;
    newPerMonth.set(bounds.start.getTime(), entry);
  }
  for (const month of newPerMonth.values()) {
    const existing = await countProviderSessions(db, input.providerId, month.start, month.end);
    if (existing + month.count > BASIC_MONTHLY_SESSIONS) refuse(messages.basicLimit);
  }
}
