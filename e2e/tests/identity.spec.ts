import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { registerVerifiedProvider } from '../support/accounts.js';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Email').press('Enter');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
}

async function panelTitles(page: Page): Promise<string[]> {
  const titles = await page
    .getByTestId('dashboard-panels')
    .getByRole('heading', { level: 2 })
    .allTextContents();
  return titles.map((title) => title.trim());
}

test('a therapist registers, verifies the address, logs in, arranges the dashboard and logs out', async ({
  page,
  mailbox,
}) => {
  const email = uniqueEmail('ada');
  const password = 'a calm practice 2026';

  await page.goto('/register-provider/');
  await page.getByLabel('Practice Name').fill('calm waters therapy');
  await page.getByLabel('Name', { exact: true }).fill('ada lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('An email sent. Please check your mailbox.')).toBeVisible();

  const link = await mailbox.waitForLink(email, /Email address verification/);
  expect(link).toMatch(/\/success-verification\/[\w-]{40,}$/);
  // Opening the link verifies nothing; the person sets (here: confirms) the password and submits.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'VERIFY EMAIL' }).click();
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const terms = page.getByRole('dialog', { name: 'Accept Terms and Conditions' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: /^Continue to / }).click();
  await expect(terms).toBeHidden();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /Good (Morning|Afternoon|Evening), Ada Lovelace/,
  );
  const initial = await panelTitles(page);
  expect(initial).toHaveLength(7);
  expect(initial[0]).toBe('Clients');
  expect(initial[1]).toBe('Message Center');

  await page.goto('/settings-drag');
  await page.getByRole('button', { name: 'Move Clients down' }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('The customizing list has updated successfully.')).toBeVisible();
  await page.goto('/dashboard');
  expect((await panelTitles(page)).slice(0, 2)).toEqual(['Message Center', 'Clients']);

  await page.getByRole('button', { name: 'Log Out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Log Out' });
  await expect(confirm.getByText('Do you want to log out really?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password shows the server message', async ({ page, request, mailbox, settings }) => {
  const account = {
    email: uniqueEmail('grace'),
    password: 'the right password',
    name: 'Grace Hopper',
    practiceName: 'Compiler Care',
  };
  await registerVerifiedProvider(request, mailbox, settings, account);
  await logIn(page, account.email, 'not the password');
  await expect(page.getByText('The login has failed. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a session revoked elsewhere lands on the login page', async ({
  browser,
  request,
  mailbox,
  settings,
}) => {
  const account = {
    email: uniqueEmail('alan'),
    password: 'first password 1',
    name: 'Alan Turing',
    practiceName: 'Bletchley Counseling',
  };
  await registerVerifiedProvider(request, mailbox, settings, account);
  const laptop = await browser.newPage();
  const phone = await browser.newPage();
  await logIn(laptop, account.email, account.password);
  await logIn(phone, account.email, account.password);
  await expect(phone).toHaveURL(/\/dashboard$/);

  // Changing the password on the laptop ends every other session.
  await laptop.goto('/settings-security');
  await laptop.getByLabel('Current Password').fill(account.password);
  await laptop.getByLabel('New Password').fill('second password 2');
  await laptop.getByLabel('Confirm Password').fill('second password 2');
  await laptop.getByRole('button', { name: 'Update' }).click();
  await expect(laptop.getByText('The password reset successfully.').first()).toBeVisible();

  await phone.goto('/dashboard');
  await expect(phone).toHaveURL(/\/login/);
  await laptop.goto('/dashboard');
  await expect(laptop).toHaveURL(/\/dashboard$/);
});
