import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { expectAccessible, expectReachableByTab, expectScreenAccessible } from '../support/accessibility.js';
import { addClient, newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { signInInvitedClient } from '../support/clients.js';
import { insertAppointment } from '../support/appointments-db.js';
import { addTeamMember, setPracticePlan } from '../support/database.js';
import { acceptTerms, firstMondayOfNextMonth, signIn } from '../support/pages.js';
import { createAppointmentType } from '../support/scheduling.js';
import {
  authenticatorCode,
  enterPassword,
  logOut,
  readRecoveryCodes,
  readShownSecret,
} from '../support/two-factor.js';

// The product rule: every screen works by keyboard and has no axe-core WCAG 2.1 AA violation. Each screen of
// remix-app/app/routes/ (and each dialog) is opened as a person would reach it, checked with axe, and its main
// action is reached with Tab and shows its focus. A new screen adds a `check(...)` here (see e2e/README.md).

// Each test signs up its own practice: they may run side by side, on any worker (the file is the suite's longest).
test.describe.configure({ mode: 'parallel' });

/** axe on the page as it is, then Tab to the main action and see its focus ring. */
async function check(
  page: Page,
  screenName: string,
  mainAction: Locator,
  options: { exclude?: Array<string | string[]> } = {},
) {
  await test.step(screenName, async () => {
    await expectScreenAccessible(page, screenName, mainAction, options);
  });
}

test('the public screens: sign-up, verification, login, password reset and an invitation to connect', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  // About a minute on two busy cores, as long as the default timeout: give it room like the others here.
  test.setTimeout(150_000);
  const account = newAccount('ada', 'Ada Byron');

  await page.goto('/register-provider');
  const send = page.getByRole('button', { name: 'Send' });
  await check(page, 'register-provider', send);
  // The refused form (errors beside the fields) is a state of the screen too.
  await send.click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, 'register-provider with errors');
  await page.getByLabel('Practice Name').fill(account.practiceName);
  await page.getByLabel('Name', { exact: true }).fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await send.click();
  await expect(page.getByText('An email sent. Please check your mailbox.')).toBeVisible();
  await expectAccessible(page, 'register-provider sent');

  await page.goto(await mailbox.waitForLink(account.email, /Email address verification/));
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  const verify = page.getByRole('button', { name: 'VERIFY EMAIL' });
  await check(page, 'success-verification (form)', verify);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await verify.click();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  await check(page, 'success-verification (verified)', page.getByRole('link', { name: 'Go to Login' }));
  await page.goto('/success-verification/not-a-real-token-0123456789abcdef0123456789');
  await check(page, 'success-verification (failed)', page.getByRole('link', { name: 'Register again' }));

  await page.goto('/login');
  const loginButton = page.getByRole('button', { name: 'LOGIN' });
  await check(page, 'login', loginButton);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not the password');
  await loginButton.click();
  await expect(page.getByText('The login has failed. Please try again.')).toBeVisible();
  await expectAccessible(page, 'login refused');

  await page.goto('/forgot-password');
  const sendReset = page.getByRole('button', { name: 'Send' });
  await check(page, 'forgot-password', sendReset);
  await page.getByLabel('Email').fill(account.email);
  await sendReset.click();
  const resetLink = await mailbox.waitForLink(account.email, /password/i);
  expect(resetLink).toMatch(/\/reset-password\//);
  await expectAccessible(page, 'forgot-password sent');

  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await check(page, 'reset-password', page.getByRole('button', { name: 'CHANGE' }));

  // A provider of another practice invites this account to connect as their client.
  const inviter = newAccount('hal', 'Hal Rossi');
  await registerVerifiedProvider(request, mailbox, settings, inviter);
  await setPracticePlan(inviter.email, 'month_individual_ultimate');
  await addClient(request, settings, inviter, { name: account.name, email: account.email });
  await page.goto(await mailbox.waitForLink(account.email, /Invitation to connect/));
  const acceptInvitation = page.getByRole('button', { name: 'Accept the invitation' });
  await check(page, 'accept-invitation', acceptInvitation);
  await acceptInvitation.click();
  await expect(page.getByRole('heading', { name: 'Invitation accepted' })).toBeVisible();
  await check(page, 'accept-invitation (accepted)', page.getByRole('link', { name: 'Go to Login' }));

  // A reminder e-mail's answer link that no longer works (the open and answered states: reminder-answers.spec.ts).
  await page.goto('/reminder-answer/no-such-token-0123456789');
  await expect(
    page.getByText('This link is no longer valid. Please sign in or contact your provider.'),
  ).toBeVisible();
  await check(page, 'reminder-answer (link no longer valid)', page.getByRole('link', { name: 'Sign in' }));

  // Unknown paths have no 404 page: they redirect to the dashboard, which sends a visitor to the login (spec).
  // The error page (a page that cannot be opened) is checked signed in, at the end of the session day.
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/login/);
});

