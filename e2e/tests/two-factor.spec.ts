import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { addTeamMember } from '../support/database.js';
import { acceptTerms, logIn } from '../support/pages.js';
import {
  authenticatorCode,
  enrolTwoFactor,
  enterPassword,
  logOut,
  readRecoveryCodes,
  readShownSecret,
} from '../support/two-factor.js';

// Two-factor sign-in (issue 29, ADR 0045): what a person does with an authenticator app, from a practice that
// signs up here. The codes are computed in the test from the key the page shows (support/two-factor.ts).

const WRONG_CODE = 'That code is not right. Please try again with a new code.';

test('a provider turns two-factor sign-in on, signs in with a code, and once with each recovery code', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  // About a minute on two busy cores, as long as the default timeout: give it room like the long journeys.
  test.setTimeout(120_000);
  const account = newAccount('twofa', 'Tess Factor');
  await registerVerifiedProvider(request, mailbox, settings, account);
  await logIn(page, account);
  await acceptTerms(page);

  const { secret, codes } = await enrolTwoFactor(page);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // Reloaded, the page no longer shows the key or the codes.
  await page.reload();
  await expect(page.getByTestId('two-factor-secret')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);
  await logOut(page);

  // The original apps' login cannot ask for the code: a clear 403, no session.
  const legacy = await request.post(`${settings.apiUrl}/api/api/users/login`, {
    data: { email: account.email, password: account.password, role: 'provider' },
  });
  expect(legacy.status()).toBe(403);
  expect((await legacy.json()).msg).toMatch(/Two-factor sign-in is on/);

  // The password alone does not sign in: the second step asks for the code.
  await enterPassword(page, account);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await enterPassword(page, account);
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page.getByText(WRONG_CODE)).toBeVisible();
  // The next step's code (one step ahead is accepted; the step that turned it on never is again).
  await page.getByLabel('Code').fill(authenticatorCode(secret, 30_000));
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);

  // A recovery code signs in once.
  await enterPassword(page, account);
  await page.getByLabel('Code').fill(codes[0]!);
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings-security');
  await expect(page.getByTestId('two-factor-state')).toHaveText('On. 9 recovery codes left.');
  await logOut(page);
  await enterPassword(page, account);
  await page.getByLabel('Code').fill(codes[0]!);
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page.getByText(WRONG_CODE)).toBeVisible();
  await page.getByLabel('Code').fill(codes[1]!.toLowerCase());
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an owner requires it: a colleague without it sets it up right after the password', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  const owner = newAccount('twofa-owner', 'Omar Owner');
  await registerVerifiedProvider(request, mailbox, settings, owner);
  const colleague = { email: uniqueEmail('twofa-colleague'), password: owner.password };
  await addTeamMember(owner.email, { email: colleague.email, name: 'Cora Colleague', role: 'provider' });
  await logIn(page, owner);
  await acceptTerms(page);
  await page.goto('/settings-security');
  await page.getByLabel('Require two-factor sign-in for everyone in the practice').check();
  await page.getByRole('button', { name: 'Save practice rule' }).click();
  await expect(
    page.getByText('Two-factor sign-in is now required for everyone in the practice.'),
  ).toBeVisible();
  await logOut(page);

  await enterPassword(page, colleague);
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  const secret = await readShownSecret(page);
  await page.getByLabel('Code from the app').fill(authenticatorCode(secret));
  await page.getByRole('button', { name: 'TURN ON AND SIGN IN' }).click();
  await readRecoveryCodes(page);
  await page.getByRole('link', { name: 'I saved my recovery codes, continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings-security');
  await expect(page.getByTestId('two-factor-state')).toHaveText('On. 10 recovery codes left.');
  await expect(page.getByText('Your practice requires two-factor sign-in, so it stays on.')).toBeVisible();
});
