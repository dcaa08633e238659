import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { CHATBOT_FLAGS, CHATBOT_MESSAGES } from '@tele/contract/library-messages';
import { CHATBOT_PAGE } from '@tele/contract/constants';
import { buildApp } from '../src/app.js';
import { insertArticleRow } from './support/chatbot.js';
import {
  createTestApp,
  signInClient,
  signInTeamMember,
  signUpPractice,
  type SignedIn,
  type TestApp,
} from './support/app.js';

// The help chatbot (legacy-contract 6.9, issue 28; ADR 0043): a practice's pairs, kept by its owners and
// administrators, asked by anyone signed in, with the help articles (or a client's blog) as the fallback.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const pairRows = (practiceId: string) =>
  t.deps.db.sequelize.query<{ id: string; question: string; origin_question: string; answer: string }>(
    'SELECT * FROM chatbot_pairs WHERE practice_id = :practiceId ORDER BY added_at, id',
    { replacements: { practiceId }, type: QueryTypes.SELECT },
  );
const allPairRows = () =>
  t.deps.db.sequelize.query('SELECT * FROM chatbot_pairs ORDER BY id', { type: QueryTypes.SELECT });
const versionRows = () =>
  t.deps.db.sequelize.query('SELECT * FROM chatbot_versions ORDER BY practice_id', {
    type: QueryTypes.SELECT,
  });

/** A practice that signs up in the test, with a member of each role and a client of its owner. */
async function practice() {
  const owner = await signUpPractice(t, 'Morgan Owner');
  const member = (role: 'provider' | 'administrator' | 'owner') =>
    signInTeamMember(t, owner.practiceId, role, `Team ${role}`);
  return {
    owner,
    provider: await member('provider'),
    administrator: await member('administrator'),
    colleague: await member('owner'),
    client: await signInClient(t, { practiceId: owner.practiceId, providerId: owner.id }),
  };
}

const add = (who: SignedIn, question: string, answer: string) =>
  t.post('chatbot/add-chatbot', { question, answer }, who.token);
const ask = (who: SignedIn, message: string, app = t) =>
  app.post('chatbot/learn-chatbot', { message }, who.token);

