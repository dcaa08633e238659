import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { addClient, newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { expectAccessible } from '../support/accessibility.js';
import { addTeamMember, setPracticePlan } from '../support/database.js';
import { acceptTerms, signIn } from '../support/pages.js';

// The audit log (issue 29, ADR 0049): a colleague opens a client's record; the practice's owner then reads that
// read in Settings > Security's audit log, filtered by the client, and downloads it as CSV.

test('an owner reads the audit log of a client’s record after a colleague opened it', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(120_000);
  const owner = newAccount('audra', 'Audra Keane');
  await registerVerifiedProvider(request, mailbox, settings, owner);
  await setPracticePlan(owner.email, 'month_team_ultimate');
  const colleague = { email: uniqueEmail('sam'), password: owner.password, name: 'Sam Colleague' };
  await addTeamMember(owner.email, { email: colleague.email, name: colleague.name, role: 'provider' });
  // The colleague's own client (a provider opens the records of the clients connected to it).
  await addClient(request, settings, colleague, { name: 'Rowan Audit', email: uniqueEmail('rowan') });
  await addClient(request, settings, colleague, { name: 'Other Person', email: uniqueEmail('other') });

  // The colleague opens Rowan's record in its own browser.
  const colleagueContext = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
  const colleaguePage = await colleagueContext.newPage();
  await signIn(colleaguePage, colleague);
  await colleaguePage.goto('/client-management');
  await colleaguePage
    .getByRole('table', { name: 'Client List' })
    .getByRole('link', { name: 'View Rowan Audit' })
    .click();
  await expect(colleaguePage.getByRole('heading', { name: 'Rowan Audit', level: 2 })).toBeVisible();
  await colleagueContext.close();

  // The owner filters the log by the client: the colleague's read is there, with its address.
  await signIn(page, owner);
  await acceptTerms(page);
  await page.goto('/settings-security');
  const card = page.getByRole('region', { name: 'Audit log' });
  await expect(card).toBeVisible();
  await card.getByLabel('Client', { exact: true }).selectOption({ label: 'Rowan Audit' });
  await card.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]client=[0-9a-f]{24}/);
  const table = card.getByRole('table', { name: 'Audit log' });
  const read = table
    .getByRole('row', { name: /Sam Colleague/ })
    .filter({ hasText: 'Opened the client’s profile' });
  await expect(read.first()).toContainText('Rowan Audit');
  await expect(read.first()).toContainText('(provider)');
  await expect(read.first()).toContainText(/127\.0\.0\.1|::1/);
  await expect(table).not.toContainText('Other Person');
  await expectAccessible(page, 'settings-security (audit log filtered by a client)');

  // The same entries as a file.
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('audit-log.csv');
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text as Buffer[]).toString('utf8');
  expect(csv).toContain('Sam Colleague,provider,Opened the client’s profile,Rowan Audit');

  // A filter that matches nothing says so.
  await card.getByLabel('From', { exact: true }).fill('2020-01-01');
  await card.getByLabel('To', { exact: true }).fill('2020-01-31');
  await card.getByRole('button', { name: 'Apply filters' }).click();
  await expect(card.getByText('No entries match these filters.')).toBeVisible();
});
