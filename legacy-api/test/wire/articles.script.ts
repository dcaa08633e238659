import { castFor, type Conversation } from './conversation.js';

/** The articles group: the private notes a provider keeps about a client, and the practice's blog. */
export async function articlesScript(c: Conversation): Promise<void> {
  const { ownerId, people } = await castFor(c, { planString: 'month_team_ultimate' });
  const client = people.client!;

  // --- Writing: refusals, then two notes (the second later), sanitised on the way in.
  await c.call('owner', 'articles/post-notes', { client_id: client, content: '' });
  await c.call('administrator', 'articles/post-notes', { client_id: client, content: '<p>x</p>' });
  await c.call('client', 'articles/post-notes', { client_id: client, content: '<p>x</p>' });
  await c.call('provider', 'articles/post-notes', { client_id: client, content: '<p>not connected</p>' });
  await c.call('owner', 'articles/post-notes', {
    provider_id: ownerId,
    client_id: client,
    content: '<p><strong>Sleep</strong> improved</p><script>alert(1)</script>',
  });
  c.t.clock.advance(60_000);
  await c.call('owner', 'articles/post-notes', {
    client_id: client,
    content: '<p class="ql-align-center">Plan</p>',
  });

  // --- Reading: the list (text only, newest first), one note whole; who may not read.
  const list = await c.call('owner', 'articles/get-notes', {
    provider_id: ownerId,
    client_id: client,
    appointment_pagination: 6,
    appointment_current_page: 1,
    appointment_page_neighbours: 1,
  });
  const [newest, oldest] = (list.json() as { results: { list: Array<{ _id: string }> } }).results.list;
  await c.call('team owner', 'articles/get-notes', { provider_id: ownerId, client_id: client });
  await c.call('administrator', 'articles/get-notes', { provider_id: ownerId, client_id: client });
  await c.call('provider', 'articles/get-notes', { provider_id: ownerId, client_id: client });
  await c.call('other practice', 'articles/get-notes', { provider_id: ownerId, client_id: client });
  await c.call('owner', 'articles/get-one-note', { _id: oldest!._id });
  await c.call('provider', 'articles/get-one-note', { _id: oldest!._id });
  await c.call('owner', 'articles/get-one-note', {});

  // --- Changing and deleting: the author only.
  await c.call('team owner', 'articles/update-notes', { _id: newest!._id, content: '<p>mine now</p>' });
  await c.call('owner', 'articles/update-notes', {
    _id: newest!._id,
    content: '<p>Plan, <em>revised</em></p>',
  });
  await c.call('team owner', 'articles/delete-notes', { _id: oldest!._id });
  await c.call('owner', 'articles/delete-notes', { _id: oldest!._id });
  await c.call('owner', 'articles/delete-notes', { _id: oldest!._id });
  await c.call('owner', 'articles/get-notes', { client_id: client });

  await blogScript(c, people);
}

type Answer = Awaited<ReturnType<Conversation['call']>>;
const idOf = (response: Answer) => (response.json() as { results: { _id: string } }).results._id;

