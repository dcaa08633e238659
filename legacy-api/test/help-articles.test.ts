import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import {
  ARTICLE_MESSAGES,
  CATEGORY_MESSAGES,
  HELP_CATEGORIES,
  HELP_MESSAGES,
} from '@tele/contract/library-messages';
import {
  createTestApp,
  signInClient,
  signInTeamMember,
  signUpPractice,
  type SignedIn,
  type TestApp,
} from './support/app.js';

// The help centre (legacy-contract 6.7, issue 28; ADR 0043): the practice's help articles, for its team only.
let t: TestApp;
let p: Awaited<ReturnType<typeof practice>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await practice();
});
afterAll(async () => {
  await t?.close();
});

async function practice() {
  const owner = await signUpPractice(t, 'Morgan Owner');
  const provider = await signInTeamMember(t, owner.practiceId, 'provider', 'Pat Provider');
  const otherProvider = await signInTeamMember(t, owner.practiceId, 'provider', 'Quinn Provider');
  const administrator = await signInTeamMember(t, owner.practiceId, 'administrator', 'Ada Admin');
  const client = await signInClient(t, {
    practiceId: owner.practiceId,
    providerId: owner.id,
    name: 'Cleo Client',
  });
  const stranger = await signUpPractice(t, 'Stella Stranger');
  return { owner, provider, otherProvider, administrator, client, stranger };
}

const call = (route: string, who: SignedIn, body: Record<string, unknown> = {}) =>
  t.post(`help-articles/${route}`, body, who.token);

async function post(who: SignedIn, category: string, title: string, content: string): Promise<string> {
  const response = await call('post-article', who, { category_id: category, title, content });
  expect(response.statusCode, response.body).toBe(200);
  t.clock.advance(1_000);
  return response.json().results._id as string;
}

/** A fresh practice's help centre is empty; each test that needs articles signs up its own. */
async function freshPractice() {
  const owner = await signUpPractice(t, 'Fresh Owner');
  const provider = await signInTeamMember(t, owner.practiceId, 'provider', 'Fresh Provider');
  return { owner, provider };
}

const idsOf = (response: { json: () => { results: { list: Array<{ _id: string }> } } }) =>
  response.json().results.list.map((a) => a._id);

