import { expect, test } from '../fixtures/index.js';
import { expectAccessible } from '../support/accessibility.js';
import { newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { setPracticePlan } from '../support/database.js';
import { acceptTerms, signIn } from '../support/pages.js';
import { allowRequests, createAppointmentType, saveWeekdayHours } from '../support/scheduling.js';

// Offices (issue 30, ADR 0055): a practice that signed up a minute ago adds an office, turns in-office sessions
// on, names the office for its in-person hours, and a visitor sees the office's name and address on the booking
// page; the office can not be deleted while the hours name it.

const PLACE = 'Harbor Light — 12 Main Street, Suite 4, Birmingham, Alabama 35203';

test('an owner adds an office, attaches it to in-person hours, and the booking page shows where', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(240_000);
  const owner = newAccount('olive', 'Olive Office');
  await registerVerifiedProvider(request, mailbox, settings, owner);
  await setPracticePlan(owner.email, 'month_individual_ultimate');
  await signIn(page, owner);
  await acceptTerms(page);

  // No office yet; Add Office by keyboard.
  await page.goto('/practice-offices');
  await expect(page.getByText('The practice has no office yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Add Office' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Office' });
  await expect(dialog.getByLabel('Office name')).toBeFocused();
  await dialog.getByLabel('Office name').fill('Harbor Light');
  await dialog.getByLabel('Phone').fill('(205) 555-0134');
  await dialog.getByLabel('Address line 1').fill('12 main street');
  await dialog.getByLabel('Address line 2').fill('suite 4');
  await dialog.getByLabel('City').fill('birmingham');
  await dialog.getByLabel('ZIP/Postal code').fill('35203');
  await dialog.getByRole('button', { name: 'Add Office' }).click();
  await expect(page.getByText('The office has been added.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Harbor Light/ })).toContainText(
    '12 Main Street, Suite 4, Birmingham, Alabama 35203',
  );
  await page.getByRole('button', { name: 'Turn in-office sessions on' }).click();
  await expect(page.getByText('In-office sessions are on.').first()).toBeVisible();

  // A type clients may request; weekday hours in person at the office, no notice.
  await createAppointmentType(page, 'intake');

  await saveWeekdayHours(page, 'Intake', 'Harbor Light');
  await expect(page.getByRole('group', { name: 'Monday, range 1' }).getByLabel('Office')).toHaveValue(
    /^[0-9a-f]{24}$/,
  );

  // The office is named by the hours: it can not be deleted.
  await page.goto('/practice-offices');
  await page.getByRole('link', { name: 'Delete Harbor Light' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Office' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    'This office is in the working hours of Olive Office. Choose another office for those hours first.',
  );
  await confirm.getByRole('link', { name: 'Cancel' }).click();

  // Requests allowed: the visitor's booking page says where each in-person time is.
  const link = await allowRequests(page);

  const context = await browser.newContext({ timezoneId: 'America/Chicago', locale: 'en-US' });
  try {
    const visitor = await context.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { name: 'Book a session with Olive Office' })).toBeVisible();
    await expect(visitor.getByText(PLACE).first()).toBeVisible();
    await expectAccessible(visitor, 'booking page with an office');
  } finally {
    await context.close();
  }
});
