import type { Browser, Page } from '@playwright/test';
import { expect, firstLink, test, uniqueEmail } from '../fixtures/index.js';
import type { Mailbox } from '../fixtures/mailbox.js';
import type { Account } from '../support/accounts.js';
import { newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { setPracticePlan } from '../support/database.js';
import { acceptTerms, signIn } from '../support/pages.js';

// The session day: a provider invites a client to the waiting room, lets them in, ends the call and writes
// the note. The video rooms open in the Jitsi stub (fakes/jitsi.ts), which shows the room and the name.

const ULTIMATE = 'month_individual_ultimate';
const PROVIDER_JOINED =
  "The provider has just joined for the session. You can join the session by clicking the 'Join' button below.";

/** Signs a new account in for the first time: the terms are accepted on the way to the dashboard. */
async function logInFirstTime(page: Page, account: Account) {
  await signIn(page, account);
  await acceptTerms(page);
}

/**
 * The dashboard's waiting-room card e-mails a new client an invitation: the toast says so and the dialog
 * closes. Gives the link the client receives and the appointment it opens.
 */
async function inviteByEmail(page: Page, mailbox: Mailbox, clientEmail: string) {
  const card = page.getByRole('region', { name: 'Your waiting room' });
  await card.getByRole('link', { name: 'Invite via Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite via Email' });
  await dialog.getByLabel("Client's email").fill(clientEmail);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your email invitation succeed.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const link = firstLink((await mailbox.waitForMail(clientEmail, /Invitation/)).links, '/invited-room/')!;
  return { link, appointmentId: new URL(link).pathname.split('/').pop()! };
}

/** The client follows their link in a browser of their own (no session), in another time zone. */
async function openAsClient(browser: Browser, link: string) {
  const context = await browser.newContext({ timezoneId: 'America/New_York', locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(link);
  return { context, page };
}

const videoFrame = (page: Page) => page.frameLocator('iframe[name^="jitsiConferenceFrame"]');

test('a therapist invites a client by e-mail, lets them in, ends the call and writes the note', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  // About a minute on two busy cores, as long as the default timeout: give it room like the long journeys.
  test.setTimeout(120_000);
  const account = newAccount('june', 'June Okafor');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await setPracticePlan(account.email, ULTIMATE);
  await logInFirstTime(page, account);

  const card = page.getByRole('region', { name: 'Your waiting room' });
  const shareRoom = await card.getByLabel('Your room').inputValue();
  expect(shareRoom).toMatch(new RegExp(`^${settings.webUrl}/room/[0-9a-f]{24}$`));
  const { link, appointmentId } = await inviteByEmail(page, mailbox, uniqueEmail('client'));
  // The share link is used up: the card now offers a fresh one.
  await expect(card.getByLabel('Your room')).not.toHaveValue(shareRoom);
  expect(link).toMatch(new RegExp(`^${settings.webUrl}/invited-room/[0-9a-f]{24}\\?key=[0-9a-f]{32}$`));
  expect(shareRoom).toBe(`${settings.webUrl}/room/${appointmentId}`);

  const client = await openAsClient(browser, link);
  await expect(client.page.getByRole('heading', { name: `Your session with ${account.name}` })).toBeVisible();
  await expect(client.page.getByTestId('waiting-room-picture')).toHaveAttribute('src', '/waiting/3.png');
  await expect(client.page.getByText(`Please wait, ${account.name} will let you in shortly`)).toBeVisible();
  await expect(
    client.page
      .getByRole('button', { name: 'Play the music' })
      .or(client.page.getByRole('button', { name: 'Pause the music' })),
  ).toBeVisible();
  await expect(client.page.getByRole('button', { name: 'Join' })).toHaveCount(0);
  // Nothing on the page names the room before the client is let in.
  expect(await client.page.content()).not.toMatch(/TeleTherapist-[A-Za-z0-9]{32}/);

  await page.goto(`/room/${appointmentId}`);
  const providerRoom = videoFrame(page);
  // The room's name is derived from a server secret: neither the id nor the link's key is in it.
  await expect(providerRoom.getByTestId('room-name')).toHaveText(/^TeleTherapist-[A-Za-z0-9]{32}$/);
  await expect(providerRoom.getByTestId('display-name')).toHaveText(account.name);
  await expect(providerRoom.getByTestId('language')).toHaveText('es');
  // The stub stands for a self-hosted Jitsi: the provider's room came with a signed token, as its moderator.
  await expect(providerRoom.getByTestId('token')).toHaveText(`${account.name} (moderator)`);
  const roomName = await providerRoom.getByTestId('room-name').textContent();

  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('button', { name: 'Allowed' })).toHaveAttribute('aria-pressed', 'true');

  await expect(client.page.getByText(PROVIDER_JOINED)).toBeVisible();
  await client.page.getByLabel('Your name (shown in the call)').fill('Jordan Alvarez');
  await client.page.getByRole('button', { name: 'Join' }).click();
  const clientRoom = videoFrame(client.page);
  await expect(clientRoom.getByTestId('room-name')).toHaveText(roomName!);
  await expect(clientRoom.getByTestId('display-name')).toHaveText('Jordan Alvarez');
  await expect(clientRoom.getByTestId('token')).toHaveText('Jordan Alvarez (member)');
  await expect(client.page.getByRole('button', { name: 'Close' })).toBeVisible();

  await page.getByRole('button', { name: 'End call' }).click();
  await expect(page).toHaveURL(new RegExp(`/session-note/${appointmentId}$`));
  // The client is back in the waiting room.
  await expect(client.page.getByText(`Please wait, ${account.name} will let you in shortly`)).toBeVisible();
  await expect(client.page.getByRole('button', { name: 'Close' })).toHaveCount(0);

  await expect(page.getByRole('heading', { name: 'Note for Session' })).toBeVisible();
  await expect(page.getByText('Actual start')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please input the note.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Note' }).fill('Talked about sleep. Next session in two weeks.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The session note has saved successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
  await client.context.close();
});

test('an invitation by text message needs an ultimate plan and arrives with the join link', async ({
  page,
  request,
  mailbox,
  sms,
  settings,
}) => {
  const account = newAccount('kofi', 'Kofi Mensah');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await logInFirstTime(page, account);

  await page.getByRole('link', { name: 'Text Message' }).click();
  let dialog = page.getByRole('dialog', { name: 'Invite via Text Message' });
  await expect(
    dialog.getByText('Please upgrade your account to invite by text or email message'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await dialog.getByRole('link', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await setPracticePlan(account.email, ULTIMATE);
  await page.reload();
  await page.getByRole('link', { name: 'Text Message' }).click();
  dialog = page.getByRole('dialog', { name: 'Invite via Text Message' });
  await expect(dialog.getByText('Please upgrade your account')).toHaveCount(0);
  const phone = dialog.getByLabel("Client's phone number");
  await phone.fill('555 010 4477');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(
    dialog.getByText('Please input the phone number in full international form, with + and the country code'),
  ).toBeVisible();
  await phone.fill('+1 (555) 010-4477');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your text invitation has succeed.')).toBeVisible();

  const message = await sms.waitForSms('+15550104477', /invites you to a secure video call/);
  expect(message.body).toContain(account.name);
  const link = firstLink(message.links, '/invited-room/')!;
  expect(link).toMatch(new RegExp(`^${settings.webUrl}/invited-room/[0-9a-f]{24}\\?key=[0-9a-f]{32}$`));
});

test('changing the waiting room changes what the client sees', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  const account = newAccount('ines', 'Ines Duarte');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await logInFirstTime(page, account);

  await page.getByRole('button', { name: account.practiceName }).click();
  await page.getByRole('link', { name: 'Waiting Room' }).click();
  await expect(page).toHaveURL(/\/settings-waiting$/);
  const picture = page.getByRole('group', { name: /Picture/ });
  await expect(picture.getByText('3 of 5')).toBeVisible();
  // Each step is a navigation: the next click waits for the page it led to.
  for (const shown of ['4 of 5', '5 of 5', '1 of 5']) {
    await picture.getByRole('link', { name: 'Next picture' }).click();
    await expect(picture.getByText(shown)).toBeVisible();
  }
  await page.getByRole('link', { name: 'Previous music' }).click();
  await expect(page.getByRole('img', { name: 'Waiting room scene 1 of 5' })).toHaveAttribute(
    'src',
    '/waiting/1.png',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('The waiting room has updated successfully.')).toBeVisible();

  // The printable invitation carries the client's link (and its QR code).
  await page.getByRole('link', { name: 'Prints' }).click();
  await expect(page.getByRole('heading', { name: `Your video session with ${account.name}` })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'QR code of the link to the waiting room' }).locator('svg'),
  ).toBeVisible();
  const link = (await page.getByTestId('invite-print-link').textContent())!.trim();
  expect(link).toMatch(new RegExp(`^${settings.webUrl}/invited-room/[0-9a-f]{24}\\?key=[0-9a-f]{32}$`));

  const client = await openAsClient(browser, link);
  await expect(client.page.getByTestId('waiting-room-picture')).toHaveAttribute('src', '/waiting/1.png');
  await expect(client.page.locator('audio')).toHaveAttribute('src', '/waiting/2.mp3');
  await expect(client.page.getByText(`Please wait, ${account.name} will let you in shortly`)).toBeVisible();
  await client.context.close();
});

test('a wrong key shows the server message instead of a waiting room', async ({ page }) => {
  await page.goto('/invited-room/65a1b2c3d4e5f60718293c01?key=not-the-key');
  await expect(
    page.getByText('This link is not valid. Please ask your provider for a new one.'),
  ).toBeVisible();
  await expect(page.getByTestId('waiting-room-picture')).toHaveCount(0);
});

test('a guest with an invite link waits until admitted, and only then sees the room', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  const account = newAccount('ines', 'Ines Duarte');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await setPracticePlan(account.email, ULTIMATE);
  await logInFirstTime(page, account);

  const { link, appointmentId } = await inviteByEmail(page, mailbox, uniqueEmail('guest'));
  const key = new URL(link).searchParams.get('key')!;

  // Everything the guest's browser receives, until it is admitted (the live-events stream is read as it goes).
  const guest = await openAsClient(browser, link);
  const received: string[] = [];
  guest.page.on('response', (response) => {
    if (response.headers()['content-type']?.includes('text/event-stream')) return;
    void response.text().then(
      (body) => received.push(body),
      () => undefined,
    );
  });
  await expect(guest.page.getByText(`Please wait, ${account.name} will let you in shortly`)).toBeVisible();

  // The guest forges the Join before being let in: refused, and no room.
  const early = await guest.page.request.post(link, { form: { intent: 'join', name: 'Early Bird' } });
  const earlyBody = await early.text();
  expect(earlyBody).toContain('The provider has not joined yet. Please wait for him to join.');
  received.push(earlyBody);

  // The provider opens the room: now the room has a name, which the waiting guest has not been given.
  await page.goto(`/room/${appointmentId}`);
  const roomName = (await videoFrame(page).getByTestId('room-name').textContent())!;
  expect(roomName).toMatch(/^TeleTherapist-[A-Za-z0-9]{32}$/);
  expect(roomName).not.toContain(key);
  await guest.page.reload();
  await expect(guest.page.getByText(`Please wait, ${account.name} will let you in shortly`)).toBeVisible();
  // Nor does the API tell the link's holder, asked directly.
  const view = await request.post(`${settings.apiUrl}/api/api/appointments/get-appointment`, {
    data: { id: appointmentId, role: 'invited', key },
  });
  expect(view.status()).toBe(200);
  received.push(await view.text());
  await expect(guest.page.getByRole('button', { name: 'Join' })).toHaveCount(0);
  expect(await guest.page.content()).not.toContain(roomName);
  await expect.poll(() => received.length).toBeGreaterThan(1);
  expect(received.join('\n')).not.toContain(roomName);
  // Nor a room token (ADR 0022): only an admitted participant's Join answers with one.
  expect(received.join('\n')).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\./);

  // Admitted: Join opens the video room, with the provider's room.
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(guest.page.getByText(PROVIDER_JOINED)).toBeVisible();
  await guest.page.getByLabel('Your name (shown in the call)').fill('Rui Costa');
  await guest.page.getByRole('button', { name: 'Join' }).click();
  await expect(videoFrame(guest.page).getByTestId('room-name')).toHaveText(roomName);
  await expect(videoFrame(guest.page).getByTestId('token')).toHaveText('Rui Costa (member)');
  await guest.context.close();
});
