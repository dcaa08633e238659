import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { registerVerifiedProvider } from '../support/accounts.js';
import { insertAppointment } from '../support/appointments-db.js';
import { setPracticePlan } from '../support/database.js';
import { acceptTerms, firstMondayOfNextMonth, signIn } from '../support/pages.js';

test('a therapist plans a recurring session from a type, sees it in every view, edits it and handles requests', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  const account = {
    email: uniqueEmail('mary'),
    password: 'a calm week 2026',
    name: 'Mary Jackson',
    practiceName: 'Langley Counseling',
  };
  await registerVerifiedProvider(request, mailbox, settings, account);
  await setPracticePlan(account.email, 'month_individual_ultimate');
  const login = await request.post(`${settings.apiUrl}/api/api/users/login`, {
    data: { email: account.email, password: account.password },
  });
  const token = (await login.json()).results.token as string;
  const clientEmail = uniqueEmail('sam');
  const added = await request.post(`${settings.apiUrl}/api/api/users/accept-request`, {
    data: { add_role: 'client', name: 'Sam Rivera', email: clientEmail },
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await added.json()).msg).toBe('Your invitation has succeed.');

  await signIn(page, account);
  await acceptTerms(page);

  // An appointment type: create, edit, and later delete another.
  await page.goto('/appointment-type');
  await expect(page.getByText('You do not have any appointment types.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Create Appointment Type' }).click();
  const typeModal = page.getByRole('dialog', { name: 'Create Appointment Type' });
  await typeModal.getByLabel('Name').fill('intake session');
  await typeModal.getByLabel('Default Length (minutes)').fill('40');
  await typeModal.getByLabel('Default Amount (USD)').fill('90');
  await typeModal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The appointment type has created successfully.')).toBeVisible();
  await expect(page.getByText('Intake Session', { exact: true })).toBeVisible();

  // A weekly series from the type.
  const startDate = firstMondayOfNextMonth();
  await page.goto('/create-appointment');
  await page.getByLabel('Title').fill('weekly check-in');
  await page.getByLabel('Appointment type').selectOption({ label: 'Intake Session (40 min, $90.00)' });
  await page.getByLabel('Start date').fill(startDate);
  await page.getByLabel('Start time').fill('10:00');
  await page.getByLabel('Start time').blur();
  await page.getByLabel('Sam Rivera').check();
  await page.getByLabel('Recurring').check();
  await expect(page.getByLabel('Repeat every (days)')).toHaveValue('7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('An appointment registration succeeded.')).toBeVisible();

  // Every view shows it: the month grid (three Mondays), the month list, the week and the day.
  await page.goto(`/appointment?view=list&date=${startDate}`);
  await expect(page.getByText(/Weekly Check-in/i)).toHaveCount(3);
  await page.goto(`/appointment?view=month&date=${startDate}`);
  await expect(page.getByText(/Weekly Check-in/i)).toHaveCount(3);
  await page.goto(`/appointment?view=week&date=${startDate}`);
  await expect(page.getByText(/Weekly Check-in/i)).toHaveCount(1);
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page.getByText(/Weekly Check-in/i)).toHaveCount(1);
  await page.goto(`/appointment?view=day&date=${startDate}`);
  await expect(page.getByText(/Weekly Check-in/i)).toHaveCount(1);
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page.getByText(/Weekly Check-in/i)).toHaveCount(0);
  await page.getByRole('link', { name: 'Previous' }).click();
  await page.getByRole('link', { name: 'Today' }).click();
  await expect(page).toHaveURL(/\/appointment/);

  // Edit the first occurrence.
  await page.goto(`/appointment?view=day&date=${startDate}`);
  await page
    .getByText(/Weekly Check-in/i)
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
  await expect(edit).toBeVisible();
  await edit.getByLabel('Title').fill('first check-in');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('An appointment has updated successfully')).toBeVisible();
  await page.goto(`/appointment?view=day&date=${startDate}`);
  await expect(page.getByText(/First Check-in/i)).toBeVisible();

  // A past one opens read-only and says when it finished.
  const yesterday = new Date(Date.now() - 26 * 3_600_000);
  await insertAppointment({
    providerEmail: account.email,
    clientEmail,
    title: 'Past Session',
    start: yesterday,
    minutes: 30,
    state: 6,
    isClientRequest: false,
  });
  await page.goto(`/appointment?view=day&date=${yesterday.toISOString().slice(0, 10)}`);
  await page
    .getByText(/Past Session/)
    .first()
    .click();
  const view = page.getByRole('dialog', { name: 'View Appointment' });
  await expect(view).toBeVisible();
  await expect(view.getByText(/This appointment has already finished on/)).toBeVisible();
  await expect(view.getByLabel('Title')).toBeDisabled();

  // Client requests: approve one, decline the other.
  const soon = new Date(Date.now() + 3 * 24 * 3_600_000);
  await insertAppointment({
    providerEmail: account.email,
    clientEmail,
    title: 'Request One',
    start: soon,
    minutes: 30,
    state: 1,
    isClientRequest: true,
  });
  await insertAppointment({
    providerEmail: account.email,
    clientEmail,
    title: 'Request Two',
    start: new Date(soon.getTime() + 3_600_000),
    minutes: 30,
    state: 1,
    isClientRequest: true,
  });
  await page.goto('/appointment?view=requested');
  await page.getByRole('button', { name: 'Approve Request One' }).click();
  await expect(page.getByText('The appointment has been accepted successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve Request One' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Decline Request Two' }).click();
  await expect(page.getByText('This appointment has deleted successfully.')).toBeVisible();
  await expect(page.getByText('Request Two')).toHaveCount(0);

  // Edit and delete the type.
  await page.goto('/appointment-type');
  await page.getByRole('link', { name: 'Edit Intake Session' }).click();
  const typeEdit = page.getByRole('dialog', { name: 'Edit Appointment Type' });
  await typeEdit.getByLabel('Default Length (minutes)').fill('50');
  await typeEdit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('The appointment type has updated successfully.')).toBeVisible();
  await page.getByRole('link', { name: 'Edit Intake Session' }).click();
  await page
    .getByRole('dialog', { name: 'Edit Appointment Type' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('The appointment type has deleted successfully.')).toBeVisible();
  await expect(page.getByText('You do not have any appointment types.', { exact: false })).toBeVisible();
});