describe('keeping the pairs', () => {
  it('lets owners and administrators add a pair, stored trimmed as plain text with its legacy words', async () => {
    const p = await practice();
    const added = await add(p.owner, '  How do I (re)book a Session?  ', ' Open the <b>calendar</b>. ');
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      msg: CHATBOT_MESSAGES.added,
      results: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        origin_question: 'how do i (re)book a session?',
        question: ['how', 'do', 'i', 'rebook', 'a', 'session'],
        question_text: 'How do I (re)book a Session?',
        answer: 'Open the <b>calendar</b>.',
        add_date: t.clock.now().toISOString(),
      },
    });
    for (const keeper of [p.administrator, p.colleague])
      expect((await add(keeper, `asked by ${keeper.id}`, 'answer')).statusCode).toBe(200);
    expect(await pairRows(p.owner.practiceId)).toHaveLength(3);
  });

  it('refuses a provider-role member and a client, empty, duplicate and too long pairs, and writes nothing', async () => {
    const p = await practice();
    await add(p.owner, 'How do I book?', 'From the calendar.');
    const before = { pairs: await allPairRows(), versions: await versionRows() };
    const refusals: Array<[SignedIn, string, string, number, string | null]> = [
      [p.provider, 'q', 'a', 403, CHATBOT_MESSAGES.adminOnly],
      [p.client, 'q', 'a', 403, null],
      [p.owner, '   ', 'a', 400, CHATBOT_MESSAGES.incomplete],
      [p.owner, 'q', '', 400, CHATBOT_MESSAGES.incomplete],
      [p.owner, 'HOW DO I BOOK?', ' From the calendar.', 400, CHATBOT_MESSAGES.exists],
      [p.owner, 'q'.repeat(1001), 'a', 400, CHATBOT_MESSAGES.questionTooLong],
      [p.owner, 'q', 'a'.repeat(4001), 400, CHATBOT_MESSAGES.answerTooLong],
    ];
    for (const [who, question, answer, status, msg] of refusals) {
      const response = await add(who, question, answer);
      expect(response.statusCode, `${question.slice(0, 10)} ${answer.slice(0, 10)}`).toBe(status);
      if (msg) expect(response.json()).toEqual({ msg });
      else expect(response.json()).toEqual({ msg: expect.any(String) });
    }
    // The same question with another answer is a new pair.
    expect((await add(p.owner, 'How do I book?', 'Ask your provider.')).statusCode).toBe(200);
    expect((await allPairRows()).length).toBe(before.pairs.length + 1);
  });

  it('updates a pair of the practice (re-dated), and answers an unknown or other practice’s id as failed', async () => {
    const p = await practice();
    const stranger = await practice();
    const id = (await add(p.owner, 'How do I book?', 'From the calendar.')).json().results._id;
    t.clock.advance(60_000);
    const before = { pairs: await allPairRows(), versions: await versionRows() };
    for (const [who, body, status, msg] of [
      [p.provider, { id, question: 'q', answer: 'a' }, 403, CHATBOT_MESSAGES.adminOnly],
      [stranger.owner, { id, question: 'q', answer: 'a' }, 400, CHATBOT_MESSAGES.updateFailed],
      [p.owner, { id: 'f'.repeat(24), question: 'q', answer: 'a' }, 400, CHATBOT_MESSAGES.updateFailed],
      [p.owner, { question: 'q', answer: 'a' }, 400, CHATBOT_MESSAGES.updateFailed],
      [p.owner, { id, question: '', answer: 'a' }, 400, CHATBOT_MESSAGES.incomplete],
    ] as const) {
      const response = await t.post('chatbot/update-chatbot', body, who.token);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ msg });
    }
    expect({ pairs: await allPairRows(), versions: await versionRows() }).toEqual(before);

    const updated = await t.post(
      'chatbot/update-chatbot',
      { id, question: 'Where do I book?', answer: 'The calendar.' },
      p.administrator.token,
    );
    expect(updated.json()).toEqual({
      msg: CHATBOT_MESSAGES.updated,
      results: expect.objectContaining({
        _id: id,
        origin_question: 'where do i book?',
        answer: 'The calendar.',
        add_date: t.clock.now().toISOString(),
      }),
    });
  });

  it('deletes a pair of the practice once; an unknown or other practice’s id is a clear 400', async () => {
    const p = await practice();
    const stranger = await practice();
    const id = (await add(p.owner, 'How do I book?', 'From the calendar.')).json().results._id;
    expect((await t.post('chatbot/delete-chatbot', { id }, p.provider.token)).json()).toEqual({
      msg: CHATBOT_MESSAGES.adminOnly,
    });
    expect((await t.post('chatbot/delete-chatbot', { id }, stranger.owner.token)).json()).toEqual({
      msg: CHATBOT_MESSAGES.missing,
    });
    expect(await pairRows(p.owner.practiceId)).toHaveLength(1);
    expect((await t.post('chatbot/delete-chatbot', { id }, p.owner.token)).json()).toEqual({
      msg: CHATBOT_MESSAGES.deleted,
    });
    const again = await t.post('chatbot/delete-chatbot', { id }, p.owner.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ msg: CHATBOT_MESSAGES.missing });
    expect(await pairRows(p.owner.practiceId)).toHaveLength(0);
  });

  it('shows the whole team the table, oldest first, ten a page; never a client or another practice', async () => {
    const p = await practice();
    const stranger = await practice();
    await add(stranger.owner, 'Their question', 'Their answer');
    for (let i = 1; i <= 12; i += 1) {
      await add(p.owner, `Question ${i}`, `Answer ${i}`);
      t.clock.advance(1000);
    }
    const page = async (who: SignedIn, body: Record<string, unknown>) =>
      (await t.post('chatbot/get-chatbot', body, who.token)).json();
    const first = await page(p.provider, {});
    expect(first.results.list).toHaveLength(CHATBOT_PAGE.size);
    expect(first.results.list[0].question_text).toBe('Question 1');
    expect(first.results.page_num).toEqual({ start_page: 1, end_page: 2, total_page: 2, num_total: 12 });
    const second = await page(p.owner, { current_page: '2', pagination: 10, page_neighbours: 4 });
    expect(second.results.list.map((pair: { answer: string }) => pair.answer)).toEqual([
      'Answer 11',
      'Answer 12',
    ]);
    expect(JSON.stringify(await page(p.administrator, {}))).not.toContain('Their');
    expect((await t.post('chatbot/get-chatbot', {}, p.client.token)).statusCode).toBe(403);
    expect((await page(stranger.owner, {})).results.list).toHaveLength(1);
  });
});

