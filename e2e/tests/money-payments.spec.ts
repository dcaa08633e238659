import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { expectScreenAccessible } from '../support/accessibility.js';
import type { Account } from '../support/accounts.js';
import { addClient, newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { acceptTerms, signIn, startFreeTrial } from '../support/pages.js';
import type { E2eSettings } from '../support/settings.js';

// Getting paid (issue 26): a practice that signs up in the test starts its card-less trial of ULTIMATE, as a new
// customer does, connects its payout account through Stripe's onboarding (the fake's page), invoices two
// sessions; one client pays from its home, the other from the e-mailed link without signing in, and the payments
// show in both histories. /payments, the invoice modal, the pay pages and the client home's invoices pass axe and
// are reached by Tab.

async function check(page: Page, screenName: string, mainAction: Locator, include?: string[]) {
  await test.step(screenName, async () => {
    await expectScreenAccessible(page, screenName, mainAction, include ? { include } : {});
  });
}

async function apiLogin(
  request: APIRequestContext,
  settings: E2eSettings,
  who: { email: string; password: string },
) {
  const login = await request.post(`${settings.apiUrl}/api/api/users/login`, {
    data: { email: who.email, password: who.password, role: 'any' },
  });
  const answer = await login.json();
  return { token: answer.results.token as string, id: answer.results._id as string };
}

/** A client the provider added, who set its password from the e-mailed link. */
async function newClient(
  request: APIRequestContext,
  settings: E2eSettings,
  mailbox: {
    waitForLink: (to: string, subject: RegExp, options?: { linkMatch?: string }) => Promise<string>;
  },
  provider: Account,
  browser: Browser,
  name: string,
) {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  await addClient(request, settings, provider, { name, email });
  const link = await mailbox.waitForLink(email, /Invite/, { linkMatch: '/reset-password/' });
  const context = await browser.newContext({ timezoneId: 'America/New_York', locale: 'en-US' });
  const page = await context.newPage();
  const password = `${name} pays 2026`;
  await page.goto(link);
  await page.getByLabel('New Password').fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'CHANGE' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const { id, token } = await apiLogin(request, settings, { email, password });
  return { email, password, id, token, page };
}

/** The provider books a priced session with a client two days ahead (through the API, as the modal posts it). */
async function bookPriced(
  request: APIRequestContext,
  settings: E2eSettings,
  providerToken: string,
  {
    clientId,
    title,
    payment,
    daysAhead,
  }: { clientId: string; title: string; payment: number; daysAhead: number },
) {
  const start = new Date(Math.ceil((Date.now() + daysAhead * 86_400_000) / 3_600_000) * 3_600_000);
  const booked = await request.post(`${settings.apiUrl}/api/api/appointments/create-appointment`, {
    data: {
      title,
      invitees_id: [clientId],
      online: true,
      all_day: false,
      recurring: false,
      payment,
      start_time: start.getTime(),
      end_time: start.getTime() + 50 * 60_000,
      time_distance: 50,
    },
    headers: { authorization: `Bearer ${providerToken}` },
  });
  expect((await booked.json()).msg, await booked.text()).toBe('An appointment registration succeeded.');
}

/** Types a test card into the card field (Stripe's element, or the fake's stand-in) and pays. */
async function payByCard(page: Page, amount: string) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

test('a practice gets paid: payouts onboarded, one client pays from its home, another from the e-mailed link', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(240_000);
  const provider = newAccount('ines', 'Ines Carvalho');
  await registerVerifiedProvider(request, mailbox, settings, provider);
  await signIn(page, provider);
  await acceptTerms(page);
  await startFreeTrial(page, 'ULTIMATE (Individual)');

  // No payout account yet: the warning, its details, and Stripe's onboarding (the fake's page) and back.
  await page.goto('/payments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoices and Payments');
  await expect(page.getByText('No Stripe Connect account!')).toBeVisible();
  await expect(
    page.getByText(
      'You do not have any outstanding payment requests. Click the create button above and to the right to get started.',
    ),
  ).toBeVisible();
  await check(page, 'payments (no payout account)', page.getByRole('link', { name: 'See details' }));
  await page.getByRole('link', { name: 'See details' }).click();
  const details = page.getByRole('dialog', { name: 'Your payout account' });
  const setUp = details.getByRole('button', { name: 'Set up payouts with Stripe' });
  await check(page, 'payout details', setUp, ['[data-modal-dialog]']);
  await setUp.click();
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(page).toHaveURL(/\/payments\?onboarding=return$/);
  await expect(page.getByText('Your payout account is ready')).toBeVisible();
  await expect(page.getByText('No Stripe Connect account!')).toHaveCount(0);

  // Two clients, each with a priced session they accept.
  const providerApi = await apiLogin(request, settings, provider);
  const ana = await newClient(request, settings, mailbox, provider, browser, 'Ana Souza');
  const ben = await newClient(request, settings, mailbox, provider, browser, 'Ben Okoro');
  await bookPriced(request, settings, providerApi.token, {
    clientId: ana.id,
    title: 'Weekly session',
    payment: 85,
    daysAhead: 2,
  });
  await bookPriced(request, settings, providerApi.token, {
    clientId: ben.id,
    title: 'Intake',
    payment: 150,
    daysAhead: 3,
  });
  await bookPriced(request, settings, providerApi.token, {
    clientId: ana.id,
    title: 'Follow-up',
    payment: 95,
    daysAhead: 4,
  });

  // Ana approves from her home; her invoices are due there, each with Pay.
  const anaPage = ana.page;
  await anaPage.getByLabel('Email').fill(ana.email);
  await anaPage.getByLabel('Password').fill(ana.password);
  await anaPage.getByRole('button', { name: 'LOGIN' }).click();
  await expect(anaPage).toHaveURL(/\/home$/);
  await acceptTerms(anaPage);
  const toAnswer = anaPage.getByRole('region', { name: 'Sessions to answer' });
  for (const title of ['Weekly Session', 'Follow-up']) {
    const approve = toAnswer.getByRole('button', { name: new RegExp(`^Approve ${title}`) });
    await approve.click();
    // Each approval's own answer: its session leaves the list (the first one's toast may still be showing).
    await expect(approve).toHaveCount(0);
    await expect(anaPage.getByText('The appointment has been accepted successfully.').last()).toBeVisible();
  }
  const due = anaPage.getByRole('region', { name: 'Invoices due' });
  const payWeekly = due.getByRole('link', { name: /^Pay \$85\.00 for Weekly Session/ });
  await check(anaPage, 'client home with invoices due', payWeekly);
  await payWeekly.click();
  await expect(anaPage).toHaveURL(/\/home\/pay\/[0-9a-f]{24}$/);
  const payButton = anaPage.getByRole('button', { name: 'Pay $85.00' });
  await expect(payButton).toBeEnabled();
  await check(anaPage, 'client pay page', payButton);
  await payByCard(anaPage, '$85.00');
  await expect(anaPage).toHaveURL(/\/home$/);
  await expect(anaPage.getByText('Thank you. Your payment succeeded.')).toBeVisible();
  await expect(anaPage.getByRole('region', { name: 'Payment history' })).toContainText(
    '$85.00 · Weekly Session',
  );
  await expect(due.getByRole('link', { name: /^Pay \$85\.00/ })).toHaveCount(0);

  // Ben accepts through his app; the invoice e-mail's link pays without signing in, in a browser of its own.
  const sessions = await request.post(`${settings.apiUrl}/api/api/appointments/get-request-appointment`, {
    data: { id: ben.id, role: 'client' },
    headers: { authorization: `Bearer ${ben.token}` },
  });
  const intake = ((await sessions.json()).results as Array<{ _id: string; title: string }>).find(
    (a) => a.title === 'Intake',
  )!;
  await request.post(`${settings.apiUrl}/api/api/appointments/accept-appointment`, {
    data: { id: intake._id, role: 'client' },
    headers: { authorization: `Bearer ${ben.token}` },
  });
  const payLink = await mailbox.waitForLink(ben.email, /Invoice from/, { linkMatch: '/pay/' });
  const stranger = await (await browser.newContext({ timezoneId: 'Europe/Lisbon' })).newPage();
  await stranger.goto(payLink);
  await expect(stranger.getByRole('heading', { name: 'Pay your invoice' })).toBeVisible();
  await expect(stranger.getByText('$150.00', { exact: true })).toBeVisible();
  const payLinkButton = stranger.getByRole('button', { name: 'Pay $150.00' });
  await expect(payLinkButton).toBeEnabled();
  await check(stranger, 'pay link page', payLinkButton);
  await payByCard(stranger, '$150.00');
  await expect(stranger.getByRole('heading', { name: 'Invoice paid' })).toBeVisible();
  await expect(stranger.getByText('This invoice has been paid. Thank you.')).toBeVisible();

  // The provider's history has both payments; the open invoice's modal.
  await page.goto('/payments?tab=payment');
  const history = page.getByRole('region', { name: 'Payments' });
  await expect(history.getByRole('row', { name: /Ana Souza/ })).toContainText('$85.00');
  await expect(history.getByRole('row', { name: /Ben Okoro/ })).toContainText('$150.00');
  await check(
    page,
    'payments history',
    history.getByRole('link', { name: /^Refund the payment of Ana Souza/ }),
  );
  await page.goto('/payments');
  await page.getByRole('link', { name: /^Edit the invoice of Ana Souza/ }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Invoice' });
  await expect(modal.getByLabel('Price (USD)')).toHaveValue('95');
  await check(page, 'invoice modal', modal.getByRole('button', { name: 'Update' }), ['[data-modal-dialog]']);
  await modal.getByLabel('Description').fill('Follow-up and a short report');
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('The invoice has updated successfully.')).toBeVisible();
});