/** The blog: categories, articles written by the team and read, commented and liked by its clients. */
async function blogScript(c: Conversation, people: Record<string, string>): Promise<void> {
  // --- Categories: none yet, then two; the legacy's refusals.
  await c.call('provider', 'articles/get-category-list', {});
  await c.call('owner', 'articles/add-category', { category: '' });
  await c.call('owner', 'articles/add-category', { category: 'anxiety' });
  await c.call('provider', 'articles/add-category', { category: 'Sleep' });
  await c.call('administrator', 'articles/add-category', { category: 'ANXIETY' });
  await c.call('client', 'articles/add-category', { category: 'Mine' });
  await c.call('provider', 'articles/get-category-list', {});

  // --- Writing: refusals in the legacy's order, then three articles (sanitised, the title capitalised).
  await c.call('provider', 'articles/post-article', { title: 'x', content: '<p>x</p>' });
  await c.call('provider', 'articles/post-article', { category_id: '1', title: ' ', content: '<p>x</p>' });
  await c.call('provider', 'articles/post-article', { category_id: '1', title: 'Empty', content: '<p></p>' });
  await c.call('client', 'articles/post-article', { category_id: '1', title: 'Mine', content: '<p>x</p>' });
  const first = await c.call('provider', 'articles/post-article', {
    category_id: '1',
    user_id: people.provider,
    title: 'calm mornings, slow breathing and a short walk before the first session of the working day',
    content: `<p><strong>Breathe</strong> slowly.</p><img src="/api/files/0123456789abcdef01234567" onerror="alert(1)"><p>${'Notice how the body feels. '.repeat(10)}</p><script>alert(2)</script>`,
  });
  c.t.clock.advance(60_000);
  const second = await c.call('owner', 'articles/post-article', {
    category_id: 2,
    title: 'Sleep hygiene',
    content: '<p class="ql-align-center">Keep a <a href="https://example.com" onclick="x()">routine</a>.</p>',
  });
  c.t.clock.advance(60_000);
  await c.call('administrator', 'articles/post-article', {
    category_id: '2',
    title: 'Screens at night',
    content: '<p>Put the phone away.</p>',
  });

  // --- Reading: the lists (cut, newest first), one article to edit and one to read (counted once per reader).
  await c.call('client', 'articles/get-all-articles', {
    id: people.client,
    category_id: '0',
    current_page: 1,
    page_neighbours: 4,
    pagination: 9,
  });
  await c.call('provider', 'articles/get-all-articles', { category_id: '2', sLen: 10 });
  await c.call('provider', 'articles/get-published', { user_id: people.provider, category_id: '0' });
  await c.call('owner', 'articles/get-recent-list', {});
  await c.call('provider', 'articles/edit-article', { _id: idOf(first) });
  await c.call('client', 'articles/edit-article', { _id: idOf(first) });
  await c.call('client', 'articles/get-article', { _id: idOf(first), uid: '31920108012801' });
  await c.call('client', 'articles/get-article', { _id: idOf(second), uid: '31920108012801' });
  await c.call('other practice', 'articles/get-article', { _id: idOf(first) });

  // --- Changing: the author, an owner; refusals.
  await c.call('provider', 'articles/update-article', {
    _id: idOf(first),
    category_id: '1',
    title: 'Calm mornings',
    content: '<p>Breathe slowly.</p>',
  });
  await c.call('team owner', 'articles/update-article', {
    _id: idOf(second),
    category_id: '2',
    title: '',
    content: '<p>x</p>',
  });
  await c.call('other practice', 'articles/update-article', {
    _id: idOf(second),
    category_id: '1',
    title: 'x',
    content: '<p>x</p>',
  });

  // --- Comments and likes from the readers.
  await c.call('client', 'articles/post-comment', { article_id: idOf(first), content: '  ' });
  await c.call('client', 'articles/post-comment', {
    article_id: idOf(first),
    content: 'Thank you, this helped.',
  });
  c.t.clock.advance(60_000);
  await c.call('provider', 'articles/post-comment', { article_id: idOf(first), content: 'Glad to hear it.' });
  await c.call('second client', 'articles/get-comment', { _id: idOf(first) });
  await c.call('client', 'articles/post-like', {
    article_id: idOf(first),
    status: 'like',
    uid: '31920108012801',
  });
  await c.call('second client', 'articles/post-like', { article_id: idOf(first), status: 'like' });
  await c.call('client', 'articles/post-like', { article_id: idOf(first), status: 'disLike' });
  await c.call('client', 'articles/post-like', { article_id: idOf(first), status: 'love' });

  // --- Deleting: a category in use stays; an article by its author; then it is gone.
  await c.call('owner', 'articles/delete-category', { category: 'Sleep' });
  await c.call('owner', 'articles/delete-category', { category: 'Grief' });
  await c.call('owner', 'articles/add-category', { category: 'Grief' });
  await c.call('provider', 'articles/delete-category', { category: 'grief' });
  await c.call('provider', 'articles/delete-article', { _id: idOf(second) });
  await c.call('owner', 'articles/delete-article', { _id: idOf(second) });
  await c.call('client', 'articles/get-article', { _id: idOf(second) });
  await c.call('owner', 'articles/post-article', { category_id: '1', title: 'Later', content: '<p>x</p>' });
  await c.call('provider', 'articles/get-all-articles', {});
}
