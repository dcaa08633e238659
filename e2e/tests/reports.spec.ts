import { readFile } from 'node:fs/promises';
import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { addClient, newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { expectAccessible, expectReachableByTab } from '../support/accessibility.js';
import { insertAppointment } from '../support/appointments-db.js';
import { connectE2eDatabase, setPracticePlan } from '../support/database.js';
import { acceptTerms, signIn } from '../support/pages.js';

// The appointment report (/reports, ADR 0038) of a practice that signs up in the test: first empty, then with
// the month's sessions held, missed and paid: the chart (ApexCharts, after the server's bars), the month's
// figures, the table sorted and paged, members.csv downloaded, and the page as it prints. axe on each state.

const ULTIMATE = 'month_individual_ultimate';

interface Held {
  providerEmail: string;
  clientEmail: string;
  start: Date;
  outcome: 'held' | 'no-show';
  paidCents?: number;
}

/**
 * A session of this month as the lifecycle leaves it: accepted by both sides, then held (the client came in,
 * the provider ended it) or missed (its time passed with nobody in the room). The provider screens cannot make
 * past sessions, so they are written into the database as the session day would have left them.
 */
async function sessionWith(input: Held): Promise<string> {
  const id = await insertAppointment({
    providerEmail: input.providerEmail,
    clientEmail: input.clientEmail,
    title: 'Weekly Session',
    start: input.start,
    minutes: 50,
    state: input.outcome === 'held' ? 5 : 6,
    isClientRequest: false,
    payment: (input.paidCents ?? 0) / 100,
  });
  const connection = await connectE2eDatabase();
  try {
    const held = input.outcome === 'held';
    await connection.execute(
      `UPDATE appointments SET accept_state = 1, actual_start = ?, actual_end = ?, paid_date = ? WHERE id = ?`,
      [
        held ? input.start : null,
        held ? new Date(input.start.getTime() + 50 * 60_000) : null,
        input.paidCents ? input.start : null,
        id,
      ],
    );
  } finally {
    await connection.end();
  }
  return id;
}

/** This month (UTC, the journeys' zone) as the report names it, and its first day at an hour. */
function thisMonth() {
  const now = new Date();
  const first = (day: number, hour: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), day, hour));
  const name = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    now,
  );
  return { at: first, name };
}