test('the shell screens and dialogs of a practice that signed up a minute ago', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  // Two dozen screens and dialogs, each through axe, and the payments page since issue 26.
  test.setTimeout(240_000);
  const account = newAccount('bea', 'Bea Nakamura');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await signIn(page, account);

  const terms = page.getByRole('dialog', { name: 'Accept Terms and Conditions' });
  await check(page, 'accept terms dialog', terms.getByRole('button', { name: /^Continue to / }));
  await acceptTerms(page);

  await check(page, 'dashboard', page.getByRole('link', { name: 'Create Appointment' }));
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  const expand = page.getByRole('button', { name: 'Expand menu' });
  await expect(expand).toBeVisible();
  await expectAccessible(page, 'dashboard with the menu collapsed');
  await expand.click();
  // On a phone the menu is a drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'dashboard on a phone');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await check(page, 'menu drawer on a phone', page.getByRole('button', { name: 'Close menu' }));
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Log Out' }).click();
  const logout = page.getByRole('alertdialog', { name: 'Log Out' });
  await check(page, 'logout confirm dialog', logout.getByRole('button', { name: 'Ok' }));
  await logout.getByRole('button', { name: 'Cancel' }).click();
  await expect(logout).toBeHidden();
  await page.goto('/logout');
  await check(page, 'logout (without JavaScript)', page.getByRole('button', { name: 'Ok' }));

  // The invite dialogs: first as the new practice sees them (plan gate), then on the ultimate plan.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Invite via Email' }).click();
  let invite = page.getByRole('dialog', { name: 'Invite via Email' });
  await expect(invite).toBeVisible();
  await check(page, 'invite dialog (upgrade needed)', invite.getByRole('link', { name: 'Cancel' }));
  await setPracticePlan(account.email, 'month_individual_ultimate');
  await page.reload();
  invite = page.getByRole('dialog', { name: 'Invite via Email' });
  await check(page, 'invite dialog (email)', invite.getByRole('button', { name: 'Send' }));
  await invite.getByRole('button', { name: 'Send' }).click();
  await expect(invite.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, 'invite dialog (email, refused)');
  await page.goto('/dashboard?invite=text');
  invite = page.getByRole('dialog', { name: 'Invite via Text Message' });
  await check(page, 'invite dialog (text)', invite.getByRole('button', { name: 'Send' }));

  await page.goto('/dashboard?addClient=1');
  const addClient = page.getByRole('dialog', { name: 'Add Client' });
  await check(page, 'add client dialog', addClient.getByRole('button', { name: /Add|Send|Save/ }).first());
  await page.goto('/add-client');
  await check(
    page,
    'add-client',
    page
      .getByRole('main')
      .getByRole('button', { name: /Add|Send|Save/ })
      .first(),
  );

  await page.goto('/settings-drag');
  await check(page, 'settings-drag', page.getByRole('button', { name: 'Update' }));
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('The customizing list has updated successfully.')).toBeVisible();
  await expectAccessible(page, 'settings-drag with its toast');
  await page.goto('/settings-security');
  await check(page, 'settings-security', page.getByRole('button', { name: 'Update' }));
  // The audit log's card (ADR 0049): its filters, and its table of this owner's sign-ins. The same page as it is
  // above (axe has just read all of it): its own main action by Tab.
  await expectReachableByTab(page, page.getByRole('button', { name: 'Apply filters' }), {
    screenName: 'settings-security (audit log)',
  });
  await page.goto('/settings-security?from=2020-01-01&to=2020-01-02');
  await check(
    page,
    'settings-security (audit log, nothing matches)',
    page.getByRole('button', { name: 'Apply filters' }),
  );
  await page.goto('/settings-waiting');
  await check(page, 'settings-waiting', page.getByRole('button', { name: 'Save' }));
  await page.goto('/practice-scheduling');
  // Each change saves at once (no Save button with JavaScript): the first switch is the main action.
  await check(page, 'practice-scheduling', page.getByLabel('Allow appointment requests'));

  // Offices (ADR 0055): empty, Add Office, one office, and the delete confirmation.
  await page.goto('/practice-offices');
  await check(page, 'practice-offices (empty)', page.getByRole('link', { name: 'Add Office' }));
  await page.getByRole('link', { name: 'Add Office' }).click();
  const officeDialog = page.getByRole('dialog', { name: 'Add Office' });
  await check(page, 'add office dialog', officeDialog.getByRole('button', { name: 'Add Office' }));
  await officeDialog.getByRole('button', { name: 'Add Office' }).click();
  await expect(
    officeDialog.getByText('Please input the office name (at most 120 characters).'),
  ).toBeVisible();
  await expectAccessible(page, 'add office dialog with errors');
  await officeDialog.getByLabel('Office name').fill('Harbor Light');
  await officeDialog.getByLabel('Address line 1').fill('12 Main Street');
  await officeDialog.getByLabel('City').fill('Birmingham');
  await officeDialog.getByRole('button', { name: 'Add Office' }).click();
  await expect(page.getByRole('link', { name: 'Edit Harbor Light' })).toBeVisible();
  await check(
    page,
    'practice-offices (one office)',
    page.getByRole('button', { name: 'Turn in-office sessions on' }),
  );
  await page.getByRole('link', { name: 'Delete Harbor Light' }).click();
  const officeConfirm = page.getByRole('alertdialog', { name: 'Delete Office' });
  await check(page, 'delete office dialog', officeConfirm.getByRole('button', { name: 'Delete' }));
  await officeConfirm.getByRole('link', { name: 'Cancel' }).click();

  await page.goto('/appointment-type');
  await check(page, 'appointment-type (empty)', page.getByRole('link', { name: 'Create Appointment Type' }));
  await page.getByRole('link', { name: 'Create Appointment Type' }).click();
  const typeDialog = page.getByRole('dialog', { name: 'Create Appointment Type' });
  await check(page, 'appointment type dialog', typeDialog.getByRole('button', { name: 'Save' }));
  await typeDialog.getByLabel('Name').fill('intake session');
  await typeDialog.getByLabel('Default Length (minutes)').fill('40');
  await typeDialog.getByLabel('Default Amount (USD)').fill('90');
  await typeDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Intake Session', { exact: true })).toBeVisible();
  await check(page, 'appointment-type (one type)', page.getByRole('link', { name: 'Edit Intake Session' }));

  // Invoices and Payments with nothing owed yet and no payout account (issue 26; money-payments.spec.ts has the
  // lists with rows, the invoice modal and the pay pages).
  await page.goto('/payments');
  await check(page, 'payments (no payout account)', page.getByRole('link', { name: 'See details' }));
  await page.getByRole('link', { name: 'See details' }).click();
  const payout = page.getByRole('dialog', { name: 'Your payout account' });
  await check(
    page,
    'payout details dialog',
    payout.getByRole('button', { name: 'Set up payouts with Stripe' }),
  );
  await page.goto('/payments?tab=payment');
  await check(page, 'payments (payment tab)', page.getByRole('link', { name: 'See details' }));
});

