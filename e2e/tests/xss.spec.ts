import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { payloadChunks, XSS_PAYLOADS, type XssPayload } from '../fixtures/xss-payloads.js';
import { addClient, newAccount, registerVerifiedProvider, type Account } from '../support/accounts.js';
import { acceptTerms, logIn, startFreeTrial } from '../support/pages.js';
import type { E2eSettings } from '../support/settings.js';
import { expectNoPayloadRuns, findPayloadRuns, markersShown } from '../support/xss.js';

/**
 * Stored XSS (issue 27's proof): the 200+ payloads of fixtures/xss-payloads.ts are stored through the surfaces
 * that show one person's text to another (appointment titles and notes, a client's session requests, client
 * names, private notes, the profile's "about"), and each page that shows them is rendered in Chromium: the test fails if any payload runs
 * or gets into the page as markup (support/xss.ts). First, the check itself is shown to catch a page that does
 * run them. Messages (text) and documents (file names, titles) add their surfaces here: store the payloads,
 * then `expectNoPayloadRuns(page, url, { mustShow })`.
 */

const PROBE = 'http://xss-probe.localhost/';

test('the check catches a page that runs the payloads, and passes the same payloads shown as text', async ({
  page,
}) => {
  // One payload of each canary kind and family, put into the page as markup (what an escaping bug would do).
  const sample = XSS_PAYLOADS.filter((_, index) => index % 9 === 0);
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  await page.route(`${PROBE}**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    const body = sample
      .map((payload) => `<div>${path === '/text' ? escape(payload.text) : payload.text}</div>`)
      .join('\n');
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      // The web app's own policy for scripts (remix-app/serve.js), on the page that tests the check behind it.
      headers:
        path === '/markup-under-policy'
          ? { 'content-security-policy': "script-src 'self'; script-src-attr 'none'" }
          : {},
      body: `<!doctype html><html lang="en"><head><title>probe</title></head><body>${body}</body></html>`,
    });
  });

  const runs = await findPayloadRuns(page, `${PROBE}markup`);
  const caught = new Set(runs.map((run) => run.marker));
  // Every kind of sign is seen: dialogs, the canary, the console, and what sits in the DOM ready to run.
  expect(new Set(runs.map((run) => run.how))).toEqual(new Set(['dialog', 'canary', 'console', 'dom']));
  const missed = sample.filter((payload) => !caught.has(payload.marker) && !isInert(payload));
  expect(missed.map((payload) => payload.text)).toEqual([]);
  await expect(expectNoPayloadRuns(page, `${PROBE}markup`)).rejects.toThrow(/payloads ran/);

  // Behind the app's policy nothing runs, and the check still fails: the markup got in, only the policy stopped it.
  const stopped = await findPayloadRuns(page, `${PROBE}markup-under-policy`);
  expect(stopped.filter((run) => run.how === 'dialog' || run.how === 'canary')).toEqual([]);
  expect([...new Set(stopped.map((run) => run.how))]).toEqual(expect.arrayContaining(['csp', 'dom']));
  await expect(expectNoPayloadRuns(page, `${PROBE}markup-under-policy`)).rejects.toThrow(/payloads ran/);

  await expectNoPayloadRuns(page, `${PROBE}text`, { mustShow: sample });
});

/** Payloads that are only dangerous in another context (a template engine, a URL field, a markdown renderer). */
function isInert(payload: XssPayload): boolean {
  return (
    ['template', 'obfuscated', 'unicode', 'breaker'].includes(payload.family) || !/[<]/.test(payload.text)
  );
}

async function apiToken(request: APIRequestContext, settings: E2eSettings, who: Account) {
  const login = await request.post(`${settings.apiUrl}/api/api/users/login`, {
    data: { email: who.email, password: who.password, role: 'any' },
  });
  const answer = await login.json();
  return { token: answer.results.token as string, id: answer.results._id as string };
}

/** A client the provider added, who set a password from the e-mailed link: its own browser and its id. */
async function clientWithBrowser(
  request: APIRequestContext,
  settings: E2eSettings,
  mailbox: {
    waitForLink: (to: string, subject: RegExp, options?: { linkMatch?: string }) => Promise<string>;
  },
  provider: Account,
  browser: Browser,
) {
  const client: Account = { ...newAccount('casey', 'Casey Reader'), email: uniqueEmail('casey') };
  await addClient(request, settings, provider, { name: client.name, email: client.email });
  const link = await mailbox.waitForLink(client.email, /Invite/, { linkMatch: '/reset-password/' });
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await page.getByLabel('New Password').fill(client.password);
  await page.getByLabel('Confirm Password').fill(client.password);
  await page.getByRole('button', { name: 'CHANGE' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const { id } = await apiToken(request, settings, client);
  return { client, id, page };
}

/** Runs `work` over `items`, `width` at a time (the API is one process; a burst of hundreds is not the point). */
async function inBatches<T>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<void>,
) {
  for (let start = 0; start < items.length; start += width)
    await Promise.all(items.slice(start, start + width).map((item, i) => work(item, start + i)));
}

test('no stored payload runs where another person reads it', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(300_000);
  const provider = newAccount('xss', 'Pat Guard');
  await registerVerifiedProvider(request, mailbox, settings, provider);
  await logIn(page, provider);
  await acceptTerms(page);
  await startFreeTrial(page, 'ULTIMATE (Individual)');
  const { token, id: providerId } = await apiToken(request, settings, provider);
  const post = async (route: string, data: Record<string, unknown>) => {
    const answer = await request.post(`${settings.apiUrl}/api/api/${route}`, {
      data,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.ok(), `${route}: ${await answer.text()}`).toBe(true);
  };

  // The client home lists at most 100 coming sessions: three clients, each invited to a third of them.
  const readers: Array<Awaited<ReturnType<typeof clientWithBrowser>>> = [];
  for (let n = 0; n < 3; n += 1)
    readers.push(await clientWithBrowser(request, settings, mailbox, provider, browser));
  const readerOf = (index: number) => readers[index % readers.length]!;

  await test.step('appointment titles and notes, on the client home', async () => {
    const firstHour = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000;
    await inBatches(XSS_PAYLOADS, 6, (payload, index) =>
      post('appointments/create-appointment', {
        title: payload.text,
        notes: payload.text,
        invitees_id: [readerOf(index).id],
        online: true,
        start_time: firstHour + index * 3_600_000,
        end_time: firstHour + index * 3_600_000 + 50 * 60_000,
        time_distance: 50,
        allow_overlap: true,
      }),
    );
    for (const reader of readers) {
      await reader.page.goto('/login');
      await reader.page.getByLabel('Email').fill(reader.client.email);
      await reader.page.getByLabel('Password').fill(reader.client.password);
      await reader.page.getByRole('button', { name: 'LOGIN' }).click();
      await expect(reader.page).toHaveURL(/\/home$/);
      await acceptTerms(reader.page);
      await expectNoPayloadRuns(reader.page, '/home', {
        mustShow: XSS_PAYLOADS.filter((_, index) => readerOf(index) === reader),
      });
      await reader.page.context().close();
    }
  });

  await test.step('appointment titles in the provider’s calendar', async () => {
    await expectNoPayloadRuns(page, '/appointment?view=list&calendar=my');
    await expectNoPayloadRuns(page, '/appointment?view=month&calendar=my');
    await expectNoPayloadRuns(page, '/dashboard');
  });

  await test.step('a client’s session requests, on the provider’s requests and dashboard', async () => {
    // The other direction: what a client writes, a provider reads. Titles hold a few payloads each, notes
    // all of them over the requests.
    await post('appointments/appointment-settings', {
      id: providerId,
      reminders: false,
      allow_requests: true,
      reminders_value: 3,
    });
    const asker = readers[1]!;
    const askerToken = (await apiToken(request, settings, asker.client)).token;
    const titles = payloadChunks(191).chunks.slice(0, 12);
    const notes = payloadChunks(5000).chunks;
    const firstHour = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 60 * 86_400_000;
    await inBatches(titles, 4, async (title, index) => {
      const start = firstHour + index * 3_600_000;
      const asked = await request.post(`${settings.apiUrl}/api/api/appointments/create-request-appointment`, {
        data: {
          title,
          notes: notes[index % notes.length],
          online: true,
          provider_id: providerId,
          start_time: new Date(start).toISOString(),
          end_time: new Date(start + 50 * 60_000).toISOString(),
          time_distance: 50,
          invitees_id: [asker.id],
        },
        headers: { authorization: `Bearer ${askerToken}` },
      });
      expect(asked.ok(), await asked.text()).toBe(true);
    });
    const shown = new Set<string>();
    for (const url of [
      '/appointment?view=requested&calendar=my',
      '/appointment?view=requested&calendar=my&page=2',
      '/dashboard',
    ]) {
      await expectNoPayloadRuns(page, url);
      for (const marker of await markersShown(page)) shown.add(marker);
    }
    const asked = XSS_PAYLOADS.filter((payload) => titles.some((title) => title.includes(payload.text)));
    expect(asked.map((payload) => payload.marker).filter((marker) => !shown.has(marker))).toEqual([]);
  });

  await test.step('client names, on the client list', async () => {
    // Names are at most 191 characters: payloads joined into names (every payload is already a title above).
    const { chunks } = payloadChunks(191);
    const names = chunks.slice(0, 8);
    await inBatches(names, 4, (name) =>
      post('users/accept-request', { add_role: 'client', name, email: uniqueEmail('named') }),
    );
    // The list's pages, each checked; together they show every name's payloads.
    const shown = new Set<string>();
    for (const listPage of [1, 2]) {
      await expectNoPayloadRuns(page, `/client-management/${listPage}`);
      for (const marker of await markersShown(page)) shown.add(marker);
    }
    const stored = XSS_PAYLOADS.filter((payload) => names.some((name) => name.includes(payload.text)));
    expect(stored.map((payload) => payload.marker).filter((marker) => !shown.has(marker))).toEqual([]);
  });

  await test.step('private notes (rich text), in the client record', async () => {
    // One note with each payload as a paragraph, one with them as they are: the API sanitises both, the page again.
    for (const content of [
      XSS_PAYLOADS.map((payload) => `<p>${payload.text}</p>`).join(''),
      XSS_PAYLOADS.map((payload) => payload.text).join('\n'),
    ])
      await post('articles/post-notes', { client_id: readers[0]!.id, content });
    await expectNoPayloadRuns(page, `/client-management/1-${readers[0]!.id}?tab=notes`);
    await expectNoPayloadRuns(page, `/client-management/1-${readers[0]!.id}?tab=notes&notes=previous`);
  });

  await test.step('the profile’s about, in its form', async () => {
    const { chunks } = payloadChunks(5000);
    for (const about of chunks) {
      await post('users/about-update', { about, license_info: '', cost: null });
      await expectNoPayloadRuns(page, '/settings-profile');
    }
  });
});
