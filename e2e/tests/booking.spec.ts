import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { expectAccessible, expectReachableByTab } from '../support/accessibility.js';
import { newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { setPracticePlan } from '../support/database.js';
import { acceptTerms, signIn } from '../support/pages.js';
import { allowRequests, createAppointmentType, saveWeekdayHours } from '../support/scheduling.js';

// Booking by link (issue 30, ADR 0054): a new practice sets its hours and allows requests; a visitor in another
// time zone books from the public page; the request appears on the provider's dashboard (where the e-mail leads)
// and is approved there; the visitor is e-mailed the answer.

test('a visitor books from the public page in another time zone; the request appears on the provider’s dashboard and is approved there', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(240_000);
  const provider = newAccount('maya', 'Maya Patel');
  await registerVerifiedProvider(request, mailbox, settings, provider);
  await setPracticePlan(provider.email, 'month_individual_ultimate');
  await signIn(page, provider);
  await acceptTerms(page);

  // A type clients may request, weekday hours, no notice, and requests allowed.
  await createAppointmentType(page, 'intake');

  await saveWeekdayHours(page, 'Intake');

  // No link while requests are off; then allowed, the link to copy.
  await page.goto('/scheduling-calendar-view');
  await expect(page.getByLabel('Your booking page')).toHaveCount(0);
  const link = await allowRequests(page);
  expect(link).toMatch(/\/book\/maya-patel-[a-z2-9]{4}$/);

  // The visitor, in Kolkata, on a phone: the page fills in the browser's zone.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: 'Asia/Kolkata',
    locale: 'en-US',
  });
  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Book a session with Maya Patel' })).toBeVisible();
  // Chromium names the zone by its older name, Asia/Calcutta: either is the visitor's.
  await expect(visitor.getByText(/^Times in Asia\/(Kolkata|Calcutta);/)).toBeVisible();
  await expect(visitor).toHaveURL(/zone=Asia%2F(Kolkata|Calcutta)/);
  const first = visitor.getByRole('radio').first();
  await expectAccessible(visitor, 'booking page');
  await expectReachableByTab(visitor, first, { screenName: 'booking page' });
  // By keyboard: the first time, then the next one with an arrow key.
  await first.focus();
  await visitor.keyboard.press('Space');
  await visitor.keyboard.press('ArrowDown');
  const chosen = visitor.getByRole('radio').nth(1);
  await expect(chosen).toBeChecked();
  const chosenLabel = (
    await visitor.locator(`label[for="${await chosen.getAttribute('id')}"]`).innerText()
  ).trim();
  const email = uniqueEmail('jordan');
  await visitor.getByLabel('Name').fill('Jordan Lee');
  await visitor.getByLabel('E-mail').fill(email);
  await visitor.getByLabel('Phone').fill('+91 98765 43210');
  await visitor.getByRole('button', { name: 'Request this time' }).click();
  await expect(visitor.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expect(
    visitor.getByText(new RegExp(`at ${chosenLabel} \\(Asia/(Kolkata|Calcutta)\\)`)),
  ).toBeVisible();
  await expectAccessible(visitor, 'booking page sent');

  // The provider is told by e-mail, follows its link to the dashboard, and approves the request from the
  // Appointments panel (ADR 0054), in a browser without JavaScript: a plain form to the Requested view's action.
  const told = await mailbox.waitForMail(provider.email, /Appointment Request/);
  const dashboardLink = told.links.find((href) => /\/dashboard$/.test(href));
  expect(dashboardLink, told.text).toBeTruthy();
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(dashboardLink!);
  const panel = plain.getByRole('region', { name: 'Appointments' });
  const row = panel.getByRole('listitem').filter({ hasText: 'Jordan Lee' });
  await expect(row).toContainText('Requested');
  await expect(row.getByRole('button', { name: 'Decline Intake' })).toBeVisible();
  await row.getByRole('button', { name: 'Approve Intake' }).click();
  await expect(plain).toHaveURL(/\/dashboard$/);
  // Answered: the session stays in the panel, accepted (its price is due), without the two buttons.
  await expect(row).toContainText('Accepted');
  await expect(row.getByRole('button', { name: 'Approve Intake' })).toHaveCount(0);
  await noScript.close();
  // The same answer on the Appointments screen's Requested view, where the request was always listed.
  await page.goto('/appointment?view=requested');
  await expect(page.getByText('Jordan Lee').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve Intake' })).toHaveCount(0);

  // The visitor hears the answer, with a link to choose a password.
  const approval = await mailbox.waitForMail(email, /Appointment approved/);
  expect(approval.links.some((href) => href.includes('/reset-password/'))).toBe(true);
  await context.close();
});
