import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures/index.js';
import { payloadChunks, XSS_PAYLOADS, type XssPayload } from '../fixtures/xss-payloads.js';
import { addClient, newAccount, registerVerifiedProvider, type Account } from '../support/accounts.js';
import { acceptTerms, signIn, startFreeTrial } from '../support/pages.js';
import type { E2eSettings } from '../support/settings.js';
import { expectNoPayloadRuns, findPayloadRuns, markersShown } from '../support/xss.js';

/**
 * Stored XSS (issue 27's proof): the 200+ payloads of fixtures/xss-payloads.ts are stored through the surfaces
 * that show one person's text to another (appointment titles and notes, a client's session requests, client
 * names, private notes, the profile's "about", messages both ways, documents' shared names and uploaded file
 * names both ways), and each page that shows them is rendered in Chromium: the test fails if any payload runs
 * or gets into the page as markup (support/xss.ts). First, the check itself is shown to catch a page that does
 * run them. A new surface stores the payloads, then `expectNoPayloadRuns(page, url, { mustShow })`.
 */

const PROBE = 'http://xss-probe.localhost/';

// Each test stores and reads its own practice's payloads: they may run side by side (the file is the suite's last
// and longest; one at a time, they kept one worker busy minutes after the other had finished).
test.describe.configure({ mode: 'parallel' });

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

/** A small text document, what every upload below carries (its name is the payload, not its bytes). */
const WORKSHEET = Buffer.from('Thought record\nSituation: the commute\n');

/** One person's calls to the API under its own session: each must succeed. */
async function apiSession(request: APIRequestContext, settings: E2eSettings, who: Account) {
  const { token, id } = await apiToken(request, settings, who);
  const headers = { authorization: `Bearer ${token}` };
  return {
    id,
    /** Answers the call's `results`. */
    post: async <T = unknown>(route: string, data: Record<string, unknown>): Promise<T> => {
      const answer = await request.post(`${settings.apiUrl}/api/api/${route}`, { data, headers });
      expect(answer.ok(), `${route}: ${await answer.text()}`).toBe(true);
      return (await answer.json()).results as T;
    },
    /** Uploads the worksheet under the browser's file name `name`; answers its path (`.../<uuid>-<shown name>`). */
    upload: async (name: string): Promise<string> => {
      const answer = await request.post(`${settings.apiUrl}/api/api/documents/upload`, {
        headers,
        multipart: { selectedFile: { name, mimeType: 'text/plain', buffer: WORKSHEET } },
      });
      expect(answer.ok(), `upload ${JSON.stringify(name)}: ${await answer.text()}`).toBe(true);
      return (await answer.json()).results as string;
    },
  };
}

type ApiSession = Awaited<ReturnType<typeof apiSession>>;

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

type Reader = Awaited<ReturnType<typeof clientWithBrowser>>;

/** The client signs in in its own browser and accepts the terms: its home is open. */
async function signInReader({ page, client }: Reader) {
  await signIn(page, client, { home: '/home' });
  await acceptTerms(page);
}

/** Runs `work` over `items`, `width` at a time (the API is one process; a burst of hundreds is not the point). */
async function inBatches<T>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<unknown>,
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
  await signIn(page, provider);
  await acceptTerms(page);
  await startFreeTrial(page, 'ULTIMATE (Individual)');
  const { id: providerId, post } = await apiSession(request, settings, provider);

  // The client home lists at most 100 coming sessions: three clients, each invited to a third of them.
  const readers: Reader[] = [];
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
      await signInReader(reader);
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

/** Reads every page of a thread, newest first, each checked; answers the markers they showed together. */
async function readThread(page: Page, url: string): Promise<Set<string>> {
  const shown = new Set<string>();
  for (let next: string | null = url; next;) {
    await expectNoPayloadRuns(page, next);
    for (const marker of await markersShown(page)) shown.add(marker);
    const older = page.getByRole('link', { name: 'Show older messages' });
    next = (await older.count()) > 0 ? await older.getAttribute('href') : null;
  }
  return shown;
}

