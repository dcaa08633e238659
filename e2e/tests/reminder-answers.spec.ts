import { expect, test } from '../fixtures/index.js';
import { expectAccessible, expectReachableByTab } from '../support/accessibility.js';
import { addClient, newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { connectE2eDatabase, setPracticePlan } from '../support/database.js';
import { acceptTerms, signIn } from '../support/pages.js';

/**
 * Reminders clients answer (issue 30, ADR 0052): a session booked inside the reminder window is reminded by
 * e-mail and, the client having a phone, by a text that asks for C or X; the e-mail's confirm link opens a page
 * that asks first (its GET changes nothing), the client confirms with the keyboard, the link then only says so,
 * and the provider sees "Confirmed" on the calendar and on the dashboard.
 */
const ULTIMATE = 'month_individual_ultimate';

test('a client confirms a session from its reminder e-mail, and the provider sees it confirmed', async ({
  page,
  browser,
  request,
  mailbox,
  sms,
  settings,
}) => {
  test.setTimeout(180_000);
  const provider = newAccount('rhea', 'Rhea Lindqvist');
  await registerVerifiedProvider(request, mailbox, settings, provider);
  await setPracticePlan(provider.email, ULTIMATE);
  const client = { name: 'Tomas Reyes', email: provider.email.replace('rhea', 'tomas') };
  await addClient(request, settings, provider, client);
  const phone = `+1555${String(Date.now()).slice(-7)}`;
  let providerZone = 'UTC';
  const db = await connectE2eDatabase();
  try {
    await db.execute('UPDATE users SET phone = ? WHERE email = ?', [phone, client.email]);
    const [rows] = await db.query('SELECT time_zone FROM users WHERE email = ?', [provider.email]);
    providerZone = (rows as Array<{ time_zone: string }>)[0]?.time_zone || 'UTC';
  } finally {
    await db.end();
  }

  // The provider books a session three hours ahead: inside the one-day window, so it is reminded at once.
  const login = await request.post(`${settings.apiUrl}/api/api/users/login`, {
    data: { email: provider.email, password: provider.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).results.token as string}` };
  const clients = await request.post(`${settings.apiUrl}/api/api/users/get-user-list`, {
    data: { role: 'client', client_pagination: 100 },
    headers,
  });
  const list = (await clients.json()).results.list as Array<{ _id: string; email: string }>;
  const clientId = list.find((entry) => entry.email === client.email)!._id;
  const start = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 60_000) * 60_000);
  const booked = await request.post(`${settings.apiUrl}/api/api/appointments/create-appointment`, {
    data: {
      title: 'Answerable session',
      invitees_id: [clientId],
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 50 * 60_000).toISOString(),
      time_distance: 50,
    },
    headers,
  });
  expect((await booked.json()).msg, await booked.text()).toBe('An appointment registration succeeded.');

  const text = await sms.waitForSms(phone, /Reply C to confirm or X to cancel/, { timeout: 60_000 });
  expect(text.body).toContain('your session with Rhea Lindqvist');
  const reminder = await mailbox.waitForMail(client.email, /Appointment Notification/, { timeout: 60_000 });
  const confirmLink = reminder.links.find(
    (link) => link.includes('/reminder-answer/') && link.includes('answer=confirm'),
  );
  expect(confirmLink, reminder.text).toBeTruthy();

  // The client, not signed in, opens the link: the page asks; nothing is answered by opening it.
  const visitor = await browser.newContext();
  const clientPage = await visitor.newPage();
  await clientPage.goto(confirmLink!);
  await expect(clientPage.getByRole('heading', { name: 'Your session' })).toBeVisible();
  await expect(clientPage.getByText('Answerable session')).toBeVisible();
  await expectAccessible(clientPage, 'reminder answer');
  await clientPage.reload();
  const confirm = clientPage.getByRole('button', { name: 'Confirm the session' });
  await expectReachableByTab(clientPage, confirm, { screenName: 'reminder answer' });
  await confirm.press('Enter');
  await expect(clientPage.getByText('Thank you. Your session is confirmed.')).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Confirm the session' })).toHaveCount(0);

  // The link then only says what was answered.
  await clientPage.goto(confirmLink!);
  await expect(clientPage.getByText('You confirmed this session. Thank you.')).toBeVisible();
  await expect(clientPage.getByRole('button', { name: /Cancel the session/ })).toHaveCount(0);
  await expectAccessible(clientPage, 'reminder answer, answered');
  await visitor.close();

  // The provider sees it confirmed on the calendar's day of the session.
  await signIn(page, provider);
  await acceptTerms(page);
  // The day of the session in the provider's own zone (the calendar's days are the viewer's).
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: providerZone }).format(start);
  await page.goto(`/appointment?view=day&date=${date}`);
  // The server's grid shows it as a link, and the hydrated calendar as a button: either carries the tag.
  const event = page
    .getByRole('main')
    .getByRole('link')
    .or(page.getByRole('main').getByRole('button'))
    .filter({ hasText: /Answerable session/i })
    .first();
  await expect(event).toBeVisible();
  await expect(event).toContainText('Confirmed');

  // And on the dashboard: the Appointments panel's row carries the same tag.
  await page.goto('/dashboard');
  const row = page
    .getByRole('region', { name: 'Appointments' })
    .getByRole('listitem')
    .filter({ hasText: 'Answerable session' });
  await expect(row).toBeVisible();
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  await expectAccessible(page, 'dashboard with a confirmed session');
});
