import { listAppointmentTypes } from '#app/features/appointments/index.server.ts';
import { monthGridDays } from '#app/features/appointments/index.ts';
import { getAccount, requireUser } from '#app/features/identity/index.server.ts';
import { getProfile } from '#app/features/profile/index.server.ts';
import { getScheduling } from '#app/features/settings/index.server.ts';
import { getRoleLabel } from '#app/utils/account-display.ts';
import { getTimeZone } from '#app/utils/session.server.ts';
import { civilDateOf } from '#app/utils/zoned-time.ts';
import { getPracticeTeam } from '#app/features/practice/practice.server.ts';
import { canExportPractice } from '#app/features/practice/practice.ts';
import { describePlan, readPlan } from '#app/features/practice/plans.ts';
import { getSubscription } from '#app/features/practice/subscription.server.ts';

/**
 * The loaders of the practice pages (spec part 2: Practice settings, the static practice pages, Subscription,
 * /add-profile). Each reads only what exists; what the pages preview is described, never saved (ADR 0028).
 */

/** Practice settings: the current practice, its team, and the viewer's place in it. */
export async function loadPracticeSettings(request: Request) {
  const user = await requireUser(request);
  const team = await getPracticeTeam(request);
  return {
    practiceName: user.practiceName,
    roleLabel: getRoleLabel(user.invitedRole),
    isAccountCreator: user.invitedRole === null,
    canExport: canExportPractice(user.invitedRole),
    team,
  };
}

/** The practice's plan as the account says (null without one, or when the account could not be read). */
async function readPracticePlan(request: Request): Promise<{ isAvailable: boolean; plan: string | null }> {
  const account = await getAccount(request);
  if (account.kind !== 'account') return { isAvailable: false, plan: null };
  const plan = readPlan(account.account.planString);
  return { isAvailable: true, plan: plan ? describePlan(plan) : null };
}

/** Practice Profile, Payment Method, Invoices, Offices, Branding: the real name, team and plan they start from. */
export async function loadPracticePreview(request: Request) {
  const user = await requireUser(request);
  const [team, plan] = await Promise.all([getPracticeTeam(request), readPracticePlan(request)]);
  return { practiceName: user.practiceName, team, plan };
}

/** Payment Method: the preview's facts and whether the practice's subscription has a card on file. */
export async function loadPaymentMethod(request: Request) {
  const [preview, subscription] = await Promise.all([loadPracticePreview(request), getSubscription(request)]);
  const card =
    subscription === undefined
      ? { isAvailable: false, hasCard: false }
      : { isAvailable: true, hasCard: subscription?.hasPaymentMethod === true };
  return { ...preview, card };
}

/** Scheduling Calendar: this month's days in the viewer's zone. */
export async function loadSchedulingCalendar(request: Request) {
  await requireUser(request);
  const today = civilDateOf(new Date(), await getTimeZone(request));
  return { today, days: monthGridDays(today) };
}

/** Scheduling Calendar, View: what clients can book today (the scheduling settings and appointment types). */
export async function loadSchedulingView(request: Request) {
  await requireUser(request);
  const [scheduling, types] = await Promise.all([getScheduling(request), listAppointmentTypes(request)]);
  return { scheduling, types };
}

/** /add-profile: how complete the viewer's directory profile is. */
export async function loadDirectoryProfile(request: Request) {
  const user = await requireUser(request);
  const read = await getProfile(request, {
    id: user.id,
    timeZone: await getTimeZone(request),
    now: new Date(),
  });
  if (!read.ok) return { ok: false as const, msg: read.msg };
  const { profile } = read;
  return {
    ok: true as const,
    checks: [
      { label: 'A photo', isDone: profile.photo !== null },
      { label: 'About you (About Provider)', isDone: profile.about.about.trim() !== '' },
      { label: 'Your license (License Info)', isDone: profile.about.licenseInfo.trim() !== '' },
      { label: 'What a session costs (Cost of Service)', isDone: profile.about.cost !== null },
      { label: 'At least one specialty', isDone: profile.about.specialties.length > 0 },
      { label: 'Your specialist category', isDone: profile.about.categories.length > 0 },
      { label: 'Your city and country (Address)', isDone: profile.address.city.trim() !== '' },
    ],
  };
}