const notShown = (payloads: readonly XssPayload[], shown: Set<string>) =>
  payloads.map((payload) => payload.marker).filter((marker) => !shown.has(marker));

/** The shown names (of `names`) the open page does not show as text. */
async function namesNotShown(page: Page, names: readonly string[]): Promise<string[]> {
  const text = await page.evaluate(() => document.body.textContent ?? '');
  return names.filter((name) => !text.includes(name));
}

/**
 * `from` shares documents with `to`, each a file of its own (a file is shared once with a person): every payload
 * as the shown name `share-with` keeps (a few joined per name, at most 255 characters), then each payload of
 * `asFileNames` as the browser's name of the uploaded file, shared without a name so the file's own (cleaned by
 * the API) is shown. Answers those shown file names (as the uploads answered them), in the order of `asFileNames`.
 */
async function shareDocuments(
  from: ApiSession,
  to: { id: string; role: 'provider' | 'client' },
  asFileNames: readonly XssPayload[],
): Promise<string[]> {
  const share = (path: string, filename?: string) =>
    from.post('documents/share-with', {
      role: to.role === 'client' ? 'provider' : 'client',
      sender_id: from.id,
      recipient_id: to.id,
      path,
      ...(filename === undefined ? {} : { filename }),
    });
  await inBatches(payloadChunks(255).chunks, 6, async (title) =>
    share(await from.upload('worksheet.txt'), title),
  );
  const shownNames: string[] = [];
  await inBatches(asFileNames, 6, async (payload, index) => {
    const path = await from.upload(payload.text);
    shownNames[index] = path.substring(path.lastIndexOf('/') + 38);
    await share(path);
  });
  return shownNames;
}

test('no message or document payload runs where the other person reads it', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  test.setTimeout(300_000);
  const provider = newAccount('xsm', 'Quinn Guard');
  await registerVerifiedProvider(request, mailbox, settings, provider);
  await signIn(page, provider);
  await acceptTerms(page);
  // ULTIMATE: secure messaging and document sharing.
  await startFreeTrial(page, 'ULTIMATE (Individual)');
  const providerApi = await apiSession(request, settings, provider);
  const reader = await clientWithBrowser(request, settings, mailbox, provider, browser);
  await signInReader(reader);
  const clientApi = await apiSession(request, settings, reader.client);

  await test.step('messages, both ways: each thread page, the Message Center and the client record', async () => {
    const send = (from: ApiSession, to: string) => (payload: XssPayload) =>
      from.post('message/register-message', { recipient_id: to, message: payload.text });
    await inBatches(XSS_PAYLOADS, 6, send(providerApi, reader.id));
    // The client's last payload alone, so it is the conversation's newest (what the dashboard and record show).
    await inBatches(XSS_PAYLOADS.slice(0, -1), 6, send(clientApi, providerApi.id));
    const newest = XSS_PAYLOADS.at(-1)!;
    await send(clientApi, providerApi.id)(newest);

    // Each thread holds both people's 226 payloads, 30 a page: every page is read.
    const clientSaw = await readThread(reader.page, `/home/messages/${providerApi.id}`);
    expect(notShown(XSS_PAYLOADS, clientSaw)).toEqual([]);
    const providerSaw = await readThread(page, `/view-messages/${reader.id}`);
    expect(notShown(XSS_PAYLOADS, providerSaw)).toEqual([]);
    await expectNoPayloadRuns(page, '/dashboard', { mustShow: [newest] });
    await expectNoPayloadRuns(page, `/client-management/1-${reader.id}?tab=messages`, { mustShow: [newest] });
    // The unread badges show a count (no text); the client's home and menu carry it.
    await expectNoPayloadRuns(reader.page, '/home');
  });

  await test.step('documents, both ways: shared names and uploaded file names on every list', async () => {
    // Half the payloads as the provider's file names, the other half as the client's; every one as a shared name
    // each way. Lists hold the newest 200, so each direction stays within them.
    const toClient = await shareDocuments(
      providerApi,
      { id: reader.id, role: 'client' },
      XSS_PAYLOADS.filter((_, index) => index % 2 === 0),
    );
    const toProvider = await shareDocuments(
      clientApi,
      { id: providerApi.id, role: 'provider' },
      XSS_PAYLOADS.filter((_, index) => index % 2 === 1),
    );
    // What the client received: its home and its Documents page.
    for (const url of ['/home', '/home/documents']) {
      await expectNoPayloadRuns(reader.page, url, { mustShow: XSS_PAYLOADS });
      expect(await namesNotShown(reader.page, toClient), url).toEqual([]);
    }
    // What the provider received (Shared with me), sent (Owned by me) and exchanged with this client.
    for (const url of ['/documents', `/client-management/1-${reader.id}?tab=documents`]) {
      await expectNoPayloadRuns(page, url, { mustShow: XSS_PAYLOADS });
      expect(await namesNotShown(page, toProvider), url).toEqual([]);
    }
    await expectNoPayloadRuns(page, '/documents-mydoc', { mustShow: XSS_PAYLOADS });
    expect(await namesNotShown(page, toClient)).toEqual([]);
    // The dashboard's panel shows the latest ones the provider received.
    await expectNoPayloadRuns(page, '/dashboard');

    // A payload's file downloads through the web app under its cleaned name (Content-Disposition), as a file.
    const [payload, name] = XSS_PAYLOADS.filter((_, index) => index % 2 === 0)
      .map((sent, index) => [sent, toClient[index]!] as const)
      .find(([sent, shownName]) => sent.text.includes('"') && shownName.includes(sent.marker))!;
    await reader.page.goto('/home/documents');
    const [download] = await Promise.all([
      reader.page.waitForEvent('download'),
      reader.page
        .getByRole('link', { name: `Download ${name}`, exact: true })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename(), payload.text).toBe(name);
  });
});

