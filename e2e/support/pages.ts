import { expect, type Page } from '@playwright/test';
import type { Account } from './accounts.js';
import { e2eSettings } from './settings.js';

/**
 * Signs in through the login page, as a person does, and lands on the dashboard. For the journeys about signing
 * in (identity, two-factor, idle sign-out) and wherever the form is what is tested; elsewhere `signIn`.
 */
export async function logIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Signs in without opening the login page, for a journey that is not about signing in: sends the login form's
 * fields (the browser's time zone included, as the form's script does) to its action as this browser would, with
 * the page's cookies and its own Origin (the web server's cross-site guard stays on), then opens where the action
 * sends this person (`home`: the dashboard, or a client's /home). The session cookie lands in the page's context.
 */
export async function signIn(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  { home = '/dashboard' }: { home?: '/dashboard' | '/home' } = {},
): Promise<void> {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const answer = await page.request.post('/login', {
    form: { email: account.email, password: account.password, timeZone },
    headers: { origin: new URL(e2eSettings().webUrl).origin },
    maxRedirects: 0,
  });
  expect(answer.status(), `sign-in of ${account.email}: ${await answer.text()}`).toBe(302);
  expect(answer.headers().location).toBe(home);
  await page.goto(home);
  await expect(page).toHaveURL(new RegExp(`${home}$`));
}

/** A new account's first sign-in asks to accept the terms: accept them. */
export async function acceptTerms(page: Page): Promise<void> {
  const terms = page.getByRole('dialog', { name: 'Accept Terms and Conditions' });
  await terms.getByRole('button', { name: /^Continue to / }).click();
  await expect(terms).toBeHidden();
}

/**
 * The first Monday of next month (YYYY-MM-DD): a date every calendar view can show with an appointment, and
 * where a weekly series of three stays in one month grid.
 */
export function firstMondayOfNextMonth(): string {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * A practice with no plan yet starts the free trial of a plan from /practice-subscription, without a card, as a
 * new customer does (`planName` as its card heads it: 'ULTIMATE (Individual)', 'BASIC (Individual)'...).
 */
export async function startFreeTrial(page: Page, planName: string): Promise<void> {
  await page.goto('/practice-subscription');
  const plan = page.getByRole('article', { name: new RegExp(`^${planName.replace(/[()]/g, '\\$&')}`) });
  await plan.getByRole('button', { name: 'START FREE TRIAL' }).click();
  await expect(page.getByText('Your free trial has started.', { exact: false })).toBeVisible();
  await expect(plan.getByText('Your plan')).toBeVisible();
}
