import { castFor, type Conversation } from './conversation.js';

type Answer = Awaited<ReturnType<Conversation['call']>>;
const idOf = (response: Answer) => (response.json() as { results: { _id: string } }).results._id;

/** The help-articles group: the practice's help centre, written and read by its team; clients are refused. */
export async function helpScript(c: Conversation): Promise<void> {
  const { people } = await castFor(c);

  // --- Writing: the fixed categories; refusals in the legacy's order.
  await c.call('provider', 'help-articles/get-category-list', {});
  await c.call('provider', 'help-articles/post-article', {
    category_id: '7',
    title: 'x',
    content: '<p>x</p>',
  });
  await c.call('provider', 'help-articles/post-article', {
    category_id: '1',
    title: '',
    content: '<p>x</p>',
  });
  await c.call('client', 'help-articles/post-article', { category_id: '1', title: 'x', content: '<p>x</p>' });
  const video = await c.call('provider', 'help-articles/post-article', {
    category_id: '5',
    user_id: people.provider,
    title: 'preparing for your first video session',
    content: '<p>Use <strong>Chrome</strong> or Firefox and test the camera.</p><script>alert(1)</script>',
  });
  c.t.clock.advance(60_000);
  const invite = await c.call('owner', 'help-articles/post-article', {
    category_id: 2,
    title: 'How to invite a client',
    content: '<p>Open Clients, then Add client.</p>',
  });

  // --- The help centre: counts, a category, search and the title lookup.
  await c.call('provider', 'help-articles/help-center', {});
  await c.call('provider', 'help-articles/help-count-category', { key: 'technical' });
  await c.call('provider', 'help-articles/help-articles-category', { key: 'clients', sLen: 12 });
  await c.call('provider', 'help-articles/help-center-search', { key: 'Video, camera', current_page: 1 });
  await c.call('provider', 'help-articles/help-center-search', { key: 'client video' });
  await c.call('provider', 'help-articles/help-center-title', { title: 'how to INVITE a client' });
  await c.call('provider', 'help-articles/help-center-title', { title: 'nothing' });
  await c.call('client', 'help-articles/help-center', {});

  // --- Lists and reading.
  await c.call('administrator', 'help-articles/get-all-articles', { category_id: '0' });
  await c.call('provider', 'help-articles/get-published', { user_id: people.provider });
  await c.call('provider', 'help-articles/get-recent-list', {});
  await c.call('administrator', 'help-articles/get-help-article', { category_id: idOf(video), uid: '1' });
  await c.call('administrator', 'help-articles/get-article', { _id: idOf(invite), uid: '1' });
  await c.call('other practice', 'help-articles/get-article', { _id: idOf(invite) });
  await c.call('provider', 'help-articles/edit-article', { _id: idOf(video) });

  // --- Changing, comments and likes, deleting.
  await c.call('provider', 'help-articles/update-article', {
    _id: idOf(video),
    category_id: '5',
    title: 'preparing for a video session',
    content: '<p>Use Chrome or Firefox.</p>',
  });
  await c.call('provider', 'help-articles/update-article', {
    _id: idOf(invite),
    category_id: '2',
    title: 'x',
    content: '<p>x</p>',
  });
  await c.call('administrator', 'help-articles/post-comment', {
    article_id: idOf(video),
    content: 'Clear, thanks.',
  });
  await c.call('provider', 'help-articles/get-comment', { _id: idOf(video) });
  await c.call('administrator', 'help-articles/post-like', { article_id: idOf(video), status: 'like' });
  await c.call('provider', 'help-articles/delete-article', { _id: idOf(invite) });
  await c.call('team owner', 'help-articles/delete-article', { _id: idOf(invite) });
  await c.call('provider', 'help-articles/help-center', {});
}