/** Checks each page in turn; answers the markers they showed together. */
async function readPages(page: Page, urls: readonly string[]): Promise<Set<string>> {
  const shown = new Set<string>();
  for (const url of urls) {
    await expectNoPayloadRuns(page, url);
    for (const marker of await markersShown(page)) shown.add(marker);
  }
  return shown;
}

/** The payloads a stored text holds (titles and names join several). */
const payloadsIn = (texts: readonly string[]) =>
  XSS_PAYLOADS.filter((payload) => texts.some((text) => text.includes(payload.text)));

/**
 * An article's rich text: each payload as a paragraph of its own, then all of them as they are (after a heading:
 * an article whose payloads the sanitiser all removes would be empty, which the API refuses).
 */
const richTextOf = (payloads: readonly XssPayload[]) =>
  '<h2>What the reader should see as text</h2>' +
  payloads.map((payload) => `<p>${payload.text}</p>`).join('') +
  `<p>${payloads.map((payload) => payload.text).join('\n')}</p>`;

/** Limits of what the API keeps (contract constants; a payload longer than a field's limit goes elsewhere). */
const LIMITS = { title: 255, category: 60, comment: 2_000, question: 1_000, answer: 4_000 } as const;

/**
 * Asks the chatbot widget on the open page (opening it when it is closed) `question` as a person types it, and
 * waits for its reply; answers the reply's text.
 */
async function askChatbot(page: Page, question: string): Promise<string> {
  const widget = page.getByRole('dialog', { name: /^Message / });
  if (!(await widget.isVisible())) await page.getByRole('button', { name: /^Message / }).click();
  const entries = widget.getByRole('log').locator(':scope > div');
  const before = await entries.count();
  await widget.getByLabel('Your question').fill(question);
  await widget.getByLabel('Your question').press('Enter');
  // The question, then the reply.
  await expect(entries).toHaveCount(before + 2, { timeout: 15_000 });
  return (await entries.last().textContent()) ?? '';
}

