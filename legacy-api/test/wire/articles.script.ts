import { castFor, type Conversation } from './conversation.js';

/** The articles group: the private notes a provider keeps about a client (blog articles join later). */
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
}
