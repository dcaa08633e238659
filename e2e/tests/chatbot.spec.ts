import { expect, test } from '../fixtures/index.js';
import { newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { insertHelpArticle } from '../support/chatbot.js';
import { acceptTerms, signIn } from '../support/pages.js';

// The help chatbot (issue 28, ADR 0043): a practice signs up, its owner teaches the chatbot one answer in Add
// Chatbot Data and gets it back from the floating widget; a question no pair matches is answered from the
// practice's help articles (the best one's title, as a link to it).

test('the owner adds a question and answer, the widget answers it, and answers another question from a help article', async ({
  page,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(180_000);
  const owner = newAccount('chet', 'Chet Baker');
  await registerVerifiedProvider(request, mailbox, settings, owner);
  await signIn(page, owner);
  await acceptTerms(page);

  // Add Chatbot Data: empty at first; the pair added shows in the table with the API's message.
  await page.goto('/add-chatbot');
  await expect(page.getByText(/has no question and answer of its own yet/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Question' }).fill('How do I move a session to another day?');
  await page
    .getByRole('textbox', { name: /^Answer/ })
    .fill('Open the calendar, choose the session and pick its new day.');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('The data has added successfully.')).toBeVisible();
  const row = page.getByRole('row').nth(1);
  await expect(row).toContainText('How do I move a session to another day?');
  await expect(row).toContainText('Open the calendar, choose the session and pick its new day.');
  await expect(page.getByRole('textbox', { name: 'Question' })).toHaveValue('');

  // The widget: the greeting, then the pair's answer to the question asked in other words.
  const button = page.getByRole('button', { name: /^Message / });
  await button.click();
  const dialog = page.getByRole('dialog', { name: /^Message / });
  const log = dialog.getByRole('log');
  await expect(log).toContainText('Hello. What can I do for you?');
  const question = dialog.getByLabel('Your question');
  await question.fill('How can I move a session to another day?');
  await question.press('Enter');
  await expect(log).toContainText('Open the calendar, choose the session and pick its new day.');

  // No pair is close to this one: the practice's help article answers it.
  const articleId = await insertHelpArticle(owner.email, {
    title: 'Changing your password',
    text: 'Open Settings, then Security: type your current password, then the new one twice, and choose Update.',
  });
  await question.fill('Where do I change my password?');
  await question.press('Enter');
  await expect(log).toContainText('This article may help:');
  await expect(log.getByRole('link', { name: 'Changing your password' })).toHaveAttribute(
    'href',
    `/help-details/${articleId}`,
  );
  await expect(log).toContainText('Open Settings, then Security');

  // Escape closes the dialog and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