test('no article, help, comment, category or chatbot payload runs where it is read', async ({
  page,
  browser,
  request,
  mailbox,
  settings,
}) => {
  // About two minutes on a quiet machine: 157 categories, 112 articles, 14 comments and 13 pairs written through
  // the API, about fifty pages read.
  test.setTimeout(420_000);
  const provider = newAccount('xsa', 'Robin Guard');
  await registerVerifiedProvider(request, mailbox, settings, provider);
  await signIn(page, provider);
  await acceptTerms(page);
  await startFreeTrial(page, 'ULTIMATE (Individual)');
  const team = await apiSession(request, settings, provider);
  const reader = await clientWithBrowser(request, settings, mailbox, provider, browser);
  await signInReader(reader);
  const client = await apiSession(request, settings, reader.client);

  // Blog categories: one payload each (at most 60 characters; the longer ones are in every other surface).
  const categoryNames = payloadChunks(LIMITS.category).chunks;
  await inBatches(categoryNames, 6, async (category) => {
    await team.post('articles/add-category', { category });
  });
  const [categories] = await team.post<Array<{ cate: Record<string, string> }>>(
    'articles/get-category-list',
    {},
  );
  const categoryKeys = Object.keys(categories!.cate);
  expect(categoryKeys).toHaveLength(categoryNames.length);
  const categoryPayloads = payloadsIn(categoryNames);

  /**
   * A library's articles: every payload in the titles (several a title), each article's payloads again as its
   * rich text; the last one written (the newest, first in the lists) holds all of them. Answers the ids in the
   * order of `titles`.
   */
  const titles = payloadChunks(LIMITS.title).chunks;
  const writeLibrary = async (group: 'articles' | 'help-articles', categoryOf: (index: number) => string) => {
    const ids: string[] = [];
    await inBatches(titles, 6, async (title, index) => {
      const written = await team.post<{ _id: string }>(`${group}/post-article`, {
        category_id: categoryOf(index),
        title,
        content: richTextOf(payloadsIn([title])),
      });
      ids[index] = written._id;
    });
    const everything = await team.post<{ _id: string }>(`${group}/post-article`, {
      category_id: categoryOf(0),
      title: titles[0]!,
      content: richTextOf(XSS_PAYLOADS),
    });
    return { ids, everything: everything._id };
  };
  const titleStarts = XSS_PAYLOADS.filter((payload) =>
    titles.some((title) => title.slice(0, 60).includes(payload.marker)),
  );
  // Comments: every payload, some written by the team, the rest by the client (on the blog).
  const comments = payloadChunks(LIMITS.comment).chunks;

  await test.step('blog articles, categories and comments: the lists, the detail and the editor', async () => {
    const blog = await writeLibrary('articles', (index) => categoryKeys[index % categoryKeys.length]!);
    await inBatches(comments, 3, async (content, index) => {
      await (index % 2 ? client : team).post('articles/post-comment', {
        article_id: blog.everything,
        content,
      });
    });

    // Every page of All articles (its titles cut for the list, and the category filter with every category).
    const pages = Math.ceil((titles.length + 1) / 9);
    const listed = await readPages(
      page,
      Array.from({ length: pages }, (_v, n) => `/all-articles?page=${n + 1}`),
    );
    expect(notShown(categoryPayloads, listed), 'the category filter').toEqual([]);
    // The lists cut a title past 70 characters: what is inside its first 60 shows.
    expect(notShown(titleStarts, listed), 'the titles in the list').toEqual([]);
    await expectNoPayloadRuns(page, '/published');
    // A category chosen in the filter.
    await expectNoPayloadRuns(page, `/all-articles?category=${categoryKeys[0]}`);

    // The article with everything: its whole title, its rich text and every comment.
    await expectNoPayloadRuns(page, `/article-details/${blog.everything}`, {
      mustShow: [...payloadsIn([titles[0]!]), ...payloadsIn(comments)],
    });
    for (const index of [1, titles.length - 1])
      await expectNoPayloadRuns(page, `/article-details/${blog.ids[index]}`, {
        mustShow: payloadsIn([titles[index]!]),
      });
    // The editor: the title in its field, the rich text in Quill, every category in the select.
    await expectNoPayloadRuns(page, `/new-article/${blog.everything}`, {
      mustShow: [...payloadsIn([titles[0]!]), ...categoryPayloads],
    });

    // What the client reads: its home's articles, the blog's list and the article with its comments.
    // The home's 'From your practice' panel is HTML made on the server and inserted as it is: the newest
    // article's title (its start, as lists cut it) must show as text.
    const newestStart = XSS_PAYLOADS.filter((payload) => titles[0]!.slice(0, 60).includes(payload.marker));
    await expectNoPayloadRuns(reader.page, '/home', { mustShow: newestStart });
    await expectNoPayloadRuns(reader.page, '/home/articles', { mustShow: newestStart });
    await expectNoPayloadRuns(reader.page, `/home/articles/${blog.everything}`, {
      mustShow: [...payloadsIn([titles[0]!]), ...payloadsIn(comments)],
    });
  });

  const help =
    await test.step('help articles and their comments: the lists, search, the detail, the editor', async () => {
      const library = await writeLibrary('help-articles', (index) => String(1 + (index % 6)));
      await inBatches(comments, 3, async (content) => {
        await team.post('help-articles/post-comment', { article_id: library.everything, content });
      });
      const pages = Math.ceil((titles.length + 1) / 9);
      await readPages(page, [
        ...Array.from({ length: pages }, (_v, n) => `/help?page=${n + 1}`),
        '/help?category=2',
        '/help-published',
      ]);
      // Search: every article holds a marker, so "xss" finds them all; its first two pages of results.
      const found = await readPages(page, ['/help?q=xss', '/help?q=xss&page=2']);
      expect(found.size).toBeGreaterThan(9);
      await expectNoPayloadRuns(page, `/help-details/${library.everything}`, {
        mustShow: [...payloadsIn([titles[0]!]), ...payloadsIn(comments)],
      });
      await expectNoPayloadRuns(page, `/help-new/${library.everything}`, {
        mustShow: payloadsIn([titles[0]!]),
      });
      return library;
    });

  await test.step('chatbot questions and answers: the admin table, its edit dialog, the widget’s replies', async () => {
    // Every payload in the questions (several a question) and again in the answers; added one after another, so
    // the table (oldest first, 10 a page) keeps this order.
    const questions = payloadChunks(LIMITS.question).chunks;
    const answers = payloadChunks(LIMITS.answer).chunks;
    const pairs: Array<{ id: string; question: string; answer: string }> = [];
    for (const [index, question] of questions.entries()) {
      const answer = answers[index % answers.length]!;
      const added = await team.post<{ _id: string }>('chatbot/add-chatbot', { question, answer });
      pairs.push({ id: added._id, question, answer });
    }
    // The table's pages (questions and answers cut at 80 and 120 characters).
    const pageOf = (index: number) => Math.floor(index / 10) + 1;
    await readPages(
      page,
      Array.from({ length: pageOf(pairs.length - 1) }, (_v, n) => `/add-chatbot?page=${n + 1}`),
    );
    // Each pair's 'Question and Answer' dialog holds its whole question and answer.
    for (const [index, pair] of pairs.entries())
      await expectNoPayloadRuns(page, `/add-chatbot?page=${pageOf(index)}&edit=${pair.id}`, {
        mustShow: payloadsIn([pair.question, pair.answer]),
      });

    // The widget: each answer once, through its pair's question as it was stored, then a question no pair is
    // close to, answered from the help article that holds the payloads (its title and an excerpt).
    await expectNoPayloadRuns(page, '/dashboard', {
      open: async () => {
        for (const index of answers.keys()) await askChatbot(page, pairs[index]!.question);
        const fromArticle = await askChatbot(page, `${XSS_PAYLOADS[0]!.marker} help article`);
        expect(fromArticle).toContain(XSS_PAYLOADS[0]!.marker);
      },
    });
    expect(notShown(payloadsIn(answers), await markersShown(page)), 'the replies').toEqual([]);
    // A client's widget answers from its practice's blog.
    await expectNoPayloadRuns(reader.page, '/home', {
      open: async () => {
        const reply = await askChatbot(reader.page, `${XSS_PAYLOADS[1]!.marker} article`);
        expect(reply).toContain(XSS_PAYLOADS[1]!.marker);
      },
    });
    expect(help.ids).toHaveLength(titles.length);
  });
});
