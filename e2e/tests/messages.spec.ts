import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { expectScreenAccessible } from '../support/accessibility.js';
import { addClient, newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { signInInvitedClient } from '../support/clients.js';
import { connectE2eDatabase, setPracticePlan } from '../support/database.js';
import { acceptTerms, signIn } from '../support/pages.js';

// Secure messages (issue 27, ADR 0040): a practice signs up, adds a client, and the two write to each other in
// two browsers; each sees the other's message arrive without a reload. The provider edits and deletes its own
// message. A message left unread brings the recipient one e-mail, with a link and without the text.

const ULTIMATE = 'month_individual_ultimate';

async function check(page: Page, screenName: string, mainAction: Locator, include?: string[]) {
  await test.step(screenName, async () => {
    await expectScreenAccessible(page, screenName, mainAction, include ? { include } : {});
  });
}

/** Makes a message look older than it is (the nudge waits 15 minutes; the journey does not). */
async function ageMessage(text: string, minutes: number) {
  const connection = await connectE2eDatabase();
  try {
    await connection.execute(
      'UPDATE messages SET created_at = created_at - INTERVAL ? MINUTE WHERE message = ?',
      [minutes, text],
    );
  } finally {
    await connection.end();
  }
}

test('a provider and its client exchange messages live, edit and delete their own, and an unread one is e-mailed once without its text', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(300_000);
  const provider = newAccount('mira', 'Mira Stone');
  await registerVerifiedProvider(request, mailbox, settings, provider);
  await setPracticePlan(provider.email, ULTIMATE);
  const clientEmail = uniqueEmail('theo');
  await addClient(request, settings, provider, { name: 'Theo Lane', email: clientEmail });
  const client = await signInInvitedClient(browser, mailbox, { email: clientEmail });

  // The provider opens Message: its one client is chosen, and their thread is empty.
  await signIn(page, provider);
  await acceptTerms(page);
  await page.goto('/view-messages');
  await expect(page.getByRole('heading', { name: 'Theo Lane' })).toBeVisible();
  await expect(page.getByText('There is no the message with Theo Lane')).toBeVisible();
  const providerInput = page.getByLabel('Your message', { exact: true });
  await check(page, 'Message (empty thread)', providerInput);

  // The client opens its Messages from its menu.
  await client.getByRole('link', { name: 'Messages' }).first().click();
  await expect(client).toHaveURL(/\/home\/messages$/);
  await expect(client.getByRole('heading', { name: provider.name })).toBeVisible();
  await expect(client.getByText(`There is no the message with ${provider.name}`)).toBeVisible();

  // Enter sends; the message reaches the client's open thread without a reload.
  await providerInput.fill('Hello Theo, how was the week? <b>not bold</b>');
  await providerInput.press('Enter');
  await expect(page.getByText('Hello Theo, how was the week? <b>not bold</b>')).toBeVisible();
  await expect(client.getByText('Hello Theo, how was the week? <b>not bold</b>')).toBeVisible();
  await expect(client.locator('b')).toHaveCount(0);

  // The client answers with Send; the provider sees it arrive.
  const clientInput = client.getByLabel('Your message', { exact: true });
  await clientInput.fill('Better, thanks. The breathing helped.');
  await client.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Better, thanks. The breathing helped.')).toBeVisible();
  await check(client, 'client Messages (thread)', clientInput);
  // The client's message has no Edit or Delete for the provider.
  const clientsMessage = page.getByRole('listitem', { name: /^Theo Lane,/ });
  await expect(clientsMessage.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  // Edit mode: Edit loads the message into the input, Send updates it; the client sees the change live.
  const mine = page.getByRole('listitem', { name: /^You,/ });
  await mine.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Edit your message')).toHaveValue(
    'Hello Theo, how was the week? <b>not bold</b>',
  );
  await check(page, 'Message (edit mode)', page.getByLabel('Edit your message'));
  await page.getByLabel('Edit your message').fill('Hello Theo, how was your week?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Hello Theo, how was your week?')).toBeVisible();
  await expect(client.getByText('Hello Theo, how was your week?')).toBeVisible();
  await expect(client.getByText(/edited/)).toBeVisible();

  // An empty text in edit mode only leaves edit mode.
  await mine.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Edit your message').fill('');
  await page.getByLabel('Edit your message').press('Enter');
  await expect(page.getByLabel('Edit your message')).toHaveCount(0);
  await expect(page.getByLabel('Your message', { exact: true })).toHaveValue('');
  await expect(mine.getByText('Hello Theo, how was your week?')).toBeVisible();

  // Delete asks first; the message leaves both threads.
  await page.getByLabel('Your message', { exact: true }).fill('A message to take back');
  await page.getByLabel('Your message', { exact: true }).press('Enter');
  await expect(client.getByText('A message to take back')).toBeVisible();
  await page
    .getByRole('listitem', { name: /^You,/ })
    .filter({ hasText: 'A message to take back' })
    .getByRole('link', { name: 'Delete' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this message?' });
  await expect(confirm.getByRole('link', { name: 'Keep it' })).toBeFocused();
  await check(page, 'delete message confirmation', confirm.getByRole('button', { name: 'Delete' }), [
    '[data-modal-dialog]',
  ]);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The message deleted successfully.')).toBeVisible();
  await expect(page.getByText('A message to take back')).toHaveCount(0);
  await expect(client.getByText('A message to take back')).toHaveCount(0);

  // The client leaves; a message it has not read for 15 minutes brings one e-mail, without the text.
  await client.context().close();
  const secret = 'Private: the medication change we discussed';
  await page.getByLabel('Your message', { exact: true }).fill(secret);
  await page.getByLabel('Your message', { exact: true }).press('Enter');
  await expect(page.getByText(secret)).toBeVisible();
  const since = Date.now();
  await ageMessage(secret, 16);
  const mail = await mailbox.waitForMail(clientEmail, /You have a new message/, {
    since: new Date(since),
    timeout: 30_000,
  });
  expect(mail.text).toContain('/home/messages/');
  for (const part of [mail.subject, mail.text ?? '', mail.html ?? '']) {
    expect(part).not.toContain('medication');
    expect(part).not.toContain('breathing');
  }
  expect(mail.text).toContain(provider.name);
  // Only one, however long it stays unread: three more sweeps (every 5 s in the journeys) send no other.
  await page.waitForTimeout(16_000);
  const nudges = (await mailbox.list(clientEmail)).filter((m) => /You have a new message/.test(m.subject));
  expect(nudges).toHaveLength(1);
});
