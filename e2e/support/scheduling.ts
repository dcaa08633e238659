import { expect, type Page } from '@playwright/test';

/** The weekdays, as the hours editor names their groups ("Monday, range 1"). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

/** Creates an appointment type (`name` as typed; the list shows it capitalised) of `minutes` on /appointment-type. */
export async function createAppointmentType(page: Page, name: string, minutes = 50): Promise<void> {
  await page.goto('/appointment-type');
  await page.getByRole('link', { name: 'Create Appointment Type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Appointment Type' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Default Length (minutes)').fill(String(minutes));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(name.charAt(0).toUpperCase() + name.slice(1), { exact: true })).toBeVisible();
}

/**
 * Saves open hours every weekday (00:00-23:45, so a slot is free whatever the hour of the run), no notice, and
 * `typeLabel` as a type clients may request; each range in person at the office labelled `office` when given.
 */
export async function saveWeekdayHours(page: Page, typeLabel: string, office?: string): Promise<void> {
  await page.goto('/scheduling-calendar-create');
  for (const day of WEEKDAYS) {
    const range = page.getByRole('group', { name: `${day}, range 1` });
    await range.getByLabel('From').fill('00:00');
    await range.getByLabel('To').fill('23:45');
    if (office) {
      await range.getByLabel('In person').check();
      await range.getByLabel('Office').selectOption({ label: office });
    }
  }
  await page.getByLabel('Minimum notice').selectOption('0');
  await page.getByLabel(typeLabel, { exact: true }).check();
  await page.getByRole('button', { name: 'Save availability' }).last().click();
  await expect(page.getByText('The availability has been saved.')).toBeVisible();
}

/** Turns "Allow appointment requests" on and answers the booking page's link, as /scheduling-calendar-view shows it. */
export async function allowRequests(page: Page): Promise<string> {
  await page.goto('/practice-scheduling');
  await page.getByRole('switch', { name: 'Allow appointment requests' }).click();
  await expect(page.getByText('The appointment setting has updated successfully.')).toBeVisible();
  await page.goto('/scheduling-calendar-view');
  return page.getByLabel('Your booking page').inputValue();
}