test('a practice reads its month: the chart, the figures, the table sorted and paged, members.csv and print', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(150_000);
  const account = newAccount('rhea', 'Rhea Quinn');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await setPracticePlan(account.email, ULTIMATE);
  await signIn(page, account);
  await acceptTerms(page);
  const month = thisMonth();

  // A new practice: clear empty states, no error.
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByText(`Number of Sessions, ${month.name}: 0`)).toBeVisible();
  await expect(page.getByText('You do not have any session.')).toBeVisible();
  await expect(page.getByText(/No session has been held, missed or cancelled this month yet/)).toBeVisible();
  await expectAccessible(page, 'reports (a new practice)');

  // The month's sessions: Ada's seven (one paid $80.00), Zed's five, two of them missed.
  const ada = uniqueEmail('ada');
  const zed = uniqueEmail('zed');
  await addClient(request, settings, account, { name: 'Ada Brook', email: ada });
  await addClient(request, settings, account, { name: 'Zed Cole', email: zed });
  for (let i = 0; i < 7; i += 1)
    await sessionWith({
      providerEmail: account.email,
      clientEmail: ada,
      start: month.at(1 + (i % 2), 8 + i),
      outcome: 'held',
      ...(i === 0 ? { paidCents: 8_000 } : {}),
    });
  for (let i = 0; i < 5; i += 1)
    await sessionWith({
      providerEmail: account.email,
      clientEmail: zed,
      start: month.at(2, 16 + i),
      outcome: i < 2 ? 'no-show' : 'held',
    });
  await page.reload();

  // The chart: the server's bars first, then ApexCharts in their place; the counts in a table for screen readers.
  await expect(page.getByText(`Number of Sessions, ${month.name}: 12`)).toBeVisible();
  const drawing = page.getByTestId('sessions-drawing');
  await expect(drawing.locator('svg.apexcharts-svg')).toBeVisible();
  await expect(page.getByTestId('sessions-bars')).toHaveCount(0);
  const perDay = page.getByRole('table', { name: `Sessions per day, ${month.name}` });
  await expect(perDay.getByRole('row', { name: /^Day 1 / }).getByRole('cell')).toHaveText('4');
  await expect(perDay.getByRole('row', { name: /^Day 2 / }).getByRole('cell')).toHaveText('8');

  // The month at a glance: 2 no-shows of 12 confirmed sessions, what was paid, the provider's utilisation.
  const glance = page.getByRole('region', { name: `${month.name} at a glance` });
  const figure = (label: string) => glance.getByText(label, { exact: true }).locator('..');
  await expect(figure('Sessions held')).toContainText('10');
  await expect(figure('No-show rate')).toContainText('16.7%');
  await expect(figure('No-show rate')).toContainText('2 of 12 confirmed sessions');
  await expect(figure('Paid')).toContainText('$80.00');
  const utilisation = page.getByRole('table', { name: 'Utilisation per provider this month' });
  await expect(utilisation.getByRole('row', { name: /Rhea Quinn/ })).toContainText('83.3%');

  // The table: ten a page, newest first; the pager goes to the last two.
  const report = page.getByRole('table', { name: 'Appointment report' });
  await expect(report.getByRole('row')).toHaveCount(11);
  await expect(page.getByText('Showing 1 to 10 of 12 entries')).toBeVisible();
  await page.getByRole('navigation', { name: 'Report pages' }).getByRole('link', { name: '2' }).click();
  await expect(page.getByText('Showing 11 to 12 of 12 entries')).toBeVisible();
  await expect(report.getByRole('row')).toHaveCount(3);

  // Sorting by the clients: ascending first (back to page 1), the same heading again turns it round.
  await page.getByRole('link', { name: 'Clients: sort ascending' }).click();
  await expect(page).toHaveURL(/\/reports\?sort=attendees$/);
  await expect(page.getByText('Showing 1 to 10 of 12 entries')).toBeVisible();
  await expect(report.getByRole('row').nth(1)).toContainText('Ada Brook');
  await page.getByRole('link', { name: 'Clients, sorted ascending: sort descending' }).click();
  await expect(page).toHaveURL(/\/reports\?sort=attendees&dir=-1$/);
  await expect(report.getByRole('row').nth(1)).toContainText('Zed Cole');

  // 25 a page: every row on one page, the sort kept.
  await page.getByLabel('Entries per page').selectOption('25');
  await expect(page).toHaveURL(/size=25/);
  await expect(page.getByText('Showing 1 to 12 of 12 entries')).toBeVisible();
  await expect(report.getByRole('row')).toHaveCount(13);
  await expect(report.getByRole('row').nth(12)).toContainText('Ada Brook');
  await expectAccessible(page, 'reports (a month of sessions)');
  await expectReachableByTab(page, page.getByRole('link', { name: 'Export CSV' }), { screenName: 'reports' });

  // members.csv: every row in the table's order.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('members.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
  expect(lines[0]).toBe(
    '\uFEFFProvider,Clients,Online,Start (UTC),End (UTC),Actual start (UTC),Actual end (UTC),Appointment type,Requested,Requested date (UTC),Paid (USD)',
  );
  expect(lines.slice(1, -1)).toHaveLength(12);
  expect(lines[1]).toContain('Rhea Quinn,Zed Cole,Online');
  expect(lines.slice(1, -1).filter((line) => line.endsWith(',80.00'))).toHaveLength(1);

  // Print: the browser's dialog is stood in for; on paper the menu, the header and the controls are gone.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByLabel('Entries per page')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(report).toBeVisible();
  await expect(page.getByText(`Number of Sessions, ${month.name}: 12`)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
});
