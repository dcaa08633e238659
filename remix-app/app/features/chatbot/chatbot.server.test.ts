import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as ChatbotModule from '#app/features/chatbot/chatbot.server.ts';
import type * as ChatbotPageModule from '#app/features/chatbot/chatbot-page.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi } from '../../../test/fake-api.ts';
import { TEST_USER, loggedInRequest } from '../../../test/logged-in.ts';

// The help chatbot's calls against a local server answering as legacy-api does.

const fake = createFakeApi();
let chatbot: typeof ChatbotModule;
let chatbotPage: typeof ChatbotPageModule;
let session: typeof SessionModule;

const PAIR = '65a1b2c3d4e5f60718293c01';
const pairs = {
  msg: 'The data list got successfully.',
  results: {
    list: [
      {
        _id: PAIR,
        origin_question: 'how do i book?',
        question: ['how', 'do', 'i', 'book'],
        question_text: 'How do I book?',
        answer: 'From the calendar.',
        add_date: '2026-11-21T09:00:00.000Z',
      },
      { answer: 'an entry without an id is left out' },
    ],
    page_num: { start_page: 1, end_page: 1, total_page: 1, num_total: 1 },
  },
};

const asRole = (invitedRole: string | null, url = 'http://localhost:3000/add-chatbot') =>
  loggedInRequest(session, { url, user: { invitedRole } });

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  chatbot = await import('#app/features/chatbot/chatbot.server.ts');
  chatbotPage = await import('#app/features/chatbot/chatbot-page.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => fake.reset());

describe('asking the chatbot', () => {
  test('sends the question lower-cased, as the legacy widgets did, and hands on the reply and its article', async () => {
    fake.answer('chatbot/learn-chatbot', 200, {
      results: {
        flag: 4,
        reply: 'This article may help:',
        article: { _id: 'a1', title: 'Passwords', excerpt: 'Open Settings…', href: '/help-details/a1' },
      },
    });
    const answer = await chatbot.askChatbot(await asRole(null), 'Where do I change my PASSWORD?');
    expect(fake.calls[0]?.body).toEqual({ auth_id: TEST_USER.id, message: 'where do i change my password?' });
    expect(answer).toEqual({
      ok: true,
      flag: 4,
      reply: 'This article may help:',
      article: { href: '/help-details/a1', title: 'Passwords', excerpt: 'Open Settings…' },
    });
  });

  test('never links anywhere but inside the app', async () => {
    fake.answer('chatbot/learn-chatbot', 200, {
      results: {
        flag: 4,
        reply: 'x',
        article: { _id: 'a1', title: 'Elsewhere', excerpt: '', href: 'https://example.com/' },
      },
    });
    expect(await chatbot.askChatbot(await asRole(null), 'q')).toMatchObject({ article: null });
  });
});

describe('Add Chatbot Data', () => {
  test('lists 10 a page with 4 neighbours, dates in the person’s zone, and opens a pair to edit for a keeper', async () => {
    fake.answer('chatbot/get-chatbot', 200, pairs);
    const loaded = await chatbotPage.loadChatbotPage(
      await asRole('administrator', `http://localhost:3000/add-chatbot?edit=${PAIR}`),
    );
    expect(fake.calls[0]?.body).toEqual({
      auth_id: TEST_USER.id,
      current_page: 1,
      page_neighbours: 4,
      pagination: 10,
    });
    expect(loaded.pairs).toEqual([
      {
        id: PAIR,
        question: 'How do I book?',
        answer: 'From the calendar.',
        addedDate: expect.stringMatching(/2026/),
      },
    ]);
    expect(loaded).toMatchObject({ canKeep: true, editing: { id: PAIR } });
  });

  test('a provider-role member reads the table and opens nothing, whatever the URL says', async () => {
    fake.answer('chatbot/get-chatbot', 200, pairs);
    const loaded = await chatbotPage.loadChatbotPage(
      await asRole('provider', `http://localhost:3000/add-chatbot?edit=${PAIR}`),
    );
    expect(loaded).toMatchObject({ canKeep: false, editing: null });
    expect(loaded.pairs).toHaveLength(1);
  });

  test('a refusal comes back to the form with the API’s message; success returns to the table with it', async () => {
    fake.answer('chatbot/add-chatbot', 400, { msg: 'The question and the answer exist already.' });
    const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });
    const request = await asRole(null, 'http://localhost:3000/add-chatbot?page=2');
    const refused = await chatbotPage.submitChatbotPage(
      new Request(request, form({ intent: 'add', question: 'How do I book?', answer: 'From the calendar.' })),
    );
    expect(refused).toMatchObject({
      init: { status: 400 },
      data: { result: { error: { '': ['The question and the answer exist already.'] } } },
    });
    fake.answer('chatbot/delete-chatbot', 200, { msg: 'The data have deleted successfully.' });
    const deleted = (await chatbotPage.submitChatbotPage(
      new Request(request, form({ intent: 'delete', id: PAIR })),
    )) as Response;
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get('Location')).toBe('/add-chatbot?page=2');
    expect(fake.calls.at(-1)?.body).toEqual({ auth_id: TEST_USER.id, id: PAIR });
  });
});