test('the documents screens of a practice that signed up a minute ago', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  const account = newAccount('dot', 'Dot Okafor');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await setPracticePlan(account.email, 'month_individual_plus');
  await addClient(request, settings, account, { name: 'Eli Moreno', email: uniqueEmail('eli') });
  await signIn(page, account);
  await acceptTerms(page);
  await page.goto('/documents');
  await check(page, 'documents (shared with me)', page.getByRole('link', { name: 'Owned by me' }));
  await page.goto('/documents-mydoc');
  const upload = page.getByRole('button', { name: 'Upload' });
  await check(page, 'documents-mydoc (upload and share)', upload);
  // The refused upload (no file) is a state of the screen too.
  await upload.click();
  await expect(page.getByText('Please choose the file.')).toBeVisible();
  await expectAccessible(page, 'documents-mydoc with a refusal');
  await page.goto('/documents-shared');
  await check(
    page,
    'documents-shared (templates)',
    page.getByRole('link', { name: 'Download Client Intake Form' }),
  );
});

test('the report of a practice with no session yet, with its chart drawn', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  // The report with a month of sessions, sorted, printed: reports.spec.ts (axe and Tab on each state there).
  const account = newAccount('ray', 'Ray Okafor');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await signIn(page, account);
  await acceptTerms(page);
  await page.goto('/reports');
  await expect(page.getByTestId('sessions-drawing').locator('svg.apexcharts-svg')).toBeVisible();
  await check(page, 'reports (empty)', page.getByRole('link', { name: 'Export CSV' }));
});

