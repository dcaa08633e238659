import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { expectAccessible, expectReachableByTab } from '../support/accessibility.js';
import { insertAppointment } from '../support/appointments-db.js';
import { setPracticePlan } from '../support/database.js';
import { acceptTerms, signIn } from '../support/pages.js';
import { pngOf } from '../support/images.js';

// Client Management from a practice that signs up in the test: add a client, open the record, walk its eight
// tabs, write a formatted private note with a picture, edit the client's info and address, delete the client;
// and the dashboard's Client Enrollment. Every screen and dialog is checked with axe (WCAG 2.1 AA).

const ULTIMATE = 'month_individual_ultimate';
/** A small PNG (the API decodes and re-encodes every picture, so it must be a real one). */
const PNG = pngOf(8, 8, [23, 105, 127]);

const recordTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: /^Details of / }).getByRole('tab', { name, exact: true });

test('a therapist adds a client, walks the record, writes a private note with a picture, edits and deletes the client', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  // The whole record in one journey: about a minute on a quiet machine, as long as the team journey's.
  test.setTimeout(180_000);
  const account = newAccount('lena', 'Lena Brooks');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await setPracticePlan(account.email, ULTIMATE);
  await signIn(page, account);
  await acceptTerms(page);

  // The side menu leads to the list; a new practice has nobody yet.
  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/client-management$/);
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(page.getByText('You do not have any clients yet.')).toBeVisible();
  await expectAccessible(page, 'client list (empty)');

  // Add New Client: the Add Client dialog.
  const clientEmail = uniqueEmail('rowan');
  await page.getByRole('link', { name: 'Add New Client' }).click();
  const addClient = page.getByRole('dialog', { name: 'Add Client' });
  await expect(addClient).toBeVisible();
  await expectAccessible(page, 'Add Client dialog', { include: ['[role="dialog"]'] });
  await addClient.getByLabel('Name').fill('Rowan Ellis');
  await addClient.getByLabel('Email').fill(clientEmail);
  await addClient.getByLabel('Phone').fill('15550100001');
  await addClient.getByRole('button', { name: 'Add Client' }).click();
  await expect(addClient).toBeHidden();
  const list = page.getByRole('table', { name: 'Client List' });
  const row = list.getByRole('row', { name: /Rowan Ellis/ });
  // The phone with dashes after the 3rd and 6th digits.
  await expect(row).toContainText('155-501-00001');
  await expect(row).toContainText(clientEmail);
  await expectAccessible(page, 'client list');

  // The record opens under the list, on User Info.
  await row.getByRole('link', { name: 'View Rowan Ellis' }).click();
  await expect(page).toHaveURL(/\/client-management\/1-[0-9a-f]{24}$/);
  const clientId = new URL(page.url()).pathname.split('-').pop()!;
  await expect(page.getByRole('heading', { name: 'Rowan Ellis', level: 2 })).toBeVisible();
  await expect(recordTab(page, 'User Info')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Phone')).toHaveValue('15550100001');
  await expect(page.getByLabel('Repeat Reminders')).toHaveValue('0');
  await expectAccessible(page, 'client record: User Info');

  // User Info: age, gender, phone, Repeat Reminders.
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Age').fill('34');
  await page.getByLabel('Phone').fill('15550100002');
  await page.getByLabel('Repeat Reminders').selectOption({ label: '2 Hours' });
  await page.getByRole('button', { name: 'Update User Info' }).click();
  await expect(page.getByRole('status').filter({ hasText: /updated successfully/ })).toBeVisible();
  await expect(page.getByLabel('Age')).toHaveValue('34');
  await expect(page.getByLabel('Gender')).toHaveValue('Female');
  await expect(page.getByLabel('Repeat Reminders')).toHaveValue('2');
  await expect(list.getByRole('row', { name: /Rowan Ellis/ })).toContainText('155-501-00002');

  // Show more: the address, US and Alabama by default; the state is a US state.
  await page.getByText('Show more').click();
  await expect(page.getByLabel('Country')).toHaveValue('US');
  await expect(page.getByLabel('State/Province/Region')).toHaveValue('Alabama');
  await page.getByLabel('Address line 1').fill('12 Harbor St');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State/Province/Region').selectOption('Oregon');
  await page.getByLabel('ZIP/Postal code').fill('97201');
  await expectAccessible(page, 'client record: address');
  await page.getByRole('button', { name: 'Update Address Info' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your address has updated successfully.' }),
  ).toBeVisible();
  await page.getByText('Show more').click();
  await expect(page.getByLabel('City')).toHaveValue('Portland');
  await expect(page.getByLabel('State/Province/Region')).toHaveValue('Oregon');

  // The tabs by keyboard: arrows move, Enter opens.
  await recordTab(page, 'User Info').focus();
  await page.keyboard.press('ArrowRight');
  await expect(recordTab(page, 'Appointments')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?tab=appointments$/);
  await expect(recordTab(page, 'Appointments')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('There is no appointment made with this client, yet.')).toBeVisible();
  await expectAccessible(page, 'client record: Appointments (empty)');

  // Two sessions with the client, whatever today's date: one the client asked for, accepted, tomorrow (under
  // Requested, and among the Sessions); one finished yesterday (among the Clinical Notes).
  const hour = 60 * 60_000;
  await insertAppointment({
    providerEmail: account.email,
    clientEmail,
    title: 'Check-in',
    start: new Date(Date.now() + 24 * hour),
    minutes: 50,
    state: 2,
    isClientRequest: true,
    payment: 90,
  });
  await insertAppointment({
    providerEmail: account.email,
    clientEmail,
    title: 'Intake',
    start: new Date(Date.now() - 24 * hour),
    minutes: 60,
    state: 5,
    isClientRequest: false,
    payment: 40,
  });
  await page
    .getByRole('tablist', { name: 'Appointments of this client' })
    .getByRole('tab', { name: 'Requested' })
    .click();
  await expect(page).toHaveURL(/filter=requested/);
  const appointment = page
    .getByRole('table', { name: 'Appointments with this client' })
    .getByRole('row')
    .nth(1);
  await expect(appointment).toContainText('$90.00');
  await expect(appointment).toContainText('Requested');
  await expect(
    appointment.getByRole('link', { name: /^Accepted: go to the session Check-in/ }),
  ).toHaveAttribute('href', /^\/room\/[0-9a-f]{24}$/);
  await expectAccessible(page, 'client record: Appointments');

  await recordTab(page, 'Sessions').click();
  const sessions = page.getByRole('table', { name: 'Sessions with this client' });
  await expect(sessions.getByRole('row').nth(1)).toContainText('Rowan Ellis');
  await expectAccessible(page, 'client record: Sessions');
  await sessions.getByRole('link', { name: /view the session note of/ }).click();
  const noteDialog = page.getByRole('dialog', { name: 'View the session note' });
  await expect(noteDialog).toContainText(account.name);
  await expect(noteDialog).toContainText('Rowan Ellis');
  await expectAccessible(page, 'View the session note dialog', { include: ['[role="dialog"]'] });
  await noteDialog.getByRole('button', { name: 'Update' }).click();
  await expect(noteDialog.getByText('Please input the note.')).toBeVisible();
  await noteDialog.getByRole('textbox', { name: 'Note' }).fill('Plan for the first session.');
  await noteDialog.getByRole('button', { name: 'Update' }).click();
  // Not started yet: the API's message, in the dialog.
  await expect(noteDialog.getByRole('alert')).toContainText('This session has not started yet.');
  await noteDialog.getByRole('link', { name: 'Cancel' }).click();
  await expect(noteDialog).toBeHidden();

  await recordTab(page, 'Payments').click();
  await expect(page.getByText('You do not have any payment history.')).toBeVisible();
  await expectAccessible(page, 'client record: Payments');

  await recordTab(page, 'Messages').click();
  await expect(page.getByText('There is no the message with Rowan Ellis')).toBeVisible();
  await expectAccessible(page, 'client record: Messages');

  await recordTab(page, 'Documents').click();
  await expect(page.getByText('There is no document shared with Rowan Ellis')).toBeVisible();
  await expectAccessible(page, 'client record: Documents');

  await recordTab(page, 'Clinical Notes').click();
  await expect(page.getByRole('table', { name: 'Clinical notes of this client' })).toContainText(
    'No note yet',
  );
  await expectAccessible(page, 'client record: Clinical Notes');

  // Private Notes: New Note first; a formatted note with a picture.
  await recordTab(page, 'Private Notes').click();
  await expect(page.getByRole('tab', { name: 'New Note' })).toHaveAttribute('aria-selected', 'true');
  const editor = page.getByRole('textbox', { name: 'New note' });
  await expect(editor).toBeVisible();
  await expectAccessible(page, 'client record: Private Notes editor');
  await expectReachableByTab(page, page.getByRole('button', { name: 'Publish' }), {
    screenName: 'note editor',
  });
  await editor.click();
  const toolbar = page.getByRole('toolbar', { name: 'Note formatting' });
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Sleep improved');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' after the new routine.');
  await page.keyboard.press('Enter');
  const chooser = page.waitForEvent('filechooser');
  await toolbar.getByRole('button', { name: 'Insert an image' }).click();
  await (await chooser).setFiles({ name: 'sleep-chart.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.locator('img')).toHaveAttribute('src', /^\/files\/[0-9a-f]{24}$/);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The notes registration succeeded.' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Previous Notes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Sleep improved after the new routine.')).toBeVisible();
  await expectAccessible(page, 'client record: Previous Notes');

  // Opened again: the bold text and the picture, which the browser can load.
  await page.getByRole('link', { name: /^Edit the note of / }).click();
  const opened = page.getByRole('textbox', { name: /^Note of / });
  await expect(opened.locator('strong')).toHaveText('Sleep improved');
  const picture = opened.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/files\/[0-9a-f]{24}$/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const noteUrl = page.url();

  // Without JavaScript the note is still there (the server's sanitised HTML) and the page says why it can't be edited.
  const noScript = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noScript.newPage();
  await plain.goto(noteUrl);
  await expect(plain.locator('strong', { hasText: 'Sleep improved' })).toBeVisible();
  await expect(plain.getByText('The note editor needs JavaScript.')).toBeVisible();
  await noScript.close();

  // Delete asks first.
  await page.getByRole('link', { name: 'Delete', exact: true }).click();
  const deleteNote = page.getByRole('alertdialog', { name: 'Delete Note' });
  await expect(deleteNote).toContainText('Do you want to delete this note really?');
  await expectAccessible(page, 'Delete Note dialog', { include: ['[role="alertdialog"]'] });
  await deleteNote.getByRole('link', { name: 'Cancel' }).click();
  await expect(deleteNote).toBeHidden();

  // Deleting the client: its confirmation, then the list with the API's message.
  await page.goto(`/client-management?delete=${clientId}`);
  const deleteClient = page.getByRole('alertdialog', { name: 'Delete Client' });
  await expect(deleteClient).toContainText('Rowan Ellis');
  await expectAccessible(page, 'Delete Client dialog', { include: ['[role="alertdialog"]'] });
  await deleteClient.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/client-management$/);
  await expect(page.getByRole('status').filter({ hasText: 'Deleted the user successfully' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Rowan Ellis/ })).toHaveCount(0);
});

test('Client Enrollment lists a contact request, approves one and declines another after asking', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  const account = newAccount('omar', 'Omar Haddad');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await setPracticePlan(account.email, ULTIMATE);
  const login = await request.post(`${settings.apiUrl}/api/api/users/login`, {
    data: { email: account.email, password: account.password },
  });
  const providerId = (await login.json()).results._id as string;
  const requester = { name: 'Ines Moreau', email: uniqueEmail('ines') };
  const other = { name: 'Tariq Bell', email: uniqueEmail('tariq') };
  for (const person of [requester, other]) {
    const sent = await request.post(`${settings.apiUrl}/api/api/users/request-client`, {
      data: { ...person, provider_id: providerId, msg: 'I would like weekly sessions.' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  }

  await signIn(page, account);
  await acceptTerms(page);
  const panel = page.getByRole('region', { name: 'Client Enrollment' });
  await expect(panel.getByText('Ines Moreau')).toBeVisible();
  await expect(panel.getByText('Tariq Bell')).toBeVisible();

  await panel.getByRole('button', { name: 'Approve the request of Ines Moreau' }).click();
  await expect(page.getByRole('status').filter({ hasText: /succeed/ })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Ines Moreau' })).toContainText('Accepted');
  // The requester is e-mailed a link to register as a client.
  await mailbox.waitForMail(requester.email, /./);

  await panel.getByRole('link', { name: 'Decline the request of Tariq Bell' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Request' });
  await expect(confirm).toContainText('Do you want to delete this request really?');
  await expectAccessible(page, 'Delete Request dialog', { include: ['[role="alertdialog"]'] });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'This request has deleted successfully.' }),
  ).toBeVisible();
  await expect(panel.getByText('Tariq Bell')).toHaveCount(0);
  await expectAccessible(page, 'dashboard with Client Enrollment');
});
