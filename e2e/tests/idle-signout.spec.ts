import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { expectAccessible } from '../support/accessibility.js';
import { addClient, newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { setPracticePlan } from '../support/database.js';
import { acceptTerms, logIn } from '../support/pages.js';

// Idle sign-out (issue 29, ADR 0046), watched with Playwright's fast clock: the warning two minutes before,
// "Stay signed in" keeping the session, the sign-out to /login with its message, and the message being written
// kept as a draft and offered back after signing in again. Then a cross-site form post to an action is refused.

const ULTIMATE = 'month_individual_ultimate';

test('an idle provider is warned, stays signed in once, is then signed out, and gets the half-written message back', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(180_000);
  const provider = newAccount('idle', 'Iris Dale');
  await registerVerifiedProvider(request, mailbox, settings, provider);
  await setPracticePlan(provider.email, ULTIMATE);
  await addClient(request, settings, provider, { name: 'Noor Vale', email: uniqueEmail('noor') });

  await page.clock.install();
  await logIn(page, provider);
  await acceptTerms(page);
  await page.goto('/view-messages');
  await expect(page.getByRole('heading', { name: 'Noor Vale' })).toBeVisible();
  const input = page.getByLabel('Your message', { exact: true });
  await input.fill('The plan for Thursday is');

  // 28½ quiet minutes: the warning, announced as an alert dialog, with the focus on its button.
  await page.clock.fastForward('28:30');
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  const stay = warning.getByRole('button', { name: 'Stay signed in' });
  await expect(stay).toBeFocused();
  await expect(warning).toContainText('you will be signed out in 2 minutes');
  await expectAccessible(page, 'idle warning', { include: ['dialog[open]'] });

  // The keyboard keeps the session: the dialog closes, and five minutes later all is quiet.
  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();
  await page.clock.fastForward('05:00');
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/view-messages/);
  await expect(input).toHaveValue('The plan for Thursday is');

  // Nobody answers the next warning: signed out to /login, which says why.
  await page.clock.fastForward('24:00');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('02:10');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/You were signed out after a while without activity/)).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  // Signed in again, the same screen offers the kept text back.
  await logIn(page, provider);
  await page.goto('/view-messages');
  const offer = page.getByRole('status').filter({ hasText: 'was kept' });
  await expect(offer).toBeVisible();
  await expectAccessible(page, 'kept draft offer');
  await offer.getByRole('button', { name: 'Restore it' }).click();
  await expect(page.getByLabel('Your message', { exact: true })).toHaveValue('The plan for Thursday is');
  await expect(offer).toBeHidden();
});

test('activity in another tab keeps the session; a cross-site form post to an action is refused', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  const provider = newAccount('idle2', 'Otto Reyes');
  await registerVerifiedProvider(request, mailbox, settings, provider);
  await page.clock.install();
  await logIn(page, provider);
  await acceptTerms(page);

  // A second tab of the same browser: typing there keeps the first one from warning.
  const other = await page.context().newPage();
  await other.goto('/appointment-type');
  // The watch loads after the page starts: a key pressed before it listens is no activity to it.
  await expect(other.getByRole('alertdialog', { includeHidden: true })).toBeAttached();
  await page.clock.fastForward('20:00');
  await other.keyboard.press('Shift');
  await page.clock.fastForward('20:00');
  await expect(page.getByRole('alertdialog', { name: 'Are you still there?' })).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A form posted from another site, carrying this browser's cookies: 403 with a message, nothing runs.
  const forged = await page.request.post('/add-client', {
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', accept: 'application/json' },
    form: { name: 'Forged Client', email: uniqueEmail('forged') },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).msg).toMatch(/\S/);
  // The session is untouched and the client was not added.
  await page.goto('/client-management');
  await expect(page).toHaveURL(/\/client-management/);
  await expect(page.getByText('Forged Client')).toHaveCount(0);
});