test('the calendar in every view, the appointment form and the appointment dialog', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(150_000);
  const account = newAccount('cyd', 'Cyd Moreau');
  await registerVerifiedProvider(request, mailbox, settings, account);
  // Adding a client who has no account yet e-mails them: that needs a plan.
  await setPracticePlan(account.email, 'month_individual_ultimate');
  const clientEmail = uniqueEmail('dev');
  await addClient(request, settings, account, { name: 'Dev Patel', email: clientEmail });
  const date = firstMondayOfNextMonth();
  await insertAppointment({
    providerEmail: account.email,
    clientEmail,
    title: 'Weekly Check-in',
    start: new Date(`${date}T10:00:00Z`),
    minutes: 45,
    state: 2,
    isClientRequest: false,
  });
  await insertAppointment({
    providerEmail: account.email,
    clientEmail,
    title: 'Asked For Session',
    start: new Date(`${date}T14:00:00Z`),
    minutes: 30,
    state: 1,
    isClientRequest: true,
  });
  await signIn(page, account);
  await acceptTerms(page);

  // The client's request is an Appointments row with Approve and Decline (ADR 0054), reached by Tab.
  await check(
    page,
    'dashboard with a client and appointments',
    page
      .getByRole('region', { name: 'Appointments' })
      .getByRole('button', { name: 'Approve Asked For Session' }),
  );
  for (const view of ['month', 'week', 'day', 'list']) {
    await page.goto(`/appointment?view=${view}&date=${date}`);
    await expect(page.getByText(/Weekly Check-in/i).first()).toBeVisible();
    // The week and day views are checked as they end up: hydrated into the draggable calendar (ADR 0053).
    if (view === 'week' || view === 'day') await expect(page.locator('.rbc-time-view')).toBeVisible();
    await check(page, `appointment (${view} view)`, page.getByRole('link', { name: 'Next' }));
  }
  await page.goto('/appointment?view=requested');
  await check(
    page,
    'appointment (requests)',
    page.getByRole('button', { name: 'Approve Asked For Session' }),
  );

  await page.goto(`/appointment?view=day&date=${date}`);
  await page
    .getByText(/Weekly Check-in/i)
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
  await expect(edit).toBeVisible();
  await check(page, 'appointment dialog', edit.getByRole('button', { name: 'Update' }));

  await page.goto('/create-appointment');
  const save = page.getByRole('button', { name: 'Save' });
  await check(page, 'create-appointment', save);
  await page.getByLabel('Recurring').check();
  await save.click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, 'create-appointment with errors');
});

