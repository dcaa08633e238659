import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { ANOTHER_CLIENT, ARTICLE_MESSAGES, CATEGORY_MESSAGES } from '@tele/contract/library-messages';
import {
  createTestApp,
  signInClient,
  signInTeamMember,
  signUpPractice,
  type SignedIn,
  type TestApp,
} from './support/app.js';

// The practice's blog (legacy-contract 6.6, issue 28; ADR 0043): the team writes, its linked clients read.
let t: TestApp;
/** The practice most tests share (each adds its own categories and articles); a few need one of their own. */
let p: Practice;
beforeAll(async () => {
  t = await createTestApp();
  p = await practice();
});
afterAll(async () => {
  await t?.close();
});

/**
 * A practice signed up in the test: its owner (super owner) with a client, an owner, an administrator, two
 * provider-role members, a second client of the provider; a stranger practice with its own client.
 */
async function practice() {
  const owner = await signUpPractice(t, 'Morgan Owner');
  const colleague = await signInTeamMember(t, owner.practiceId, 'owner', 'Olive Owner');
  const administrator = await signInTeamMember(t, owner.practiceId, 'administrator', 'Ada Admin');
  const provider = await signInTeamMember(t, owner.practiceId, 'provider', 'Pat Provider');
  const otherProvider = await signInTeamMember(t, owner.practiceId, 'provider', 'Quinn Provider');
  const client = await signInClient(t, {
    practiceId: owner.practiceId,
    providerId: owner.id,
    name: 'Cleo Client',
  });
  const secondClient = await signInClient(t, {
    practiceId: owner.practiceId,
    providerId: provider.id,
    name: 'Sid Second',
  });
  const stranger = await signUpPractice(t, 'Stella Stranger');
  const strangersClient = await signInClient(t, {
    practiceId: stranger.practiceId,
    providerId: stranger.id,
    name: 'Sam Stranger',
  });
  return {
    owner,
    colleague,
    administrator,
    provider,
    otherProvider,
    client,
    secondClient,
    stranger,
    strangersClient,
  };
}
type Practice = Awaited<ReturnType<typeof practice>>;

/** A practice of its own, for a test that counts everything in it: its super owner, a provider, an administrator. */
async function smallPractice() {
  const owner = await signUpPractice(t, 'Nora Owner');
  const provider = await signInTeamMember(t, owner.practiceId, 'provider', 'Pete Provider');
  const administrator = await signInTeamMember(t, owner.practiceId, 'administrator', 'Abe Admin');
  return { owner, provider, administrator };
}

let categoryCount = 0;
/** A category name no other test of the practice used. */
const newCategoryName = (name: string) => `${name} ${(categoryCount += 1)}`;

const call = (route: string, who: SignedIn, body: Record<string, unknown> = {}) =>
  t.post(`articles/${route}`, body, who.token);

async function addCategory(who: SignedIn, category: string): Promise<string> {
  const response = await call('add-category', who, { category });
  expect(response.statusCode, response.body).toBe(200);
  const cate = response.json().results.cate as Record<string, string>;
  return Object.entries(cate).find(([, name]) => name.toLowerCase() === category.toLowerCase())![0];
}

async function post(who: SignedIn, body: Record<string, unknown>): Promise<string> {
  const response = await call('post-article', who, body);
  expect(response.statusCode, response.body).toBe(200);
  t.clock.advance(1_000);
  return response.json().results._id as string;
}

/** A new category of the practice and an article in it by its provider-role member. */
async function withArticle(q: Pick<Practice, 'owner' | 'provider'> = p) {
  const category = await addCategory(q.owner, newCategoryName('Anxiety'));
  const id = await post(q.provider, {
    category_id: category,
    title: 'calm mornings',
    content: '<p>Breathe <strong>slowly</strong>.</p>',
  });
  return { category, id };
}

const articleRow = async (id: string) =>
  (
    await t.deps.db.sequelize.query<Record<string, unknown>>('SELECT * FROM articles WHERE id = :id', {
      replacements: { id },
      type: QueryTypes.SELECT,
    })
  )[0];

