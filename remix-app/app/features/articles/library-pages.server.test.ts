import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as PagesModule from '#app/features/articles/library-pages.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi } from '../../../test/fake-api.ts';
import { loggedInRequest, TEST_CLIENT, TEST_USER } from '../../../test/logged-in.ts';

// The blog and help-centre screens' loaders and actions against a local server answering as legacy-api does.

const fake = createFakeApi();
let pages: typeof PagesModule;
let session: typeof SessionModule;

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  pages = await import('#app/features/articles/library-pages.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

const ARTICLE_ID = '6750a1b2c3d4e5f6a7b8c001';
const IMAGE_ID = '6750a1b2c3d4e5f6a7b8cf01';

const summary = {
  _id: ARTICLE_ID,
  category_id: '5',
  category_name: 'Technical',
  user_id: TEST_USER.id,
  title: 'Video sessions',
  content: 'Check the camera...',
  // 03:30 UTC on the 25th is still the 24th in New York.
  writtenDate: '2026-11-25T03:30:00.000Z',
  likes: 2,
  dislikes: 0,
  readers: 7,
  nComment: 3,
  src: `/api/files/${IMAGE_ID}`,
  users: [{ _id: TEST_USER.id, name: 'Maya Patel', photo: null }],
  can_manage: true,
};

const pageNum = { start_page: 1, end_page: 1, total_page: 1, num_total: 1 };

describe('loadLibraryList', () => {
  test('the help centre home searches what was typed, paged 9 by 4, with the date in the person’s zone', async () => {
    fake.answer('help-articles/help-center-search', 200, { results: { list: [summary], page_num: pageNum } });
    fake.answer('help-articles/help-center', 200, {
      results: [{ key: '5', category: 'Technical', nCount: 4, description: '' }],
    });
    const data = await pages.loadLibraryList(
      await loggedInRequest(session, {
        url: 'http://localhost:3000/help?q=%20camera%20sound%20',
        timeZone: 'America/New_York',
      }),
      { library: 'help', list: 'all' },
    );
    const search = fake.sent().find(([route]) => route === 'help-articles/help-center-search');
    expect(search?.[1]).toMatchObject({
      key: 'camera sound',
      current_page: 1,
      pagination: 9,
      page_neighbours: 4,
    });
    expect(data.help?.search).toBe('camera sound');
    expect(data.help?.categories.map((category) => [category.name, category.count])).toEqual([
      ['General', 0],
      ['Clients', 0],
      ['Payments', 0],
      ['Providers', 0],
      ['Technical', 4],
      ['Marketing', 0],
    ]);
    expect(data.articles).toMatchObject({
      isAvailable: true,
      total: 1,
      rows: [
        {
          id: ARTICLE_ID,
          title: 'Video sessions',
          categoryName: 'Technical',
          writtenDate: 'Nov 24, 2026',
          comments: 3,
          readers: 7,
          cover: `/files/${IMAGE_ID}`,
          canManage: true,
        },
      ],
    });
  });

  test('a help category in the URL lists that category by its lower-cased name', async () => {
    fake.answer('help-articles/help-articles-category', 200, { results: { list: [], page_num: pageNum } });
    fake.answer('help-articles/help-center', 200, { results: [] });
    await pages.loadLibraryList(
      await loggedInRequest(session, { url: 'http://localhost:3000/help?category=2&page=3' }),
      { library: 'help', list: 'all' },
    );
    const call = fake.sent().find(([route]) => route === 'help-articles/help-articles-category');
    expect(call?.[1]).toMatchObject({ key: 'clients', current_page: 3 });
  });

  test('Published by me filters by category; a new practice without categories has an empty filter', async () => {
    fake.answer('articles/get-published', 200, { results: { list: [summary], page_num: pageNum } });
    fake.answer('articles/get-category-list', 400, { msg: "The category don't exist at all." });
    const data = await pages.loadLibraryList(
      await loggedInRequest(session, {
        url: `http://localhost:3000/published?category=4&delete=${ARTICLE_ID}`,
      }),
      { library: 'blog', list: 'mine' },
    );
    const call = fake.sent().find(([route]) => route === 'articles/get-published');
    expect(call?.[1]).toMatchObject({ user_id: TEST_USER.id, category_id: '4' });
    expect(data.categories).toEqual([]);
    // The delete confirmation opens for an article the person may delete.
    expect(data.deleting?.id).toBe(ARTICLE_ID);
  });

  test('a list the API refuses says it is unavailable rather than empty', async () => {
    fake.answer('articles/get-all-articles', 400, { msg: 'Please input correctly.' });
    fake.answer('articles/get-category-list', 200, { results: [{ cate: { '1': 'Anxiety' } }] });
    const data = await pages.loadLibraryList(
      await loggedInRequest(session, { url: 'http://localhost:3000/all-articles' }),
      {
        library: 'blog',
        list: 'all',
      },
    );
    expect(data.articles).toEqual({ isAvailable: false });
    expect(data.categories).toEqual([{ key: '1', name: 'Anxiety' }]);
  });
});

describe('libraryListAction', () => {
  const deleteRequest = async (library: 'blog' | 'help') =>
    loggedInRequest(session, {
      url: `http://localhost:3000/${library === 'blog' ? 'published' : 'help-published'}?delete=${ARTICLE_ID}`,
      init: {
        method: 'POST',
        body: new URLSearchParams({ intent: 'delete-article', articleId: ARTICLE_ID }),
      },
    });

  test('a confirmed delete goes to the library’s list with the API’s message', async () => {
    fake.answer('help-articles/delete-article', 200, { msg: 'The article deleted successfully.' });
    const response = await pages.libraryListAction(await deleteRequest('help'), 'help');
    expect(fake.sent()).toEqual([
      ['help-articles/delete-article', expect.objectContaining({ _id: ARTICLE_ID })],
    ]);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/help');
    expect(response.headers.get('Set-Cookie')).toContain('__tt_toast');
  });

  test('a refusal closes the confirmation and stays on the list', async () => {
    fake.answer('articles/delete-article', 400, {
      msg: 'You can only change or delete the articles you wrote.',
    });
    const response = await pages.libraryListAction(await deleteRequest('blog'), 'blog');
    expect(response.headers.get('Location')).toBe('/published');
  });
});

describe('loadArticlePage', () => {
  test('the content is sanitised again: no script, images only from the product’s uploads', async () => {
    fake.answer('articles/get-article', 200, {
      results: [
        {
          ...summary,
          html: `<p onclick="x()"><strong>Hi</strong><script>alert(1)</script><img src="/api/files/${IMAGE_ID}"><img src="https://evil.test/x.png"></p>`,
          prev_id: null,
          next_id: null,
          my_vote: 'like',
        },
      ],
    });
    fake.answer('articles/get-comment', 200, {
      results: [
        {
          _id: '6750a1b2c3d4e5f6a7b8cc01',
          article_id: ARTICLE_ID,
          content: '<b>plain</b>',
          writtenDate: '2026-11-25T10:00:00.000Z',
          user_id: TEST_CLIENT.id,
          name: 'Jordan Alvarez',
          photo: null,
        },
      ],
    });
    const data = await pages.loadArticlePage(await loggedInRequest(session, { user: TEST_CLIENT }), {
      library: 'blog',
      id: ARTICLE_ID,
      reader: 'client',
    });
    expect(data.kind).toBe('article');
    if (data.kind !== 'article') return;
    expect(data.article.html).toBe(`<p><strong>Hi</strong><img src="/files/${IMAGE_ID}" /></p>`);
    expect(data.article.myVote).toBe('like');
    // A client is never the author: no Edit.
    expect(data.isAuthor).toBe(false);
    // A comment is text: the page escapes it.
    expect(data.comments).toMatchObject([{ authorName: 'Jordan Alvarez', text: '<b>plain</b>' }]);
  });

  test('an article the API does not give is missing', async () => {
    fake.answer('help-articles/get-article', 400, { msg: "This article don't exist." });
    fake.answer('help-articles/get-comment', 400, { msg: "This article don't exist." });
    const data = await pages.loadArticlePage(await loggedInRequest(session), {
      library: 'help',
      id: ARTICLE_ID,
      reader: 'team',
    });
    expect(data).toEqual({ kind: 'missing' });
  });
});

describe('articleEditorAction', () => {
  const post = async (fields: Record<string, string>, path = '/new-article') =>
    loggedInRequest(session, {
      url: `http://localhost:3000${path}`,
      init: { method: 'POST', body: new URLSearchParams(fields) },
    });

  test('Publish posts the category, title and content, then opens the article', async () => {
    fake.answer('articles/post-article', 200, {
      msg: 'An article registration succeeded.',
      results: { ...summary, content: '<p>x</p>' },
    });
    const response = await pages.articleEditorAction(
      await post({
        intent: 'save-article',
        categoryKey: '1',
        title: ' Sleep ',
        content: '<p><strong>x</strong></p>',
      }),
      { library: 'blog', id: undefined },
    );
    expect(fake.sent()).toEqual([
      [
        'articles/post-article',
        expect.objectContaining({ category_id: '1', title: 'Sleep', content: '<p><strong>x</strong></p>' }),
      ],
    ]);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('Location')).toBe(`/article-details/${ARTICLE_ID}`);
  });

  test('nothing is sent without a category, and the API’s refusal is shown', async () => {
    const refused = await pages.articleEditorAction(
      await post({ intent: 'save-article', categoryKey: '', title: 'Sleep', content: '<p>x</p>' }),
      { library: 'blog', id: undefined },
    );
    expect(fake.calls).toHaveLength(0);
    expect(JSON.stringify(refused)).toContain('Please select the category.');

    fake.answer('articles/add-category', 400, { msg: 'The same category already exit.' });
    const duplicate = await pages.articleEditorAction(
      await post({ intent: 'add-category', category: 'anxiety' }),
      {
        library: 'blog',
        id: undefined,
      },
    );
    expect(JSON.stringify(duplicate)).toContain('The same category already exit.');
  });
});