test('the session day: room, printable invitation, waiting room, session note and the waiting screen', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(150_000);
  const account = newAccount('eli', 'Eli Shapiro');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await setPracticePlan(account.email, 'month_individual_ultimate');
  await signIn(page, account);
  await acceptTerms(page);

  const card = page.getByRole('region', { name: 'Your waiting room' });
  const roomId = new URL(await card.getByLabel('Your room').inputValue()).pathname.split('/').pop()!;

  await page.getByRole('link', { name: 'Prints' }).click();
  await expect(page.getByRole('heading', { name: `Your video session with ${account.name}` })).toBeVisible();
  await check(page, 'invite-print', page.getByRole('button', { name: /Print/ }));
  const clientLink = (await page.getByTestId('invite-print-link').textContent())!.trim();

  // The client, in a browser of their own, waits; then the provider opens the room.
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York' });
  const client = await context.newPage();
  await client.goto(clientLink);
  await expect(client.getByText(`Please wait, ${account.name} will let you in shortly`)).toBeVisible();
  await check(
    client,
    'invited-room (waiting)',
    client.getByRole('button', { name: /(Play|Pause) the music/ }),
  );
  await client.goto(clientLink.replace(/key=\w+/, 'key=not-the-key'));
  await expect(client.getByText('This link is not valid.', { exact: false })).toBeVisible();
  await expectAccessible(client, 'invited-room (wrong key)');
  await client.goto(clientLink);

  await page.goto(`/room/${roomId}`);
  await expect(
    page.frameLocator('iframe[name^="jitsiConferenceFrame"]').getByTestId('room-name'),
  ).toBeVisible();
  // The video call is Jitsi's own page inside its iframe (in these journeys the stub of e2e/fakes/jitsi.ts): a
  // third party's markup we do not ship, so only that frame's document is left out. The iframe element (its
  // title) is ours and stays checked.
  const video = { exclude: [['iframe[name^="jitsiConferenceFrame"]', 'html']] };
  await check(page, 'room', page.getByRole('button', { name: 'Allow' }), video);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(client.getByRole('button', { name: 'Join' })).toBeVisible();
  await check(client, 'invited-room (let in)', client.getByRole('button', { name: 'Join' }));
  await client.getByLabel('Your name (shown in the call)').fill('Jordan Alvarez');
  await client.getByRole('button', { name: 'Join' }).click();
  await expect(client.getByRole('button', { name: 'Close' })).toBeVisible();
  await check(client, 'invited-room (in the call)', client.getByRole('button', { name: 'Close' }), video);
  await expectAccessible(page, 'room (client admitted)', video);

  await page.getByRole('button', { name: 'End call' }).click();
  await expect(page).toHaveURL(new RegExp(`/session-note/${roomId}$`));
  await check(page, 'session-note', page.getByRole('button', { name: 'Save' }));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please input the note.')).toBeVisible();
  await expectAccessible(page, 'session-note refused');
  await context.close();

  // A colleague (a provider of the same practice) opens the waiting screen of the owner's next appointment.
  const colleague = { email: uniqueEmail('fay'), password: account.password };
  await addTeamMember(account.email, { email: colleague.email, name: 'Fay Colleague', role: 'provider' });
  const tomorrow = new Date(Date.now() + 24 * 3_600_000);
  const clientEmail = uniqueEmail('gus');
  await addClient(request, settings, account, { name: 'Gus Ortega', email: clientEmail });
  const appointmentId = await insertAppointment({
    providerEmail: account.email,
    clientEmail,
    title: 'Tomorrow Session',
    start: tomorrow,
    minutes: 30,
    state: 2,
    isClientRequest: false,
  });
  const colleagueContext = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
  const colleaguePage = await colleagueContext.newPage();
  await signIn(colleaguePage, colleague);
  await colleaguePage.goto(`/client-session/${appointmentId}`);
  await expect(colleaguePage.getByRole('timer')).toBeVisible();
  await check(
    colleaguePage,
    'client-session (countdown)',
    colleaguePage.getByRole('link', { name: 'Back to the dashboard' }),
  );
  await colleaguePage.goto(`/invite-print/000000000000000000000000`);
  await check(
    colleaguePage,
    'error page',
    colleaguePage.getByRole('link', { name: 'Back to the dashboard' }),
  );
  await colleagueContext.close();
});

