import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { expectAccessible, expectScreenAccessible } from '../support/accessibility.js';
import { addClient, newAccount, registerVerifiedProvider } from '../support/accounts.js';
import { setPracticePlan } from '../support/database.js';
import { acceptTerms, signIn } from '../support/pages.js';

// Documents (issue 27, ADR 0041): a practice that signs up here, on the ADVANCED plan (document sharing), uploads a
// PDF with its progress showing and shares it with its client; the client downloads the same bytes from its home
// and shares one back; the provider finds it under "Shared with me" and downloads it too.

const ADVANCED = 'month_individual_plus';
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** axe on the page as it is, then Tab to the main action and see its focus ring. */
async function check(page: Page, screenName: string, mainAction: Locator) {
  await test.step(screenName, async () => {
    await expectScreenAccessible(page, screenName, mainAction);
  });
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

test('a provider shares a PDF with its client, who downloads the same bytes and shares one back', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(240_000);
  const provider = newAccount('rae', 'Rae Whitfield');
  await registerVerifiedProvider(request, mailbox, settings, provider);
  await setPracticePlan(provider.email, ADVANCED);
  const clientEmail = uniqueEmail('mika');
  await addClient(request, settings, provider, { name: 'Mika Tanaka', email: clientEmail });
  const link = await mailbox.waitForLink(clientEmail, /Invite/, { linkMatch: '/reset-password/' });

  // The provider: Documents > Owned by me, the upload-and-share panel.
  await signIn(page, provider);
  await acceptTerms(page);
  await page.goto('/documents-mydoc');
  await expect(page.getByText('You have not shared a document yet')).toBeVisible();
  const upload = page.getByRole('button', { name: 'Upload' });
  await check(page, 'documents-mydoc', upload);
  // Upload with no file says so, in the spec's words.
  await upload.click();
  await expect(page.getByText('Please choose the file.')).toBeVisible();

  const pdf = await readFile(path.join(REPO, 'legacy-api', 'templates', '1-intake-form.pdf'));
  await page.getByLabel('Client').selectOption({ label: 'Mika Tanaka' });
  await page.getByLabel('Document (PDF, DOCX or TXT)').setInputFiles({
    name: 'Intake form.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await upload.click();
  const pending = page.getByRole('list', { name: 'Documents to share' });
  // The pending entry shows its progress while the file goes up, and is ready at 100%. It is named by the
  // browser's file name while it goes up and by the name the API kept (spaces as dashes) once it is stored:
  // on a quiet machine the upload can be done before the first look.
  const progress = pending.getByRole('progressbar', { name: /^Uploading Intake[ -]form\.pdf$/ });
  await expect(progress).toBeVisible();
  const share = pending.getByRole('button', { name: 'Share with Mika Tanaka' });
  await expect(share).toBeEnabled();
  await expect(pending.getByRole('progressbar')).toHaveAttribute('value', '100');
  await expectAccessible(page, 'documents-mydoc with a pending upload');
  await share.click();
  await expect(page.getByText('The document uploading succeeded.')).toBeVisible();
  await expect(pending).toBeHidden();
  // After 2 s the page goes to /documents-mydoc, which lists it.
  const mine = page.getByRole('list', { name: 'Owned by me' });
  await expect(mine.getByText('Intake-form.pdf')).toBeVisible({ timeout: 10_000 });
  await expect(mine.getByText('Shared with Mika Tanaka')).toBeVisible();

  // The client sets its password, signs in and finds the document on its home.
  const context = await browser.newContext({ timezoneId: 'America/Chicago', locale: 'en-US' });
  const client = await context.newPage();
  const password = 'mika own password 27';
  await client.goto(link);
  await client.getByLabel('New Password').fill(password);
  await client.getByLabel('Confirm Password').fill(password);
  await client.getByRole('button', { name: 'CHANGE' }).click();
  await expect(client).toHaveURL(/\/login$/);
  await client.getByLabel('Email').fill(clientEmail);
  await client.getByLabel('Password').fill(password);
  await client.getByRole('button', { name: 'LOGIN' }).click();
  await expect(client).toHaveURL(/\/home$/);
  await client
    .getByRole('dialog', { name: 'Accept Terms and Conditions' })
    .getByRole('button', { name: /^Continue to / })
    .click();

  const documents = client.getByRole('region', { name: 'Documents' });
  const received = documents.getByRole('list', { name: 'Documents shared with you' });
  await expect(received.getByText('Intake-form.pdf')).toBeVisible();
  await expect(received.getByText(`From ${provider.name}`)).toBeVisible();
  const [download] = await Promise.all([
    client.waitForEvent('download'),
    received.getByRole('link', { name: 'Download Intake-form.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Intake-form.pdf');
  expect((await bytesOf(download)).equals(pdf)).toBe(true);

  await expectAccessible(client, 'client home with documents');

  // The client shares a worksheet back with its provider, from its Documents page.
  await documents.getByRole('link', { name: 'Share a document with your provider' }).click();
  await expect(client).toHaveURL(/\/home\/documents$/);
  const worksheet = Buffer.from('Thought record, Monday\nSituation: the commute\nFeeling: tense (6/10)\n');
  const clientUpload = client.getByRole('button', { name: 'Upload' });
  await check(client, 'client documents', clientUpload);
  await client.getByLabel('Provider').selectOption({ label: provider.name });
  await client.getByLabel('Document (PDF, DOCX or TXT)').setInputFiles({
    name: 'thought record.txt',
    mimeType: 'text/plain',
    buffer: worksheet,
  });
  await clientUpload.click();
  await client.getByRole('button', { name: `Share with ${provider.name}` }).click();
  await expect(client.getByText('The document uploading succeeded.')).toBeVisible();
  await expect(
    client.getByRole('list', { name: 'Documents shared by you' }).getByText('thought-record.txt'),
  ).toBeVisible({ timeout: 10_000 });
  await expectAccessible(client, 'client documents after a share');

  // The provider finds it under Shared with me, and downloads the same bytes.
  await page.goto('/documents');
  const shared = page.getByRole('list', { name: 'Shared with me' });
  await expect(shared.getByText('thought-record.txt')).toBeVisible();
  await expect(shared.getByText('From Mika Tanaka')).toBeVisible();
  const providerDownload = shared.getByRole('link', { name: 'Download thought-record.txt' });
  await check(page, 'documents', providerDownload);
  const [back] = await Promise.all([page.waitForEvent('download'), providerDownload.click()]);
  expect((await bytesOf(back)).equals(worksheet)).toBe(true);

  // The templates.
  await page.goto('/documents-shared');
  const template = page.getByRole('link', { name: 'Download Client Intake Form' });
  await check(page, 'documents-shared', template);
  const [form] = await Promise.all([page.waitForEvent('download'), template.click()]);
  expect((await bytesOf(form)).equals(pdf)).toBe(true);
  await context.close();
});