/** Everything the blog keeps, to show a refusal changed nothing. */
async function blogState() {
  const tables = ['articles', 'article_comments', 'article_votes', 'article_readers', 'article_categories'];
  const all = await Promise.all(
    tables.map((table) =>
      t.deps.db.sequelize.query(`SELECT * FROM ${table} ORDER BY 1, 2`, { type: QueryTypes.SELECT }),
    ),
  );
  return JSON.stringify(all);
}

describe('writing an article', () => {
  it('publishes an article by a team member: sanitised, its title capitalised, its words and picture kept', async () => {
    const category = await addCategory(p.owner, newCategoryName('Sleep'));
    const response = await call('post-article', p.provider, {
      category_id: category,
      user_id: p.provider.id,
      title: '  better sleep ',
      content:
        '<p>Keep a <em>routine</em>.</p><img src="/api/files/0123456789abcdef01234567" onerror="alert(1)"><script>alert(2)</script>',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      msg: ARTICLE_MESSAGES.posted,
      results: {
        category_id: category,
        user_id: p.provider.id,
        title: 'Better sleep',
        users: [{ _id: p.provider.id, name: 'Pat Provider', photo: null }],
        can_manage: true,
      },
    });
    const row = await articleRow(response.json().results._id);
    expect(row).toMatchObject({
      library: 'blog',
      title: 'Better sleep',
      content_text: 'Keep a routine.',
      cover_src: '/api/files/0123456789abcdef01234567',
    });
    expect(String(row!.content)).not.toMatch(/script|onerror|alert/);
  });

  it('checks the category, then the title, then the content, and writes nothing when one is missing', async () => {
    const category = await addCategory(p.owner, newCategoryName('Grief'));
    const before = await blogState();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '', content: '' }, ARTICLE_MESSAGES.noCategory],
      [{ category_id: '0', title: 'x', content: '<p>x</p>' }, ARTICLE_MESSAGES.noCategory],
      [{ category_id: '99', title: 'x', content: '<p>x</p>' }, ARTICLE_MESSAGES.noCategory],
      [{ category_id: category, title: '  ', content: '' }, ARTICLE_MESSAGES.noTitle],
      [{ category_id: category, title: 'x'.repeat(256), content: '<p>x</p>' }, ARTICLE_MESSAGES.titleTooLong],
      [
        { category_id: category, title: 'Empty', content: '<p> </p><script>x</script>' },
        ARTICLE_MESSAGES.noContent,
      ],
    ];
    for (const [body, msg] of cases) {
      const response = await call('post-article', p.provider, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().msg).toBe(msg);
    }
    expect(await blogState()).toBe(before);
  });

  it("refuses a category of another practice (keys are the practice's own)", async () => {
    // A key of the other practice that this one does not have (keys are numbered per practice).
    const ours = Object.keys((await call('get-category-list', p.owner)).json().results[0].cate as object);
    let theirs = await addCategory(p.stranger, newCategoryName('Theirs'));
    while (ours.includes(theirs)) theirs = await addCategory(p.stranger, newCategoryName('Theirs'));
    const response = await call('post-article', p.provider, {
      category_id: theirs,
      title: 'x',
      content: '<p>y</p>',
    });
    expect(response.json().msg).toBe(ARTICLE_MESSAGES.noCategory);
  });

  it('takes the author from the session: a user_id of someone else is 403 and nothing is written', async () => {
    const category = await addCategory(p.owner, newCategoryName('Stress'));
    const before = await blogState();
    const response = await call('post-article', p.provider, {
      category_id: category,
      user_id: p.owner.id,
      title: 'Forged',
      content: '<p>x</p>',
    });
    expect(response.statusCode).toBe(403);
    expect(await blogState()).toBe(before);
  });

  it('never lets a client write: post, update, delete and categories are 403 and change nothing', async () => {
    const a = await withArticle();
    const before = await blogState();
    for (const [route, body] of [
      ['post-article', { category_id: a.category, title: 'Mine', content: '<p>x</p>' }],
      ['update-article', { _id: a.id, category_id: a.category, title: 'Mine', content: '<p>x</p>' }],
      ['delete-article', { _id: a.id }],
      ['edit-article', { _id: a.id }],
      ['add-category', { category: 'Client' }],
      ['delete-category', { category: 'Anxiety 1' }],
      ['get-category-list', {}],
    ] as const) {
      const response = await call(route, p.client, body);
      expect(response.statusCode, route).toBe(403);
    }
    expect(await blogState()).toBe(before);
  });
});

