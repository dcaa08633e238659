import { expect, type Browser, type Page } from '@playwright/test';
import type { Mailbox } from '../fixtures/mailbox.js';
import { acceptTerms, signIn } from './pages.js';

/**
 * A client added by its provider signs in: the invitation's link, its own password (the page then sends it to
 * /login), signed in with it (`signIn`: the login page itself is the identity journeys'), the terms. Returns its
 * page, in its own browser context (its zone and a phone-sized window).
 */
export async function signInInvitedClient(
  browser: Browser,
  mailbox: Mailbox,
  client: { email: string },
): Promise<Page> {
  const link = await mailbox.waitForLink(client.email, /Invite/, { linkMatch: '/reset-password/' });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: 'America/New_York',
    locale: 'en-US',
  });
  const page = await context.newPage();
  const password = 'my own password 24';
  await page.goto(link);
  await page.getByLabel('New Password').fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'CHANGE' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { email: client.email, password }, { home: '/home' });
  await acceptTerms(page);
  return page;
}