test('the messages: the provider’s Message page with a thread, edit mode and the delete dialog; the client’s Messages', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(180_000);
  const account = newAccount('ivy', 'Ivy Marsh');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await setPracticePlan(account.email, 'month_individual_ultimate');
  const clientEmail = uniqueEmail('lou');
  await addClient(request, settings, account, { name: 'Lou Perez', email: clientEmail });
  const client = await signInInvitedClient(browser, mailbox, { email: clientEmail });
  await signIn(page, account);
  await acceptTerms(page);

  await page.goto('/view-messages');
  const input = page.getByLabel('Your message', { exact: true });
  await check(page, 'view-messages (empty)', input);
  await input.fill('See you on Tuesday at ten.');
  await input.press('Enter');
  const mine = page.getByRole('listitem', { name: /^You,/ });
  await expect(mine).toContainText('See you on Tuesday at ten.');
  await check(page, 'view-messages (thread)', input);
  await mine.getByRole('link', { name: 'Edit' }).click();
  await check(page, 'view-messages (edit mode)', page.getByRole('button', { name: 'Send' }));
  await page.getByRole('link', { name: 'Cancel editing' }).click();
  await mine.getByRole('link', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this message?' });
  await check(page, 'delete message dialog', dialog.getByRole('button', { name: 'Delete' }));

  // The client's menu counts the unread message; opening the conversation reads it.
  await client.goto('/home');
  const menu = client.getByRole('navigation', { name: 'Your pages' });
  await expect(menu.getByRole('link', { name: 'Messages 1 unread' })).toBeVisible();
  await menu.getByRole('link', { name: 'Messages 1 unread' }).click();
  await expect(client.getByText('See you on Tuesday at ten.')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await check(client, 'home/messages (thread)', client.getByLabel('Your message', { exact: true }));
  await client.context().close();
});

test('the blog and the help centre: the editors, the lists, the delete dialog, an article; the client home’s articles', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  // Eighteen screens and a dialog, a client signing in, three articles written.
  test.setTimeout(360_000);
  const account = newAccount('mae', 'Mae Author');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await setPracticePlan(account.email, 'month_individual_ultimate');
  const clientEmail = uniqueEmail('ned');
  await addClient(request, settings, account, { name: 'Ned Reader', email: clientEmail });
  const client = await signInInvitedClient(browser, mailbox, { email: clientEmail });
  await signIn(page, account);
  await acceptTerms(page);

  await page.goto('/all-articles');
  await check(page, 'all-articles (empty)', page.getByRole('link', { name: 'New article' }).first());
  await page.goto('/new-article');
  const addCategory = page.getByRole('button', { name: 'Add category' });
  await check(page, 'new-article (no category yet)', addCategory);
  await addCategory.click();
  await expect(page.getByLabel('New category')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'new-article (category refused)');
  await page.getByLabel('New category').fill('Anxiety');
  await addCategory.click();
  await expect(page.getByRole('button', { name: 'Delete the category Anxiety' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Content' }).click();
  await check(page, 'new-article (editor)', page.getByRole('button', { name: 'Publish' }));
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, 'new-article (refused)');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Anxiety' });
  await page.getByLabel('Title').fill('Breathing when it starts');
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Breathe out for longer than you breathe in.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/article-details\/[0-9a-f]{24}$/);
  const articleId = new URL(page.url()).pathname.split('/').pop()!;
  await check(page, 'article-details', page.getByRole('button', { name: 'Comment' }));
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Content' })).toContainText('Breathe out');
  await check(page, 'new-article/{id} (edit mode)', page.getByRole('button', { name: 'Update' }));

  await page.goto('/all-articles');
  await check(
    page,
    'all-articles (one article)',
    page.getByRole('link', { name: 'Delete Breathing when it starts' }),
  );
  await page.goto('/published');
  await check(page, 'published', page.getByRole('link', { name: 'Edit Breathing when it starts' }));
  await page.getByRole('link', { name: 'Delete Breathing when it starts' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Delete Article' });
  await check(page, 'Delete Article dialog', remove.getByRole('button', { name: 'Delete' }));
  await remove.getByRole('link', { name: 'Cancel' }).click();
  await expect(remove).toBeHidden();

  await page.goto('/help');
  await check(page, 'help (home)', page.getByLabel('Search the help centre'));
  await page.goto('/help-new');
  await page.getByRole('textbox', { name: 'Content' }).click();
  await check(page, 'help-new', page.getByRole('button', { name: 'Publish' }));
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'General' });
  await page.getByLabel('Title').fill('Your first week');
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Invite a client, then book a session.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/help-details\/[0-9a-f]{24}$/);
  await check(page, 'help-details', page.getByRole('button', { name: 'Comment' }));
  await page.goto('/help?q=client%20session');
  await check(
    page,
    'help (search results)',
    page.getByRole('link', { name: 'Your first week', exact: true }),
  );
  await page.goto('/help?category=1');
  await check(page, 'help (a category)', page.getByRole('link', { name: 'Your first week', exact: true }));
  await page.goto('/help-published');
  await check(page, 'help-published', page.getByRole('link', { name: 'Edit Your first week' }));

  await client.goto('/home');
  await check(
    client,
    'home with the practice’s articles',
    client.getByRole('link', { name: 'Breathing when it starts' }),
  );
  await client.goto('/home/articles');
  await check(client, 'home/articles', client.getByRole('link', { name: 'Breathing when it starts' }));
  await client.goto(`/home/articles/${articleId}`);
  await check(client, 'home/articles/{id}', client.getByRole('button', { name: 'Comment' }));
  await client.context().close();
});

