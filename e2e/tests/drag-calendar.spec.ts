import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { expectAccessible, expectReachableByTab } from '../support/accessibility.js';
import { addClient, newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { setPracticePlan } from '../support/database.js';
import { acceptTerms, firstMondayOfNextMonth, signIn } from '../support/pages.js';

/*
 * The draggable week view (issue 30, ADR 0053). The provider signs in from a browser in Kolkata (the session's
 * zone), then works from a browser whose machine is in New York: the calendar must place and save times in
 * Kolkata's wall clock, never the machine's. What was saved is read back from the server's own grid, in a
 * browser without JavaScript.
 */

test.use({ timezoneId: 'Asia/Kolkata' });

const TITLE = 'Drag Practice';

/** The civil date `days` after `date` (YYYY-MM-DD). */
function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** "Wednesday, December 9": how the server's grid names a day's column. */
function dayName(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The week as the server draws it, JavaScript off: which day lists the appointment, and its times. */
async function serverWeek(browser: Browser, context: BrowserContext, url: string, date: string) {
  const noScript = await browser.newContext({
    storageState: await context.storageState(),
    javaScriptEnabled: false,
    timezoneId: 'America/New_York',
  });
  const page = await noScript.newPage();
  await page.goto(url);
  await expect(page.getByRole('group', { name: /^\w{3} \d+ – / })).toBeVisible();
  const link = page.getByRole('list', { name: dayName(date) }).getByRole('link', { name: new RegExp(TITLE) });
  // The link's title: its times in the session's zone and its title.
  const times = (await link.count()) === 1 ? await link.getAttribute('title') : null;
  await noScript.close();
  return times;
}

/** Drags with the mouse in small steps, as a person does (react-big-calendar waits for a few pixels of movement). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 8, from.y + 8, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

async function centerOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

test('the provider drags a session to another day (answering the overlap question) and resizes it in the week view; keyboard users still open and edit it', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(150_000);
  const account = newAccount('dani', 'Dani Okafor');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await setPracticePlan(account.email, 'month_individual_ultimate');
  await addClient(request, settings, account, { name: 'Ravi Menon', email: uniqueEmail('ravi') });
  await signIn(page, account);
  await acceptTerms(page);

  // A 40-minute session on a Monday at 10:00 in Kolkata.
  const monday = firstMondayOfNextMonth();
  const wednesday = addDays(monday, 2);
  await page.goto('/create-appointment');
  await page.getByLabel('Title').fill(TITLE);
  await page.getByLabel('Start date').fill(monday);
  await page.getByLabel('Start time').fill('10:00');
  await page.getByLabel('Start time').blur();
  await page.getByLabel('End time').fill('10:40');
  await page.getByLabel('Ravi Menon').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('An appointment registration succeeded.')).toBeVisible();
  // And another already on Wednesday at 10:00, in the way of the drag.
  await page.goto('/create-appointment');
  await page.getByLabel('Title').fill('Standing Call');
  await page.getByLabel('Start date').fill(wednesday);
  await page.getByLabel('Start time').fill('10:00');
  await page.getByLabel('Start time').blur();
  await page.getByLabel('Ravi Menon').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('An appointment registration succeeded.')).toBeVisible();

  // The same person, same session, on a machine whose own zone is New York.
  const newYork = await browser.newContext({
    storageState: await page.context().storageState(),
    timezoneId: 'America/New_York',
  });
  const week = await newYork.newPage();
  const weekUrl = `/appointment?view=week&date=${monday}`;
  await week.goto(weekUrl);
  const calendar = week.locator('.rbc-time-view');
  await expect(calendar).toBeVisible();
  const event = week.getByRole('button', { name: new RegExp(TITLE) });
  // Placed at Kolkata's 10:00, not New York's.
  await expect(event).toContainText('10:00 AM – 10:40 AM');
  const columns = week.locator('.rbc-time-content .rbc-day-slot');
  await expect(columns).toHaveCount(7);
  await expect(columns.nth(1).getByRole('button', { name: new RegExp(TITLE) })).toBeVisible();
  await expectAccessible(week, 'appointment (week view, draggable)');

  // Drag it to Wednesday at the same time: the overlap question comes first, and nothing is saved until it is
  // answered.
  const start = await centerOf(event);
  const target = await centerOf(columns.nth(3));
  await drag(week, start, { x: target.x, y: start.y });
  const question = week.getByRole('alertdialog', { name: 'Move Appointment' });
  await expect(question).toContainText('overlaps');
  await expect(question).toContainText(`${TITLE}: 10:00 AM – 10:40 AM`);
  expect(await serverWeek(browser, newYork, weekUrl, monday)).toBe(`10:00 AM – 10:40 AM ${TITLE}`);
  await question.getByRole('button', { name: 'Book anyway' }).click();
  await expect(week.getByText('An appointment has updated successfully')).toBeVisible();
  await expect(columns.nth(3).getByRole('button', { name: new RegExp(TITLE) })).toContainText(
    '10:00 AM – 10:40 AM',
  );
  expect(await serverWeek(browser, newYork, weekUrl, wednesday)).toBe(`10:00 AM – 10:40 AM ${TITLE}`);
  expect(await serverWeek(browser, newYork, weekUrl, monday)).toBeNull();

  // Drag its lower edge into the next hour's first 20-minute slot: 10:00 to 11:00 (the end snaps to the slot the
  // pointer is in).
  await week.reload();
  const moved = columns.nth(3).getByRole('button', { name: new RegExp(TITLE) });
  await moved.hover();
  const edge = await centerOf(moved.locator('.rbc-addons-dnd-resize-ns-anchor').last());
  const slot = await centerOf(columns.nth(3).locator('.rbc-time-slot').first());
  await drag(week, edge, { x: edge.x, y: edge.y + slot.box.height * 1.5 });
  // Still over the standing call: asked again.
  await expect(question).toContainText(`${TITLE}: 10:00 AM – 11:00 AM`);
  await question.getByRole('button', { name: 'Book anyway' }).click();
  await expect(week.getByText('An appointment has updated successfully')).toBeVisible();
  await expect(moved).toContainText('10:00 AM – 11:00 AM');
  expect(await serverWeek(browser, newYork, weekUrl, wednesday)).toBe(`10:00 AM – 11:00 AM ${TITLE}`);

  // By keyboard: Tab to it, Enter opens the Edit dialog, Enter in the title saves.
  await week.reload();
  await expect(calendar).toBeVisible();
  await expectReachableByTab(week, moved, { screenName: 'week view', maxTabs: 120 });
  await moved.focus();
  await week.keyboard.press('Enter');
  const edit = week.getByRole('dialog', { name: 'Edit Appointment' });
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Start date')).toHaveValue(wednesday);
  await expect(edit.getByLabel('Start time')).toHaveValue('10:00');
  await expect(edit.getByLabel('End time')).toHaveValue('11:00');
  await edit.getByLabel('Title').fill('Moved Practice');
  await edit.getByLabel('Title').press('Enter');
  // The Edit form asks the same overlap question, beside its times.
  await expect(edit.getByRole('alert')).toContainText('overlaps');
  // The answer shows while the screen reloads its data, its buttons busy (disabled) until then; a key pressed on a
  // disabled button reaches the title field, whose Enter saves without "Book anyway".
  const bookAnyway = edit.getByRole('button', { name: 'Book anyway' });
  await expect(bookAnyway).toBeEnabled();
  await bookAnyway.press('Enter');
  await expect(week.getByText('An appointment has updated successfully')).toBeVisible();
  await expect(week.getByRole('button', { name: /Moved Practice/ })).toContainText('10:00 AM – 11:00 AM');
  await newYork.close();
});