describe('asking', () => {
  it('answers at once from an empty table, and routes greetings, pricing, training and support by flag', async () => {
    const p = await practice();
    const started = Date.now();
    const empty = await ask(p.owner, 'how do i book a session');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(empty.json()).toEqual({
      results: { flag: CHATBOT_FLAGS.general, reply: CHATBOT_MESSAGES.noAnswer, article: null },
    });
    for (const [message, flag] of [
      ['hello', CHATBOT_FLAGS.greet],
      ['what is the pricing', CHATBOT_FLAGS.pricing],
      ['training please', CHATBOT_FLAGS.training],
      ['technical support', CHATBOT_FLAGS.technical],
    ] as const)
      expect((await ask(p.owner, message)).json().results).toEqual({
        flag,
        reply: CHATBOT_MESSAGES.noAnswer,
        article: null,
      });
  });

  it('answers from the closest pair above 0.4, the team and the practice’s clients alike, never another practice', async () => {
    const p = await practice();
    const stranger = await practice();
    await add(p.owner, 'How do I book a session?', 'Open the calendar and choose Create.');
    await add(p.owner, 'How do I invite a client?', 'From Client management.');
    for (const who of [p.owner, p.provider, p.administrator, p.client])
      expect((await ask(who, 'how can i book a session')).json().results).toEqual({
        flag: CHATBOT_FLAGS.general,
        reply: 'Open the calendar and choose Create.',
        article: null,
      });
    expect((await ask(p.owner, 'invite client')).json().results.reply).toBe('From Client management.');
    expect((await ask(p.owner, 'zebra crossing')).json().results.reply).toBe(CHATBOT_MESSAGES.noAnswer);
    expect((await ask(stranger.owner, 'how can i book a session')).json().results.reply).toBe(
      CHATBOT_MESSAGES.noAnswer,
    );
  });

  it('falls back to the best help article for the team and the practice’s blog for a client', async () => {
    const p = await practice();
    const stranger = await practice();
    const at = t.clock.now();
    const help = await insertArticleRow(t.deps.db, {
      practiceId: p.owner.practiceId,
      userId: p.owner.id,
      library: 'help',
      title: 'Changing your password',
      text: `Open Settings, then Security, and type your current password and the new one twice. ${'More words. '.repeat(30)}`,
      at,
    });
    await insertArticleRow(t.deps.db, {
      practiceId: p.owner.practiceId,
      userId: p.owner.id,
      library: 'help',
      title: 'Password rules (deleted)',
      text: 'password password password',
      at,
      deleted: true,
    });
    const blog = await insertArticleRow(t.deps.db, {
      practiceId: p.owner.practiceId,
      userId: p.owner.id,
      library: 'blog',
      title: 'Sleeping well',
      text: 'A password for sleep: routine, darkness and a cool room.',
      at,
    });
    await insertArticleRow(t.deps.db, {
      practiceId: stranger.owner.practiceId,
      userId: stranger.owner.id,
      library: 'help',
      title: 'Stranger password help',
      text: 'password password',
      at,
    });

    const team = (await ask(p.provider, 'how do i change my password')).json().results;
    expect(team).toEqual({
      flag: CHATBOT_FLAGS.general,
      reply: CHATBOT_MESSAGES.fromArticle,
      article: {
        _id: help,
        title: 'Changing your password',
        excerpt: expect.stringMatching(/^Open Settings, then Security.*…$/),
        href: `/help-details/${help}`,
      },
    });
    expect(team.article.excerpt.length).toBeLessThanOrEqual(161);
    const client = (await ask(p.client, 'a password for sleep')).json().results;
    expect(client.article).toEqual(expect.objectContaining({ _id: blog, href: `/home/articles/${blog}` }));
    // The stranger's own help centre answers it; this practice's never does.
    expect((await ask(stranger.owner, 'change my password')).json().results.article.title).toBe(
      'Stranger password help',
    );
    const noAnswer = { flag: CHATBOT_FLAGS.general, reply: CHATBOT_MESSAGES.noAnswer, article: null };
    expect((await ask(p.owner, 'zebra')).json().results).toEqual(noAnswer);
    // Words only another practice's article or a deleted one holds: no answer, never theirs.
    expect((await ask(p.owner, 'stranger')).json().results).toEqual(noAnswer);
    expect((await ask(p.owner, 'rules deleted')).json().results).toEqual(noAnswer);
    // Only stopwords and short words: nothing the index can use, so no answer.
    expect((await ask(p.owner, 'is it on me')).json().results).toEqual(noAnswer);
    // Full-text operators typed are dropped: they neither break the question nor exclude an article.
    expect((await ask(p.provider, '-password +"security" (twice)* ~@8')).json().results.article._id).toBe(
      help,
    );
  });

  it('refuses a question too long to be one', async () => {
    const p = await practice();
    const response = await ask(p.owner, 'a'.repeat(1001));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: CHATBOT_MESSAGES.questionTooLong });
  });

  it('sees a change made through another instance at the next question', async () => {
    const p = await practice();
    const second = await buildApp({ ...t.deps });
    await second.ready();
    const other = {
      post: (path: string, body: unknown, token: string) =>
        second.inject({
          method: 'POST',
          url: `/api/api/${path}`,
          payload: body as Record<string, unknown>,
          headers: { authorization: `Bearer ${token}` },
        }),
    } as TestApp;
    try {
      await add(p.owner, 'How do I book a session?', 'From the calendar.');
      // Both instances have the practice's pairs in memory now.
      expect((await ask(p.owner, 'how do i book a session', other)).json().results.reply).toBe(
        'From the calendar.',
      );
      expect((await ask(p.owner, 'how do i book a session')).json().results.reply).toBe('From the calendar.');
      const id = (await pairRows(p.owner.practiceId))[0]!.id;
      await other.post(
        'chatbot/update-chatbot',
        { id, question: 'How do I book a session?', answer: 'Choose Create in the calendar.' },
        p.owner.token,
      );
      expect((await ask(p.owner, 'how do i book a session')).json().results.reply).toBe(
        'Choose Create in the calendar.',
      );
      await t.post('chatbot/delete-chatbot', { id }, p.owner.token);
      expect((await ask(p.owner, 'how do i book a session', other)).json().results.reply).toBe(
        CHATBOT_MESSAGES.noAnswer,
      );
    } finally {
      await second.close();
    }
  });
});