describe('changing and deleting an article', () => {
  it('lets the author, owners and administrators change it; another provider gets notYours', async () => {
    const a = await withArticle();
    const before = await blogState();
    const refused = await call('update-article', p.otherProvider, {
      _id: a.id,
      category_id: a.category,
      title: 'Taken over',
      content: '<p>mine now</p>',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(ARTICLE_MESSAGES.notYours);
    expect((await call('delete-article', p.otherProvider, { _id: a.id })).json().msg).toBe(
      ARTICLE_MESSAGES.notYours,
    );
    expect(await blogState()).toBe(before);

    const second = await addCategory(p.owner, newCategoryName('Sleep'));
    for (const [who, title] of [
      [p.provider, 'by the author'],
      [p.administrator, 'by the administrator'],
      [p.colleague, 'by an owner'],
      [p.owner, 'by the super owner'],
    ] as const) {
      const response = await call('update-article', who, {
        _id: a.id,
        category_id: second,
        title,
        content: `<p>${title}</p>`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        msg: ARTICLE_MESSAGES.updated,
        results: { _id: a.id, user_id: p.provider.id, category_id: second },
      });
    }
    expect(await articleRow(a.id)).toMatchObject({
      title: 'By the super owner',
      content_text: 'by the super owner',
    });
  });

  it('answers an unknown, deleted or foreign article as one that does not exist', async () => {
    const a = await withArticle();
    const theirs = await withArticle({ owner: p.stranger, provider: p.stranger });
    for (const route of ['update-article', 'delete-article', 'edit-article', 'get-article', 'get-comment']) {
      for (const id of ['0123456789abcdef01234567', theirs.id]) {
        const response = await call(route, p.owner, {
          _id: id,
          category_id: a.category,
          title: 'x',
          content: '<p>x</p>',
        });
        expect(response.statusCode, `${route} ${id}`).toBe(400);
        expect(response.json().msg).toBe(ARTICLE_MESSAGES.notFound);
      }
    }
    const deleted = await call('delete-article', p.provider, { _id: a.id });
    expect(deleted.json()).toEqual({ msg: ARTICLE_MESSAGES.deleted });
    for (const route of ['get-article', 'edit-article', 'delete-article'])
      expect((await call(route, p.owner, { _id: a.id })).json().msg).toBe(ARTICLE_MESSAGES.notFound);
    const list = await call('get-all-articles', p.owner, { category_id: a.category });
    expect(list.json().results.list).toEqual([]);
  });
});

describe('reading the blog', () => {
  it('lists newest first with the legacy cut-offs, the author, the category, the cover and the counters', async () => {
    const q = await smallPractice();
    const category = await addCategory(q.owner, 'Anxiety');
    const longTitle = `a${'b'.repeat(70)}`; // 71 characters
    const words = 'word '.repeat(50).trim(); // 249 characters
    const first = await post(q.provider, {
      category_id: category,
      title: longTitle,
      content: `<p>${words}</p><p><img src="/api/files/0123456789abcdef01234567"></p>`,
    });
    const second = await post(q.owner, {
      category_id: category,
      title: 'x'.repeat(70),
      content: '<p>Short</p>',
    });

    const response = await call('get-all-articles', q.provider, { id: q.provider.id, category_id: '0' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.msg).toBe(ARTICLE_MESSAGES.listed);
    expect(body.results.page_num).toEqual({ start_page: 1, end_page: 1, total_page: 1, num_total: 2 });
    const [newest, oldest] = body.results.list;
    expect(newest).toMatchObject({ _id: second, title: `X${'x'.repeat(69)}`, content: 'Short', src: null });
    expect(newest.can_manage).toBe(false); // a provider-role member on the owner's article
    expect(oldest).toMatchObject({
      _id: first,
      category_id: category,
      category_name: 'Anxiety',
      user_id: q.provider.id,
      title: `A${'b'.repeat(68)}...`,
      content: `${words.slice(0, 179)}...`,
      src: '/api/files/0123456789abcdef01234567',
      likes: 0,
      dislikes: 0,
      readers: 0,
      nComment: 0,
      users: [{ _id: q.provider.id, name: 'Pete Provider', photo: null }],
      can_manage: true,
    });
    expect(oldest.writtenDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // `sLen` moves the title's cut-off.
    const cut = await call('get-all-articles', q.provider, { sLen: 20 });
    expect(cut.json().results.list[1].title).toBe(`A${'b'.repeat(18)}...`);
    // The recent list (the most liked first) cuts titles at 60.
    await call('post-like', q.administrator, { article_id: first, status: 'like' });
    const recent = await call('get-recent-list', q.provider);
    expect(recent.json().msg).toBe(ARTICLE_MESSAGES.recentListed);
    expect(recent.json().results.map((a: { title: string }) => a.title)).toEqual([
      `A${'b'.repeat(58)}...`,
      `X${'x'.repeat(58)}...`,
    ]);
  });

  it('pages by 9 with 4 neighbours and filters by category and by author', async () => {
    const q = await smallPractice();
    const anxiety = await addCategory(q.owner, 'Anxiety');
    const sleep = await addCategory(q.owner, 'Sleep');
    const ids: string[] = [];
    for (let index = 0; index < 11; index += 1)
      ids.push(
        await post(index % 2 ? q.provider : q.owner, {
          category_id: index < 8 ? anxiety : sleep,
          title: `Article ${index}`,
          content: `<p>Number ${index}</p>`,
        }),
      );
    const newestFirst = [...ids].reverse();
    const idsIn = (results: { list: Array<{ _id: string }> }) => results.list.map((a) => a._id);
    const page1 = (await call('get-all-articles', q.owner, {})).json().results;
    expect(idsIn(page1)).toEqual(newestFirst.slice(0, 9));
    expect(page1.page_num).toEqual({ start_page: 1, end_page: 2, total_page: 2, num_total: 11 });
    const page2 = (await call('get-all-articles', q.owner, { current_page: '2' })).json().results;
    expect(idsIn(page2)).toEqual(newestFirst.slice(9));
    const bySize = (await call('get-all-articles', q.owner, { pagination: 4, current_page: 3 })).json()
      .results;
    expect(bySize.list).toHaveLength(3);
    expect(bySize.page_num).toEqual({ start_page: 1, end_page: 3, total_page: 3, num_total: 11 });

    const sleeping = (await call('get-all-articles', q.owner, { category_id: Number(sleep) })).json().results;
    expect(idsIn(sleeping)).toEqual(newestFirst.slice(0, 3));

    const mine = await call('get-published', q.provider, { user_id: q.provider.id, category_id: '0' });
    expect(mine.json().msg).toBe(ARTICLE_MESSAGES.publishedListed);
    expect(idsIn(mine.json().results)).toEqual(newestFirst.filter((id) => ids.indexOf(id) % 2 === 1));
    // Without user_id, the caller's own; with a colleague's, the colleague's (the team reads them all anyway).
    const own = (await call('get-published', q.owner, {})).json().results.list;
    expect(own).toHaveLength(6);
    expect(own.every((a: { user_id: string }) => a.user_id === q.owner.id)).toBe(true);
    const theirs = (await call('get-published', q.owner, { user_id: q.provider.id })).json().results.list;
    expect(theirs).toHaveLength(5);
    // An author of elsewhere finds nothing.
    const foreign = (await call('get-published', q.owner, { user_id: p.stranger.id })).json().results;
    expect(foreign).toEqual({
      list: [],
      page_num: { start_page: 1, end_page: 0, total_page: 0, num_total: 0 },
    });
  });

  it('keeps every total true as articles are posted, moved between categories and deleted', async () => {
    const q = await smallPractice();
    const anxiety = await addCategory(q.owner, 'Anxiety');
    const sleep = await addCategory(q.owner, 'Sleep');
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1)
      ids.push(
        await post(q.provider, { category_id: anxiety, title: `Note ${index}`, content: '<p>Words</p>' }),
      );
    const totals = async () => {
      const of = async (body: Record<string, unknown>) =>
        (await call('get-all-articles', q.owner, body)).json().results.page_num.num_total;
      return {
        all: await of({}),
        anxiety: await of({ category_id: anxiety }),
        sleep: await of({ category_id: sleep }),
      };
    };
    expect(await totals()).toEqual({ all: 3, anxiety: 3, sleep: 0 });

    const moved = await call('update-article', q.provider, {
      _id: ids[0],
      category_id: sleep,
      title: 'Note 0',
      content: '<p>Words</p>',
    });
    expect(moved.statusCode).toBe(200);
    expect(await totals()).toEqual({ all: 3, anxiety: 2, sleep: 1 });

    expect((await call('delete-article', q.owner, { _id: ids[1] })).statusCode).toBe(200);
    // A second delete of the same article finds none and counts nothing twice.
    expect((await call('delete-article', q.owner, { _id: ids[1] })).statusCode).not.toBe(200);
    expect(await totals()).toEqual({ all: 2, anxiety: 1, sleep: 1 });
  });

  it("shows a client its linked practices' blog only, and another practice nothing of this one", async () => {
    const a = await withArticle();
    const theirs = await withArticle({ owner: p.stranger, provider: p.stranger });
    const listed = async (who: SignedIn) =>
      (
        (await call('get-all-articles', who, { pagination: 100 })).json().results.list as Array<{
          _id: string;
          can_manage: boolean;
        }>
      ).map((article) => article._id);
    expect(await listed(p.client)).toContain(a.id);
    expect(await listed(p.client)).not.toContain(theirs.id);
    expect(await listed(p.strangersClient)).toContain(theirs.id);
    expect(await listed(p.strangersClient)).not.toContain(a.id);
    expect(await listed(p.stranger)).not.toContain(a.id);
    const read = await call('get-article', p.client, { _id: a.id, uid: 'fingerprint' });
    expect(read.statusCode).toBe(200);
    expect(read.json().results[0].can_manage).toBe(false);
    for (const [who, id] of [
      [p.strangersClient, a.id],
      [p.stranger, a.id],
      [p.client, theirs.id],
    ] as const) {
      const response = await call('get-article', who, { _id: id });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe(ARTICLE_MESSAGES.notFound);
    }
    // A client linked to both practices reads both blogs.
    await t.deps.db.sequelize.query(
      `INSERT INTO client_provider_links (client_id, provider_id, practice_id, created_at)
       VALUES (:clientId, :providerId, :practiceId, NOW(3))`,
      {
        replacements: {
          clientId: p.secondClient.id,
          providerId: p.stranger.id,
          practiceId: p.stranger.practiceId,
        },
      },
    );
    expect(await listed(p.secondClient)).toEqual(expect.arrayContaining([a.id, theirs.id]));
    expect((await call('get-article', p.secondClient, { _id: theirs.id })).statusCode).toBe(200);
  });

  it('opens an article with its words and its sanitised HTML, its neighbours wrapping around (none when alone)', async () => {
    const q = await smallPractice();
    const category = await addCategory(q.owner, 'Anxiety');
    const only = await post(q.provider, {
      category_id: category,
      title: 'Alone',
      content:
        '<p>First <a href="https://example.com" onclick="x()">link</a></p><img src="x" onerror="alert(1)">',
    });
    const alone = await call('get-article', q.administrator, { _id: only, uid: '1234' });
    expect(alone.statusCode, alone.body).toBe(200);
    const [detail] = alone.json().results;
    expect(alone.json().msg).toBe(ARTICLE_MESSAGES.details);
    expect(detail).toMatchObject({
      _id: only,
      title: 'Alone',
      content: 'First link',
      prev_id: null,
      next_id: null,
      readers: 1,
      my_vote: null,
    });
    expect(detail.html).toBe(
      '<p>First <a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">link</a></p>',
    );

    const second = await post(q.owner, { category_id: category, title: 'Second', content: '<p>2</p>' });
    const third = await post(q.owner, { category_id: category, title: 'Third', content: '<p>3</p>' });
    // Newest first: third, second, only. Previous is the newer one, next the older, wrapping around.
    const neighbours = async (id: string) => {
      const [a] = (await call('get-article', q.owner, { _id: id })).json().results;
      return [a.prev_id, a.next_id];
    };
    expect(await neighbours(third)).toEqual([only, second]);
    expect(await neighbours(second)).toEqual([third, only]);
    expect(await neighbours(only)).toEqual([second, third]);
  });

  it('counts each reader once, whatever fingerprint is sent, also when read at the same time', async () => {
    const a = await withArticle();
    const answers = await Promise.all([
      call('get-article', p.client, { _id: a.id, uid: 'one browser' }),
      call('get-article', p.client, { _id: a.id, uid: 'another browser' }),
      call('get-article', p.secondClient, { _id: a.id, uid: '1' }),
      call('get-article', p.secondClient, { _id: a.id, uid: '2' }),
      call('get-article', p.provider, { _id: a.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [again] = (await call('get-article', p.client, { _id: a.id })).json().results;
    expect(again.readers).toBe(3); // the client, the second client, the provider
    const [row] = await t.deps.db.sequelize.query<{ n: number }>(
      'SELECT COUNT(*) AS n FROM article_readers WHERE article_id = :id',
      { replacements: { id: a.id }, type: QueryTypes.SELECT },
    );
    expect(Number(row!.n)).toBe(3);
  });
});

describe('comments and likes', () => {
  it('takes a plain-text comment from a reader, with its author, newest first, and counts it', async () => {
    const a = await withArticle();
    const first = await call('post-comment', p.client, {
      article_id: a.id,
      content: '  Thank you <b>so</b> much ',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      msg: ARTICLE_MESSAGES.commented,
      results: {
        article_id: a.id,
        content: 'Thank you <b>so</b> much',
        user_id: p.client.id,
        name: 'Cleo Client',
      },
    });
    t.clock.advance(1_000);
    await call('post-comment', p.provider, { article_id: a.id, content: 'Glad it helped.' });
    const list = await call('get-comment', p.owner, { _id: a.id });
    expect(list.json().msg).toBe(ARTICLE_MESSAGES.details);
    expect(list.json().results.map((c: { content: string; name: string }) => [c.name, c.content])).toEqual([
      ['Pat Provider', 'Glad it helped.'],
      ['Cleo Client', 'Thank you <b>so</b> much'],
    ]);
    // Another client of the practice never learns who Cleo is; Cleo sees her own name.
    const shown = async (reader: typeof p.client) =>
      (await call('get-comment', reader, { _id: a.id }))
        .json()
        .results.map((c: { name: string; user_id: string; photo: unknown }) => [c.name, c.user_id, c.photo]);
    expect(await shown(p.secondClient)).toEqual([
      ['Pat Provider', p.provider.id, null],
      [ANOTHER_CLIENT, '', null],
    ]);
    expect((await shown(p.client))[1]).toEqual(['Cleo Client', p.client.id, null]);
    const [listed] = (await call('get-all-articles', p.owner, { category_id: a.category })).json().results
      .list;
    expect(listed.nComment).toBe(2);
  });

  it('refuses an empty or too long comment, and one on an article the caller does not read', async () => {
    const a = await withArticle();
    const before = await blogState();
    for (const [who, body, msg] of [
      [p.client, { article_id: a.id, content: '   ' }, ARTICLE_MESSAGES.noComment],
      [p.client, { article_id: a.id }, ARTICLE_MESSAGES.noComment],
      [p.client, { article_id: a.id, content: 'x'.repeat(2_001) }, ARTICLE_MESSAGES.commentTooLong],
      [p.client, { article_id: a.id, content: 'x'.repeat(9_000) }, ARTICLE_MESSAGES.commentTooLong],
      [p.strangersClient, { article_id: a.id, content: 'Hello' }, ARTICLE_MESSAGES.notFound],
      [p.stranger, { article_id: a.id, content: 'Hello' }, ARTICLE_MESSAGES.notFound],
    ] as const) {
      const response = await call('post-comment', who, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().msg).toBe(msg);
    }
    expect(await blogState()).toBe(before);
  });

  it('counts one vote per person, moves it when switched, refuses anything but like and disLike', async () => {
    const a = await withArticle();
    const like = (who: SignedIn, status: string) =>
      call('post-like', who, { article_id: a.id, status, uid: 'x' });
    expect((await like(p.client, 'like')).json()).toEqual({
      msg: ARTICLE_MESSAGES.voted,
      results: { likes: 1, dislikes: 0, my_vote: 'like' },
    });
    expect((await like(p.client, 'like')).json().results).toEqual({ likes: 1, dislikes: 0, my_vote: 'like' });
    expect((await like(p.client, 'disLike')).json().results).toEqual({
      likes: 0,
      dislikes: 1,
      my_vote: 'disLike',
    });
    expect((await like(p.owner, 'like')).json().results).toEqual({ likes: 1, dislikes: 1, my_vote: 'like' });
    const before = await blogState();
    for (const status of ['dislike', 'LIKE', '', 'love']) {
      const response = await like(p.client, status);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe(ARTICLE_MESSAGES.badVote);
    }
    expect((await like(p.strangersClient, 'like')).json().msg).toBe(ARTICLE_MESSAGES.notFound);
    expect(await blogState()).toBe(before);
    const [detail] = (await call('get-article', p.client, { _id: a.id })).json().results;
    expect(detail).toMatchObject({ likes: 1, dislikes: 1, my_vote: 'disLike' });
  });

  it('loses no vote to a race: many people voting and switching at once', async () => {
    const a = await withArticle();
    const voters = [
      p.owner,
      p.colleague,
      p.administrator,
      p.provider,
      p.otherProvider,
      p.client,
      p.secondClient,
    ];
    const answers = await Promise.all(
      voters.flatMap((who, index) => [
        call('post-like', who, { article_id: a.id, status: 'like' }),
        call('post-like', who, { article_id: a.id, status: index % 2 ? 'disLike' : 'like' }),
      ]),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const row = await articleRow(a.id);
    const votes = await t.deps.db.sequelize.query<{ vote: string; n: number }>(
      'SELECT vote, COUNT(*) AS n FROM article_votes WHERE article_id = :id GROUP BY vote',
      { replacements: { id: a.id }, type: QueryTypes.SELECT },
    );
    const counted = Object.fromEntries(votes.map((v) => [v.vote, Number(v.n)]));
    expect(Number(row!.likes) + Number(row!.dislikes)).toBe(voters.length);
    expect({ like: Number(row!.likes), dislike: Number(row!.dislikes) }).toEqual({
      like: counted.like ?? 0,
      dislike: counted.dislike ?? 0,
    });
  });
});

describe('blog categories', () => {
  it('adds, lists and deletes categories with the legacy messages, a name once regardless of case', async () => {
    const q = await smallPractice();
    const empty = await call('get-category-list', q.provider);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(CATEGORY_MESSAGES.none);

    const first = await call('add-category', q.provider, { category: ' anxiety ' });
    expect(first.json()).toEqual({ msg: CATEGORY_MESSAGES.inserted, results: { cate: { '1': 'Anxiety' } } });
    const second = await call('add-category', q.administrator, { category: 'Sleep' });
    expect(second.json()).toEqual({
      msg: CATEGORY_MESSAGES.added,
      results: { cate: { '1': 'Anxiety', '2': 'Sleep' } },
    });
    const before = await blogState();
    for (const [category, msg] of [
      ['ANXIETY', CATEGORY_MESSAGES.exists],
      ['', CATEGORY_MESSAGES.noName],
      ['   ', CATEGORY_MESSAGES.noName],
      [undefined, CATEGORY_MESSAGES.noName],
      ['x'.repeat(61), CATEGORY_MESSAGES.tooLong],
      ['x'.repeat(500), CATEGORY_MESSAGES.tooLong],
    ] as const) {
      const response = await call('add-category', q.provider, { category });
      expect(response.statusCode, String(category)).toBe(400);
      expect(response.json().msg).toBe(msg);
    }
    for (const [category, msg] of [
      ['', CATEGORY_MESSAGES.noNameToDelete],
      ['Grief', CATEGORY_MESSAGES.notFound],
    ] as const) {
      const response = await call('delete-category', q.provider, { category });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe(msg);
    }
    // Another practice's categories are its own.
    expect((await call('delete-category', p.stranger, { category: 'Sleep' })).json().msg).toBe(
      CATEGORY_MESSAGES.notFound,
    );
    expect(await blogState()).toBe(before);

    const listed = await call('get-category-list', q.provider);
    expect(listed.json()).toEqual({
      msg: CATEGORY_MESSAGES.listed,
      results: [{ cate: { '1': 'Anxiety', '2': 'Sleep' } }],
    });
    const deleted = await call('delete-category', q.provider, { category: 'sleep' });
    expect(deleted.json()).toEqual({ msg: CATEGORY_MESSAGES.deleted, results: { cate: { '1': 'Anxiety' } } });
  });

  it('never gives a key twice, and keeps a category that live articles use', async () => {
    const q = await smallPractice();
    await addCategory(q.owner, 'One');
    const two = await addCategory(q.owner, 'Two');
    const id = await post(q.provider, { category_id: two, title: 'Uses two', content: '<p>x</p>' });
    const inUse = await call('delete-category', q.owner, { category: 'Two' });
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json().msg).toBe(CATEGORY_MESSAGES.inUse);

    expect((await call('delete-article', q.provider, { _id: id })).statusCode).toBe(200);
    expect((await call('delete-category', q.owner, { category: 'Two' })).statusCode).toBe(200);
    // The top key was deleted: the next category still gets a new one.
    expect(await addCategory(q.owner, 'Three')).toBe('3');
    // At once, from several people: distinct keys, none reused.
    const added = await Promise.all(
      ['Four', 'Five', 'Six', 'Seven'].map((name, index) =>
        call('add-category', [q.owner, q.provider, q.administrator, q.owner][index]!, { category: name }),
      ),
    );
    expect(added.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const cate = (await call('get-category-list', q.owner)).json().results[0].cate;
    expect(Object.keys(cate).sort((a, b) => Number(a) - Number(b))).toEqual(['1', '3', '4', '5', '6', '7']);
    // The same name at once: one is kept.
    const twice = await Promise.all([
      call('add-category', q.owner, { category: 'Same' }),
      call('add-category', q.provider, { category: 'same' }),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('never leaves an article in a category deleted at the same moment, and answers both', async () => {
    for (let round = 0; round < 6; round += 1) {
      const name = newCategoryName('Racing');
      const key = await addCategory(p.owner, name);
      const [posted, deleted] = await Promise.all([
        call('post-article', p.provider, { category_id: key, title: 'Race', content: '<p>x</p>' }),
        call('delete-category', p.administrator, { category: name }),
      ]);
      if (deleted.statusCode === 200) {
        expect(posted.statusCode).toBe(400);
        expect(posted.json().msg).toBe(ARTICLE_MESSAGES.noCategory);
      } else {
        expect(deleted.json().msg).toBe(CATEGORY_MESSAGES.inUse);
        expect(posted.statusCode).toBe(200);
      }
    }
  });
});

describe('pictures in articles', () => {
  async function uploadPicture(who: SignedIn, purpose = 'article-image') {
    const boundary = '----article-picture-boundary';
    const bytes = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="selectedFile"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.inject({
      method: 'POST',
      url: '/api/api/documents/image-upload',
      payload,
      headers: {
        authorization: `Bearer ${who.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
  }
  const read = (path: string, who: SignedIn) =>
    t.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${who.token}` } });

  it("shows an article's picture to the team, and to linked clients once a blog article shows it", async () => {
    const uploaded = await uploadPicture(p.provider);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const path = uploaded.json().results as string;
    for (const who of [p.provider, p.otherProvider, p.administrator, p.owner])
      expect((await read(path, who)).statusCode).toBe(200);
    // Not yet in an article: the clients and another practice see nothing.
    for (const who of [p.client, p.strangersClient, p.stranger])
      expect((await read(path, who)).statusCode).toBe(404);

    const category = await addCategory(p.owner, newCategoryName('Pictures'));
    const id = await post(p.provider, {
      category_id: category,
      title: 'With a picture',
      content: `<p>See:</p><p><img src="${path}" alt="chart"></p>`,
    });
    const listed = (await call('get-all-articles', p.client, { pagination: 100 }))
      .json()
      .results.list.find((article: { _id: string }) => article._id === id);
    expect(listed.src).toBe(path);
    expect((await read(path, p.client)).statusCode).toBe(200);
    expect((await read(path, p.secondClient)).statusCode).toBe(200);
    for (const who of [p.strangersClient, p.stranger]) expect((await read(path, who)).statusCode).toBe(404);
    // Once the article is gone, so is the clients' access.
    await call('delete-article', p.provider, { _id: id });
    expect((await read(path, p.client)).statusCode).toBe(404);
    expect((await read(path, p.provider)).statusCode).toBe(200);
  });

  it('takes article pictures from the team only', async () => {
    const byClient = await uploadPicture(p.client);
    expect(byClient.statusCode).toBe(403);
  });
});