test('the help chatbot: Add Chatbot Data empty, with a pair and its edit dialog, and the widget open', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(150_000);
  const account = newAccount('cora', 'Cora Lind');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await signIn(page, account);
  await acceptTerms(page);
  await page.goto('/add-chatbot');
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await check(page, 'add-chatbot (empty)', add);
  await add.click();
  await expect(page.getByText('Please input correctly.').first()).toBeVisible();
  await expectAccessible(page, 'add-chatbot with a refusal');
  await page.getByRole('textbox', { name: 'Question' }).fill('How do I book a session?');
  await page.getByRole('textbox', { name: /^Answer/ }).fill('From the calendar: choose Create.');
  await add.click();
  await expect(page.getByText('The data has added successfully.')).toBeVisible();
  await check(page, 'add-chatbot (one pair)', page.getByRole('link', { name: /^Edit the answer to/ }));
  await page.getByRole('link', { name: /^Edit the answer to/ }).click();
  const edit = page.getByRole('dialog', { name: 'Question and Answer' });
  await check(page, 'chatbot edit dialog', edit.getByRole('button', { name: 'Save' }));
  await edit.getByRole('link', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: /^Message / }).click();
  const widget = page.getByRole('dialog', { name: /^Message / });
  await widget.getByRole('button', { name: 'Technical Support' }).click();
  await expect(widget.getByRole('log')).toContainText('browser and device');
  await check(page, 'chatbot widget dialog', widget.getByRole('button', { name: 'Send' }));
});

test('two-factor sign-in: the security card in each state, the second step and the setup at sign-in', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  // About a minute on two busy cores, as long as the default timeout: give it room like the others here.
  test.setTimeout(150_000);
  const account = newAccount('axe-twofa', 'Ada Twofactor');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await signIn(page, account);
  await acceptTerms(page);

  await page.goto('/settings-security');
  await check(
    page,
    'settings-security (two-factor off)',
    page.getByRole('button', { name: 'Set up two-factor sign-in' }),
  );
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const turnOn = page.getByRole('button', { name: 'Turn on' });
  await check(page, 'settings-security (QR code and key)', turnOn);
  await page.getByLabel('Code from the app').fill('000000');
  await turnOn.click();
  await expect(page.locator('#two-factor-confirm-form').getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'settings-security (wrong code)');
  const secret = await readShownSecret(page);
  await page.getByLabel('Code from the app').fill(authenticatorCode(secret));
  await turnOn.click();
  await readRecoveryCodes(page);
  await check(
    page,
    'settings-security (on, recovery codes shown)',
    page.getByRole('button', { name: 'Turn off' }),
  );

  // The owner's rule sends a colleague without it to the setup right after the password.
  await page.getByLabel('Require two-factor sign-in for everyone in the practice').check();
  await page.getByRole('button', { name: 'Save practice rule' }).click();
  await expect(
    page.getByText('Two-factor sign-in is now required for everyone in the practice.'),
  ).toBeVisible();
  await logOut(page);

  await enterPassword(page, account);
  const verify = page.getByRole('button', { name: 'VERIFY' });
  await check(page, 'login-two-factor', verify);
  await page.getByLabel('Code').fill('000000');
  await verify.click();
  await expect(page.getByText('That code is not right. Please try again with a new code.')).toBeVisible();
  await expectAccessible(page, 'login-two-factor refused');

  const colleague = { email: uniqueEmail('axe-twofa-colleague'), password: account.password };
  await addTeamMember(account.email, { email: colleague.email, name: 'Cal Colleague', role: 'provider' });
  await enterPassword(page, colleague);
  const turnOnAndSignIn = page.getByRole('button', { name: 'TURN ON AND SIGN IN' });
  await check(page, 'login-two-factor (setup required by the practice)', turnOnAndSignIn);
  await page.getByLabel('Code from the app').fill(authenticatorCode(await readShownSecret(page)));
  await turnOnAndSignIn.click();
  await readRecoveryCodes(page);
  await check(
    page,
    'login-two-factor (recovery codes)',
    page.getByRole('link', { name: 'I saved my recovery codes, continue' }),
  );
});

