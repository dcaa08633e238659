import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { expectAccessible, expectScreenAccessible } from '../support/accessibility.js';
import type { Account } from '../support/accounts.js';
import { addClient, newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { setPracticePlan } from '../support/database.js';
import type { E2eSettings } from '../support/settings.js';
import { acceptTerms, signIn } from '../support/pages.js';

// The client's own home (issue 24): a practice signs up, adds a client, and the client sets a password from the
// e-mailed link, logs in at /login, lands on its home, asks for a session, answers the provider's invitation,
// cannot reach a provider screen, and joins its session from its home. Every client screen and dialog is
// checked with axe and its main action reached by Tab, on a phone-sized window.

const ULTIMATE = 'month_individual_ultimate';
const videoFrame = (page: Page) => page.frameLocator('iframe[name^="jitsiConferenceFrame"]');

/** axe on the page (or the dialog) as it is, then Tab to the main action and see its focus ring. */
async function check(page: Page, screenName: string, mainAction: Locator, include?: string[]) {
  await test.step(screenName, async () => {
    await expectScreenAccessible(page, screenName, mainAction, include ? { include } : {});
  });
}

/** The provider's API session, for what this journey does not test through the provider's screens. */
async function apiToken(request: APIRequestContext, settings: E2eSettings, account: Account) {
  const login = await request.post(`${settings.apiUrl}/api/api/users/login`, {
    data: { email: account.email, password: account.password, role: 'provider' },
  });
  return (await login.json()).results.token as string;
}

/** The provider books a session with the client, starting a few minutes from now (the client can join it). */
async function bookSoon(
  request: APIRequestContext,
  settings: E2eSettings,
  { token, clientEmail }: { token: string; clientEmail: string },
) {
  const headers = { authorization: `Bearer ${token}` };
  const clients = await request.post(`${settings.apiUrl}/api/api/users/get-user-list`, {
    data: { role: 'client', client_pagination: 100 },
    headers,
  });
  const list = (await clients.json()).results.list as Array<{ _id: string; email: string }>;
  const clientId = list.find((client) => client.email === clientEmail)!._id;
  const start = new Date(Math.ceil((Date.now() + 8 * 60_000) / 60_000) * 60_000);
  const booked = await request.post(`${settings.apiUrl}/api/api/appointments/create-appointment`, {
    data: {
      title: 'weekly check',
      invitees_id: [clientId],
      online: true,
      all_day: false,
      recurring: false,
      payment: 0,
      start_time: start.getTime(),
      end_time: start.getTime() + 40 * 60_000,
      time_distance: 40,
    },
    headers,
  });
  expect((await booked.json()).msg, await booked.text()).toBe('An appointment registration succeeded.');
}

test('a client sets its password from the e-mail, lands on its home, asks for a session, answers an invitation and joins it', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(180_000);
  const provider = newAccount('nia', 'Nia Brooks');
  await registerVerifiedProvider(request, mailbox, settings, provider);
  await setPracticePlan(provider.email, ULTIMATE);
  await signIn(page, provider);
  await acceptTerms(page);
  // The provider takes requests (Practice > Scheduling saves each change at once).
  await page.goto('/practice-scheduling');
  await page.getByRole('switch', { name: 'Allow appointment requests' }).click();
  await expect(page.getByText('The appointment setting has updated successfully.')).toBeVisible();

  const clientEmail = uniqueEmail('jordan');
  await addClient(request, settings, provider, { name: 'Jordan Alvarez', email: clientEmail });
  const link = await mailbox.waitForLink(clientEmail, /Invite/, { linkMatch: '/reset-password/' });

  // The client, on its phone, in its own zone.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: 'America/New_York',
    locale: 'en-US',
  });
  const client = await context.newPage();
  const password = 'my own password 24';
  await client.goto(link);
  await client.getByLabel('New Password').fill(password);
  await client.getByLabel('Confirm Password').fill(password);
  await client.getByRole('button', { name: 'CHANGE' }).click();
  await expect(client).toHaveURL(/\/login$/);
  await expect(client.getByText('The password has reset successfully.')).toBeVisible();

  await client.getByLabel('Email').fill(clientEmail);
  await client.getByLabel('Password').fill(password);
  await client.getByRole('button', { name: 'LOGIN' }).click();
  await expect(client).toHaveURL(/\/home$/);
  const terms = client.getByRole('dialog', { name: 'Accept Terms and Conditions' });
  await expect(terms).toContainText('By continuing you accept them.');
  await check(client, 'client home (terms)', terms.getByRole('button', { name: /^Continue to / }), [
    '[data-modal-dialog]',
  ]);
  await terms.getByRole('button', { name: /^Continue to / }).click();
  await expect(terms).toBeHidden();

  await expect(client.getByRole('heading', { level: 1 })).toHaveText('Hello, Jordan');
  await expect(client.getByText(`${provider.practiceName}`).first()).toBeVisible();
  const providers = client.getByRole('region', { name: 'Your providers' });
  await expect(providers.getByText(provider.name, { exact: true })).toBeVisible();
  await expect(providers.getByText(provider.practiceName, { exact: true })).toBeVisible();
  const requestLink = client.getByRole('link', { name: 'Request a session' }).first();
  await check(client, 'client home', requestLink);

  // A request for a session with the provider, tomorrow at 10:00 in the client's zone.
  await client
    .getByRole('navigation', { name: 'Your pages' })
    .getByRole('link', { name: 'Request a session' })
    .click();
  await expect(client).toHaveURL(/\/home\/request$/);
  const send = client.getByRole('button', { name: 'Send request' });
  await check(client, 'client request form', send);
  // The one provider who takes requests is chosen already; a start time left empty is refused in the form.
  await expect(client.getByRole('radio', { name: provider.name })).toBeChecked();
  await client.getByLabel('Start time').fill('');
  await send.click();
  await expect(client.getByText('Please choose the start time correctly.')).toBeVisible();
  await expectAccessible(client, 'client request form with an error');
  await client.getByLabel('Start time').fill('10:00');
  await client.getByLabel(/What would you like to talk about/).fill('Sleep, mostly.');
  await send.click();
  await expect(client).toHaveURL(/\/home$/);
  await expect(client.getByText('An appointment registration succeeded.')).toBeVisible();
  const requests = client.getByRole('region', { name: 'Your requests' });
  await expect(requests.getByText(`Waiting for ${provider.name} to confirm`)).toBeVisible();
  await expect(requests.getByText('10:00 AM – 10:50 AM', { exact: true })).toBeVisible();

  // Withdrawing asks first; the dialog is keyboard-first and passes axe.
  await requests.getByRole('link', { name: /^Withdraw request/ }).click();
  const withdraw = client.getByRole('alertdialog', { name: 'Withdraw your request?' });
  await expect(withdraw.getByRole('link', { name: 'Keep it' })).toBeFocused();
  await check(client, 'withdraw confirmation', withdraw.getByRole('button', { name: 'Withdraw request' }), [
    '[data-modal-dialog]',
  ]);
  await withdraw.getByRole('button', { name: 'Withdraw request' }).click();
  await expect(client.getByText('This appointment has deleted successfully.')).toBeVisible();
  await expect(client.getByRole('region', { name: 'Your requests' })).toHaveCount(0);

  // The provider books a session; the client approves the invitation.
  await bookSoon(request, settings, { token: await apiToken(request, settings, provider), clientEmail });
  await client.reload();
  const toAnswer = client.getByRole('region', { name: 'Sessions to answer' });
  await expect(toAnswer.getByRole('heading', { name: 'Weekly Check' })).toBeVisible();
  await toAnswer.getByRole('button', { name: /^Approve Weekly Check/ }).click();
  await expect(client.getByText('The appointment has been accepted successfully.')).toBeVisible();
  await expect(client.getByRole('region', { name: 'Sessions to answer' })).toHaveCount(0);
  const upcoming = client.getByRole('region', { name: 'Upcoming sessions' });
  const join = upcoming.getByRole('link', { name: /^Join Weekly Check/ });
  await expect(join).toBeVisible();
  await upcoming.getByRole('link', { name: /^Cancel my place/ }).click();
  const cancel = client.getByRole('alertdialog', { name: 'Cancel your place in this session?' });
  await expect(cancel).toBeVisible();
  await expectAccessible(client, 'cancel my place confirmation', { include: ['[data-modal-dialog]'] });
  await cancel.getByRole('link', { name: 'Keep it' }).click();
  await expect(cancel).toBeHidden();

  // No provider screen is the client's: each sends it home.
  for (const path of ['/dashboard', '/appointment', '/settings-security', '/']) {
    await client.goto(path);
    await expect(client).toHaveURL(/\/home$/);
  }

  await client.getByRole('link', { name: 'Profile' }).click();
  await expect(client).toHaveURL(/\/home\/profile$/);
  const info = client.getByRole('region', { name: 'Personal information' });
  await check(client, 'client profile', info.getByRole('button', { name: 'Update' }));
  await info.getByLabel('Phone').fill('+1 555 0100');
  await info.getByRole('button', { name: 'Update' }).click();
  await expect(client.getByText('The profile information has updated successfully.')).toBeVisible();

  await client.getByRole('link', { name: 'Password' }).click();
  await expect(client).toHaveURL(/\/home\/password$/);
  await check(client, 'client password', client.getByRole('button', { name: 'Update' }));

  // The session: the client waits in its waiting room, the provider lets it in, it joins by its own name.
  await client.getByRole('link', { name: 'Home' }).click();
  await client
    .getByRole('region', { name: 'Upcoming sessions' })
    .getByRole('link', { name: /^Join Weekly Check/ })
    .click();
  await expect(client).toHaveURL(/\/client-session\/[0-9a-f]{24}\?as=client$/);
  await expect(client.getByText(`Please wait, ${provider.name} will let you in shortly`)).toBeVisible();
  await check(client, 'client waiting room', client.getByRole('link', { name: 'Back to my home' }));
  const appointmentId = new URL(client.url()).pathname.split('/').pop()!;

  await page.goto(`/room/${appointmentId}`);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('button', { name: 'Allowed' })).toHaveAttribute('aria-pressed', 'true');
  const enter = client.getByRole('button', { name: 'Join' });
  await expect(enter).toBeVisible();
  // Signed in, the client is not asked for a name: the call shows its own.
  await expect(client.getByLabel('Your name (shown in the call)')).toHaveCount(0);
  await check(client, 'client waiting room (let in)', enter);
  await enter.click();
  await expect(videoFrame(client).getByTestId('display-name')).toHaveText('Jordan Alvarez');
  await expect(client.getByRole('button', { name: 'Close' })).toBeVisible();

  await page.getByRole('button', { name: 'End call' }).click();
  await expect(page).toHaveURL(new RegExp(`/session-note/${appointmentId}$`));
  await context.close();
});

test('a team member is sent from the client pages to the dashboard', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  const provider = newAccount('omar', 'Omar Haddad');
  await registerVerifiedProvider(request, mailbox, settings, provider);
  await signIn(page, provider);
  for (const path of ['/home', '/home/request', '/home/profile', '/home/password']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});