describe('the help centre is the team’s', () => {
  it('refuses a client on every help route with 403 and changes nothing', async () => {
    const id = await post(p.provider, '1', 'Team only', '<p>Inside</p>');
    const [before] = await t.deps.db.sequelize.query('SELECT COUNT(*) AS n FROM article_readers', {
      type: QueryTypes.SELECT,
    });
    for (const route of [
      'post-article',
      'update-article',
      'get-published',
      'get-all-articles',
      'get-recent-list',
      'edit-article',
      'get-article',
      'delete-article',
      'get-category-list',
      'get-comment',
      'post-comment',
      'post-like',
      'help-center',
      'help-count-category',
      'help-articles-category',
      'help-center-search',
      'help-center-title',
      'get-help-article',
    ]) {
      const response = await call(route, p.client, {
        _id: id,
        article_id: id,
        category_id: id,
        content: 'x',
        status: 'like',
        title: 'Team only',
      });
      expect(response.statusCode, route).toBe(403);
    }
    const [after] = await t.deps.db.sequelize.query('SELECT COUNT(*) AS n FROM article_readers', {
      type: QueryTypes.SELECT,
    });
    expect(after).toEqual(before);
  });

  it('keeps help and blog apart, and one practice’s help from another', async () => {
    const id = await post(p.provider, '2', 'Inviting a client', '<p>Open the client list.</p>');
    const blog = await t.post('articles/get-article', { _id: id }, p.owner.token);
    expect(blog.json().msg).toBe(ARTICLE_MESSAGES.notFound);
    expect(idsOf(await t.post('articles/get-all-articles', {}, p.owner.token))).not.toContain(id);
    const foreign = await call('get-article', p.stranger, { _id: id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe(ARTICLE_MESSAGES.notFound);
    expect((await call('get-all-articles', p.stranger)).json().results.list).toEqual([]);
  });
});

describe('help articles', () => {
  it('takes only the six fixed categories, and lists them as the legacy document', async () => {
    const listed = await call('get-category-list', p.provider);
    expect(listed.json()).toEqual({
      msg: CATEGORY_MESSAGES.listed,
      results: [
        {
          cate: {
            '1': 'General',
            '2': 'Clients',
            '3': 'Payments',
            '4': 'Providers',
            '5': 'Technical',
            '6': 'Marketing',
          },
        },
      ],
    });
    for (const category of ['0', '7', '', 'General', undefined]) {
      const response = await call('post-article', p.provider, {
        category_id: category,
        title: 'x',
        content: '<p>x</p>',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe(ARTICLE_MESSAGES.noCategory);
    }
    const posted = await call('post-article', p.provider, {
      category_id: 6,
      title: 'marketing',
      content: '<p>x</p>',
    });
    expect(posted.json()).toMatchObject({
      msg: ARTICLE_MESSAGES.posted,
      results: { category_id: '6', title: 'Marketing' },
    });
  });

  it('lets the author and the owners and administrators change an article, not another provider', async () => {
    const id = await post(p.provider, '5', 'Camera', '<p>Allow the camera.</p>');
    const body = { _id: id, category_id: '5', title: 'camera and microphone', content: '<p>Allow both.</p>' };
    const refused = await call('update-article', p.otherProvider, body);
    expect(refused.json().msg).toBe(ARTICLE_MESSAGES.notYours);
    expect((await call('update-article', p.administrator, body)).json()).toMatchObject({
      msg: ARTICLE_MESSAGES.updated,
      results: { title: 'Camera and microphone', user_id: p.provider.id },
    });
    const edit = await call('edit-article', p.otherProvider, { _id: id });
    expect(edit.json()).toMatchObject({
      msg: ARTICLE_MESSAGES.details,
      results: { content: '<p>Allow both.</p>', can_manage: false },
    });
    expect((await call('delete-article', p.otherProvider, { _id: id })).json().msg).toBe(
      ARTICLE_MESSAGES.notYours,
    );
    expect((await call('delete-article', p.owner, { _id: id })).json()).toEqual({
      msg: ARTICLE_MESSAGES.deleted,
    });
  });

  it('opens a help article by get-help-article (its id in category_id) with its category name, counted once', async () => {
    const id = await post(p.provider, '3', 'Refunds', '<p>Refund from the invoice.</p>');
    const open = await call('get-help-article', p.otherProvider, { category_id: id, uid: 'x' });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().msg).toBe(ARTICLE_MESSAGES.details);
    expect(open.json().results[0]).toMatchObject({
      _id: id,
      category_id: '3',
      category_name: 'Payments',
      content: 'Refund from the invoice.',
      html: '<p>Refund from the invoice.</p>',
      readers: 1,
    });
    await call('get-article', p.otherProvider, { _id: id });
    expect((await call('get-help-article', p.owner, { category_id: id })).json().results[0].readers).toBe(2);
    const missing = await call('get-help-article', p.owner, { category_id: '0123456789abcdef01234567' });
    expect(missing.json().msg).toBe(ARTICLE_MESSAGES.notFound);
  });

  it('takes comments and likes from the team (post-comment is new)', async () => {
    const id = await post(p.provider, '4', 'Roles', '<p>Owners and administrators.</p>');
    const comment = await call('post-comment', p.otherProvider, { article_id: id, content: 'Useful' });
    expect(comment.json()).toMatchObject({
      msg: ARTICLE_MESSAGES.commented,
      results: { name: 'Quinn Provider' },
    });
    expect((await call('get-comment', p.owner, { _id: id })).json().results).toHaveLength(1);
    const like = await call('post-like', p.otherProvider, { article_id: id, status: 'like' });
    expect(like.json()).toEqual({
      msg: ARTICLE_MESSAGES.voted,
      results: { likes: 1, dislikes: 0, my_vote: 'like' },
    });
  });
});

describe('the help centre’s own routes', () => {
  it('counts live articles per category, and one category by its lower-case name', async () => {
    const q = await freshPractice();
    await post(q.provider, '1', 'Welcome', '<p>Start here.</p>');
    await post(q.provider, '1', 'Your account', '<p>Settings.</p>');
    const gone = await post(q.provider, '1', 'Old', '<p>Old.</p>');
    await post(q.provider, '5', 'Sound', '<p>Check the microphone.</p>');
    await call('delete-article', q.provider, { _id: gone });

    const centre = await call('help-center', q.provider);
    expect(centre.json().msg).toBe(HELP_MESSAGES.counted);
    expect(centre.json().results).toEqual(
      HELP_CATEGORIES.map((category) => ({
        key: category.key,
        category: category.name,
        nCount: { '1': 2, '5': 1 }[category.key as '1' | '5'] ?? 0,
        description: category.description,
      })),
    );
    const technical = await call('help-count-category', q.provider, { key: 'technical' });
    expect(technical.json()).toEqual({
      msg: HELP_MESSAGES.counted,
      results: [{ key: '5', category: 'Technical', nCount: 1, description: HELP_CATEGORIES[4].description }],
    });
    expect((await call('help-count-category', q.provider, { key: 'nothing' })).json().results).toEqual([]);
  });

  it('lists a category by its name with the cut-offs, and every article for an unknown name', async () => {
    const q = await freshPractice();
    const general = await post(q.provider, '1', `G${'e'.repeat(80)}`, `<p>${'word '.repeat(60)}</p>`);
    const clients = await post(q.provider, '2', 'Clients', '<p>Invite them.</p>');
    const list = await call('help-articles-category', q.provider, { key: 'general', sLen: 30 });
    expect(list.json().msg).toBe(ARTICLE_MESSAGES.listed);
    expect(list.json().results.list).toHaveLength(1);
    expect(list.json().results.list[0]).toMatchObject({
      _id: general,
      category_name: 'General',
      title: `G${'e'.repeat(28)}...`,
    });
    expect(list.json().results.list[0].content).toHaveLength(182);
    expect(idsOf(await call('help-articles-category', q.provider, { key: 'unknown' }))).toEqual([
      clients,
      general,
    ]);
    expect(idsOf(await call('get-all-articles', q.provider, { category_id: '2' }))).toEqual([clients]);
    const recent = await call('get-recent-list', q.provider);
    expect(recent.json().results.map((a: { _id: string }) => a._id)).toEqual([clients, general]);
  });

  it('finds the articles whose words start with every word typed, short words and stopwords as substrings, in pages', async () => {
    const q = await freshPractice();
    const video = await post(
      q.provider,
      '5',
      'Preparing for your first video session',
      '<p>Use <b>Chrome</b> or Firefox; test the camera.</p>',
    );
    const invite = await post(
      q.provider,
      '2',
      'How to invite a client',
      '<p>Open Clients, then Add client.</p>',
    );
    const percent = await post(q.provider, '3', 'Fees: 100% refunds', '<p>Under_score and 50% off.</p>');
    // Never another practice's, nor a deleted one, however well they match.
    const elsewhere = await freshPractice();
    await post(elsewhere.provider, '5', 'Video camera and Chrome', '<p>Video session, first video.</p>');
    const gone = await post(
      q.provider,
      '5',
      'Video camera (old)',
      '<p>Chrome, Firefox, first video session.</p>',
    );
    await call('delete-article', q.provider, { _id: gone });
    const search = async (key: string, extra: Record<string, unknown> = {}) => {
      const response = await call('help-center-search', q.provider, { key, ...extra });
      expect(response.statusCode, response.body).toBe(200);
      return idsOf(response);
    };
    expect(await search('video camera')).toEqual([video]);
    expect(await search('VIDEO   Chrome')).toEqual([video]); // case and extra spaces
    expect(await search('(chrome), firefox.')).toEqual([video]); // punctuation stripped
    expect(await search('vid cam')).toEqual([video]); // the starts of words
    expect(await search('prepar sess')).toEqual([video]);
    expect(await search('ideo')).toEqual([]); // no longer inside a word (the legacy's substrings)
    expect(await search('first-video')).toEqual([video]); // a hyphen parts words
    expect(await search('client')).toEqual([invite]);
    expect(await search('client video')).toEqual([]);
    // Short words and stopwords are not in the full-text index: they still filter, as substrings.
    expect(await search('video ch')).toEqual([video]);
    expect(await search('client ch')).toEqual([]);
    expect(await search('how to invite')).toEqual([invite]);
    expect(await search('invite with')).toEqual([]);
    expect(await search('of')).toEqual([percent]); // only short words: the newest articles, substrings
    // Full-text operators typed are plain characters dropped: they neither widen nor break a search.
    expect(await search('"video" ~camera <chrome> +first*')).toEqual([video]);
    expect(await search('client -video')).toEqual([]);
    expect(await search('@2 (video')).toEqual([]);
    expect(await search('* + ~')).toEqual([percent, invite, video]); // nothing left: everything
    expect(await search('')).toEqual([percent, invite, video]); // nothing typed: everything
    expect(await search('100%')).toEqual([percent]); // % and _ are plain characters
    expect(await search('%')).toEqual([percent]);
    expect(await search('n_e')).toEqual([]); // as a pattern it would match "under"
    expect(await search('under_score')).toEqual([percent]);
    expect(await search('refunds 50%')).toEqual([percent]);
    expect(await search('sessionuse')).toEqual([]); // the title and the words are apart

    const page = await call('help-center-search', q.provider, { key: '', pagination: 2, current_page: 2 });
    expect(page.json().results).toMatchObject({
      list: [{ _id: video }],
      page_num: { start_page: 1, end_page: 2, total_page: 2, num_total: 3 },
    });
    const beyond = await call('help-center-search', q.provider, { key: '', pagination: 2, current_page: 5 });
    expect(beyond.json().results).toEqual({
      list: [],
      page_num: { start_page: 1, end_page: 2, total_page: 2, num_total: 3 },
    });
    // Only this practice's help articles.
    expect((await call('help-center-search', p.owner, { key: 'refunds 100%' })).json().results.list).toEqual(
      [],
    );
  });

  it('finds an article by its title regardless of case', async () => {
    const q = await freshPractice();
    const id = await post(q.provider, '1', 'Resetting your password', '<p>Use the link.</p>');
    const found = await call('help-center-title', q.provider, { title: 'resetting YOUR password' });
    expect(found.json()).toEqual({ msg: HELP_MESSAGES.titleFound, results: id });
    for (const title of ['resetting', '', undefined, 'Resetting your password!']) {
      const response = await call('help-center-title', q.provider, { title });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe(HELP_MESSAGES.titleNotFound);
    }
    expect((await call('help-center-title', p.owner, { title: 'Resetting your password' })).statusCode).toBe(
      400,
    );
  });
});