test('the scheduling calendar pages: weekly hours, a day off, and the free times a client picks from', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(180_000);
  const owner = newAccount('hana', 'Hana Hours');
  await registerVerifiedProvider(request, mailbox, settings, owner);
  await setPracticePlan(owner.email, 'month_individual_ultimate');
  await signIn(page, owner);
  await acceptTerms(page);
  await createAppointmentType(page, 'intake');

  // The editor: an overlap is refused with the API's words and the typed hours kept; then Monday's two ranges
  // (the afternoon at an office), a day off, no notice and the type clients may request.
  await page.goto('/scheduling-calendar-create');
  await check(
    page,
    'scheduling-calendar-create',
    page.getByRole('button', { name: 'Save availability' }).first(),
  );
  const morning = page.getByRole('group', { name: 'Monday, range 1' });
  const afternoon = page.getByRole('group', { name: 'Monday, range 2' });
  await morning.getByLabel('From').fill('09:00');
  await morning.getByLabel('To').fill('12:00');
  await afternoon.getByLabel('From').fill('11:00');
  await afternoon.getByLabel('To').fill('13:00');
  await page.getByRole('button', { name: 'Save availability' }).last().click();
  await expect(page.getByRole('alert')).toHaveText('The working ranges of a day must not overlap.');
  await expectAccessible(page, 'scheduling-calendar-create refused');
  await expect(morning.getByLabel('From')).toHaveValue('09:00');
  await afternoon.getByLabel('From').fill('13:00');
  await afternoon.getByLabel('To').fill('17:00');
  await afternoon.getByLabel('In person').check();
  await afternoon.getByLabel('Office').fill('Harbor Street');
  const dayOff = firstMondayOfNextMonth();
  const override = page.getByRole('group', { name: 'New date override 1' });
  await override.getByLabel('Date').fill(dayOff);
  await override.getByLabel('Day off').check();
  await page.getByLabel('Minimum notice').selectOption('0');
  await page.getByLabel('Intake', { exact: true }).check();
  await page.getByRole('button', { name: 'Save availability' }).last().click();
  await expect(page.getByText('The availability has been saved.')).toBeVisible();
  await expect(page.getByRole('group', { name: /^Date override / }).getByLabel('Day off')).toBeChecked();

  // The month: Mondays carry the hours, the day off says so.
  await page.goto(`/scheduling-calendar?month=${dayOff.slice(0, 7)}`);
  await check(page, 'scheduling-calendar with hours', page.getByRole('link', { name: 'Next month' }));
  await expect(page.getByRole('cell').filter({ hasText: 'Day off' })).toHaveCount(1);
  await expect(
    page
      .getByRole('cell')
      .filter({ hasText: '9:00 AM – 12:00 PM, 1:00 PM – 5:00 PM (Harbor Street)' })
      .first(),
  ).toBeVisible();

  // The preview, as a client in Kolkata, the week after the day off: the times are radio buttons, by keyboard.
  const weekAfter = new Date(Date.parse(`${dayOff}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/scheduling-calendar-view?zone=Asia/Kolkata&from=${weekAfter}`);
  await expect(page.getByText(/^Times in Asia\/Kolkata/)).toBeVisible();
  const first = page.getByRole('radio').first();
  await check(page, 'scheduling-calendar-view with free times', first);
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio').nth(1)).toBeChecked();

  // Requests allowed: the booking link to copy, and the public booking page (ADR 0054) as a visitor sees it.
  await page.goto('/practice-scheduling');
  await page.getByRole('switch', { name: 'Allow appointment requests' }).click();
  await expect(page.getByText('The appointment setting has updated successfully.')).toBeVisible();
  await page.goto('/scheduling-calendar-view');
  await check(
    page,
    'scheduling-calendar-view with the booking link',
    page.getByRole('button', { name: 'Copy link' }),
  );
  const bookingLink = await page.getByLabel('Your booking page').inputValue();
  const visitorContext = await browser.newContext({ timezoneId: 'Asia/Kolkata' });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${bookingLink}?zone=Asia/Kolkata&from=${weekAfter}`);
    await expect(visitor.getByText(/^Times in Asia\/Kolkata/)).toBeVisible();
    await check(visitor, 'book', visitor.getByRole('radio').first());
    await visitor.getByRole('radio').first().check();
    await visitor.getByLabel('Name').fill('Jordan Lee');
    await visitor.getByLabel('E-mail').fill('not an address');
    await visitor.getByLabel('E-mail').evaluate((input: HTMLInputElement) => (input.type = 'text'));
    await visitor.getByLabel('Phone').fill('555 123 4567');
    await visitor.getByRole('button', { name: 'Request this time' }).click();
    await expect(visitor.getByRole('alert')).toHaveText('Please input valid email.');
    await expectAccessible(visitor, 'book refused');
  } finally {
    await visitorContext.close();
  }
});
