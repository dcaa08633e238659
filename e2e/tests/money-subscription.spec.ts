import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { expectAccessible, expectReachableByTab } from '../support/accessibility.js';
import { newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { acceptTerms, firstMondayOfNextMonth, signIn } from '../support/pages.js';

/**
 * Money, part A (issue 26): a practice that signs up starts the 3-day trial from /practice-subscription without a
 * card (an invitation refused before it links there) and at once books a session and invites a client; adds its card in the billing block (Stripe's card
 * element: with the fake Stripe, its stand-in); a change of plan through the replace dialog opens and closes a
 * gated feature (inviting by text message needs ULTIMATE). axe on the page, the dialog and the billing block.
 */

const UPGRADE = 'Please upgrade your account to invite by text or email message';

async function textInviteDialog(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Text Message' }).click();
  return page.getByRole('dialog', { name: 'Invite via Text Message' });
}

test('a new practice trials a plan without a card, books and invites at once, adds a card and changes plan', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  // A whole day of a practice's money in one journey: sign-up, trial, booking, inviting, a card, two changes.
  test.setTimeout(180_000);
  const account = newAccount('trial', 'Tessa Trial');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await signIn(page, account);
  await acceptTerms(page);

  // No plan yet: adding a client is refused by the plan, and the refusal leads to the Subscription page.
  await page.goto('/client-management');
  await page.getByRole('link', { name: 'Add New Client' }).click();
  const refusedAdd = page.getByRole('dialog', { name: 'Add Client' });
  await refusedAdd.getByLabel('Name').fill('Robin Client');
  await refusedAdd.getByLabel('Email').fill(uniqueEmail('robin-early'));
  await refusedAdd.getByRole('button', { name: 'Add Client' }).click();
  await expect(
    refusedAdd.getByText('Please upgrade your account to invite clients by e-mail.'),
  ).toBeVisible();
  await expectAccessible(page, 'add client refused by the plan', { include: ['[role="dialog"]'] });
  await refusedAdd.getByRole('link', { name: 'See the plans' }).click();
  await expect(page).toHaveURL(/\/practice-subscription$/);

  // The subscription page says there is no plan yet and offers the trial.
  await page.goto('/practice-subscription');
  await expect(
    page.getByText('It seems you have not register your billing info yet.', { exact: false }),
  ).toBeVisible();
  const basic = page.getByRole('article', { name: /BASIC \(Individual\)/ });
  await expect(basic.getByText('$29 / month')).toBeVisible();
  await expectAccessible(page, 'subscription (no plan)');
  await expectReachableByTab(page, basic.getByRole('button', { name: 'START FREE TRIAL' }), {
    screenName: 'subscription',
  });
  await page.getByRole('tab', { name: 'Annually' }).click();
  await expect(basic.getByText('$290 / year')).toBeVisible();
  await page.getByRole('tab', { name: 'Monthly' }).click();

  // The trial starts without a card.
  await basic.getByRole('button', { name: 'START FREE TRIAL' }).click();
  await expect(page.getByText('Your free trial has started.', { exact: false })).toBeVisible();
  await expect(basic.getByText('Your plan')).toBeVisible();
  await expect(page.getByText('Your free trial is running.', { exact: false })).toBeVisible();
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  await expectAccessible(page, 'subscription (trialing)');

  // At once: a client invited and a session booked with them.
  await page.goto('/client-management');
  await page.getByRole('link', { name: 'Add New Client' }).click();
  const addClient = page.getByRole('dialog', { name: 'Add Client' });
  await addClient.getByLabel('Name').fill('Robin Client');
  await addClient.getByLabel('Email').fill(uniqueEmail('robin'));
  await addClient.getByRole('button', { name: 'Add Client' }).click();
  await expect(addClient).toBeHidden();
  await expect(page.getByRole('table', { name: 'Client List' }).getByText('Robin Client')).toBeVisible();

  await page.goto('/create-appointment');
  await page.getByLabel('Title').fill('first session');
  await page.getByLabel('Start date').fill(firstMondayOfNextMonth());
  await page.getByLabel('Start time').fill('10:00');
  await page.getByLabel('Start time').blur();
  await page.getByLabel('Robin Client').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('An appointment registration succeeded.')).toBeVisible();

  // The billing block: a declined card shows Stripe's message; a good one is saved.
  await page.goto('/settings-profile');
  const billing = page.getByRole('region', { name: 'Billing info and address' });
  await expect(billing.getByRole('button', { name: 'Update' })).toBeEnabled();
  await expectAccessible(page, 'profile billing block');
  await billing.getByLabel('Cardholder name').fill('Tessa Trial');
  await billing.getByLabel('Card number').fill('4000 0000 0000 0002');
  await billing.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await page.goto('/settings-profile');
  await billing.getByLabel('Cardholder name').fill('Tessa Trial');
  await billing.getByLabel('Card number').fill('4242 4242 4242 4242');
  await billing.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('The personal information updated successfully.')).toBeVisible();
  await expect(billing.getByText('A card is on file', { exact: false })).toBeVisible();

  // BASIC does not invite by text; ULTIMATE does; back to BASIC it does not again.
  let dialog = await textInviteDialog(page);
  await expect(dialog.getByText(UPGRADE)).toBeVisible();

  await page.goto('/practice-subscription');
  const ultimate = page.getByRole('article', { name: /ULTIMATE \(Individual\)/ });
  await ultimate.getByRole('link', { name: 'Choose this plan' }).click();
  const replace = page.getByRole('alertdialog', { name: 'Change your plan' });
  await expect(replace.getByText('A subscription already created!', { exact: false })).toBeVisible();
  await expectAccessible(page, 'replace plan dialog', { include: ['[role="alertdialog"]'] });
  await replace.getByRole('button', { name: 'Change plan' }).click();
  await expect(replace).toBeHidden();
  await expect(ultimate.getByText('Your plan')).toBeVisible();

  dialog = await textInviteDialog(page);
  await expect(dialog.getByText(UPGRADE)).toHaveCount(0);

  await page.goto('/practice-subscription');
  await basic.getByRole('link', { name: 'Choose this plan' }).click();
  await page
    .getByRole('alertdialog', { name: 'Change your plan' })
    .getByRole('button', { name: 'Change plan' })
    .click();
  await expect(basic.getByText('Your plan')).toBeVisible();
  dialog = await textInviteDialog(page);
  await expect(dialog.getByText(UPGRADE)).toBeVisible();
});
