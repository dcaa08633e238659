import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { addClient, newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { signInInvitedClient } from '../support/clients.js';
import { setPracticePlan } from '../support/database.js';
import { pngOf } from '../support/images.js';
import { acceptTerms, signIn } from '../support/pages.js';

// The blog and the help centre (issue 28, ADR 0043) from a practice that signs up in the test: its first
// category, an article with bold text, a list and a picture, a comment and a like, the list with its comment
// count, the client who reads it from its home; and a help article found by the help centre's search.

const PICTURE = pngOf(12, 12, [200, 120, 40]);

test('a practice publishes an article its client reads, and a help article its team finds by searching', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(240_000);
  const owner = newAccount('ari', 'Ari Writer');
  await registerVerifiedProvider(request, mailbox, settings, owner);
  // Adding a client who has no account yet e-mails them: that needs a plan.
  await setPracticePlan(owner.email, 'month_individual_ultimate');
  const clientEmail = uniqueEmail('kim');
  await addClient(request, settings, owner, { name: 'Kim Reader', email: clientEmail });
  const client = await signInInvitedClient(browser, mailbox, { email: clientEmail });
  await signIn(page, owner);
  await acceptTerms(page);

  // A new practice has no category: the editor says so and adds the first.
  await page.goto('/new-article');
  await expect(page.getByText('Your practice has no blog categories yet.', { exact: false })).toBeVisible();
  await page.getByLabel('New category').fill('sleep');
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The category inserted successfully.' }).first(),
  ).toBeVisible();
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Sleep' });
  await page.getByLabel('Title').fill('Sleep and anxiety');

  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  const toolbar = page.getByRole('toolbar', { name: 'Article formatting' });
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Small changes');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' help more than you expect.');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('The same bedtime');
  await page.keyboard.press('Enter');
  await page.keyboard.type('No screens after nine');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const chooser = page.waitForEvent('filechooser');
  await toolbar.getByRole('button', { name: 'Insert an image' }).click();
  await (await chooser).setFiles({ name: 'moon.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(editor.locator('img')).toHaveAttribute('src', /^\/files\/[0-9a-f]{24}$/);
  await page.getByRole('button', { name: 'Publish' }).click();

  // The article, as its readers see it.
  await expect(page).toHaveURL(/\/article-details\/[0-9a-f]{24}$/);
  const articlePath = new URL(page.url()).pathname;
  const articleId = articlePath.split('/').pop()!;
  await expect(
    page.getByRole('status').filter({ hasText: 'An article registration succeeded.' }),
  ).toBeVisible();
  const article = page.getByRole('article', { name: 'Sleep and anxiety' });
  await expect(article.locator('strong')).toHaveText('Small changes');
  await expect(article.getByRole('listitem')).toHaveText(['The same bedtime', 'No screens after nine']);
  const picture = article.locator(`img[src^="/files/"]`).last();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(article.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/new-article/${articleId}`,
  );

  // The owner comments and likes it.
  await page.getByLabel('Your comment').fill('Read this before your next session.');
  await page.getByRole('button', { name: 'Comment' }).click();
  await expect(page.getByRole('region', { name: 'Comments (1)' })).toContainText(
    'Read this before your next session.',
  );
  await page.getByRole('button', { name: 'Like (0)', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Like (1)', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Found in the list, with its comment count.
  await page.goto('/all-articles');
  await expect(page.getByText('1 articles found').first()).toBeVisible();
  const row = page.getByRole('row', { name: /Sleep and anxiety/ });
  await expect(row.getByRole('cell').nth(2)).toHaveText('Sleep');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await expect(row.getByRole('link', { name: 'Edit Sleep and anxiety' })).toBeVisible();

  // The linked client opens it from its home, likes it and comments.
  await client.goto('/home');
  const panel = client.getByRole('region', { name: 'From your practice' });
  await panel.getByRole('link', { name: 'Sleep and anxiety' }).click();
  await expect(client).toHaveURL(new RegExp(`/home/articles/${articleId}$`));
  const read = client.getByRole('article', { name: 'Sleep and anxiety' });
  await expect(read.locator('strong')).toHaveText('Small changes');
  const seen = read.locator(`img[src^="/files/"]`).last();
  await expect.poll(() => seen.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(read.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await client.getByRole('button', { name: 'Like (1)', exact: true }).click();
  await expect(client.getByRole('button', { name: 'Like (2)', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await client.getByLabel('Your comment').fill('Thank you, this helps.');
  await client.getByRole('button', { name: 'Comment' }).click();
  await expect(client.getByRole('region', { name: 'Comments (2)' })).toContainText('Thank you, this helps.');
  await client.context().close();

  // A help article, found by the help centre's search; the search is in the URL, so Back returns to it.
  await page.goto('/help-new');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Technical' });
  await page.getByLabel('Title').fill('Video sessions: sound and camera');
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Check the microphone permission in your browser first.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/help-details\/[0-9a-f]{24}$/);
  await page.goto('/help');
  await expect(page.getByRole('link', { name: /Technical\s*1 article\b/ })).toBeVisible();
  await page.getByLabel('Search the help centre').fill('microphone browser');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/help\?q=microphone\+browser$/);
  await expect(page.getByRole('heading', { name: 'Search results for “microphone browser”' })).toBeVisible();
  await page.getByRole('link', { name: 'Video sessions: sound and camera', exact: true }).click();
  await expect(page).toHaveURL(/\/help-details\//);
  await page.goBack();
  await expect(page.getByLabel('Search the help centre')).toHaveValue('microphone browser');
  await page.getByLabel('Search the help centre').fill('nothing like this');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No help articles match “nothing like this”.')).toBeVisible();

  // Deleting asks first, then the list says so.
  await page.goto(`/all-articles?delete=${articleId}`);
  const dialog = page.getByRole('alertdialog', { name: 'Delete Article' });
  await expect(dialog).toContainText('Do you want to delete this article really?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/all-articles$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'The article deleted successfully.' }),
  ).toBeVisible();
  await expect(page.getByText('There are no articles in your practice yet.')).toBeVisible();
});
