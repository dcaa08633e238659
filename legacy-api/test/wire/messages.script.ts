import { castFor, type Conversation } from './conversation.js';

/** The message group: a provider and its client write, read, page, edit and delete; nobody else gets in. */
export async function messagesScript(c: Conversation): Promise<void> {
  const { ownerId, people, stranger } = await castFor(c, { planString: 'month_team_ultimate' });
  const client = people.client!;
  const idOf = (response: Awaited<ReturnType<Conversation['call']>>) =>
    (response.json() as { results: { _id: string } }).results._id;

  // --- Writing: refusals first (nothing written), then a short exchange.
  await c.call('owner', 'message/register-message', {
    sender_id: ownerId,
    recipient_id: client,
    message: '  ',
  });
  await c.call('client', 'message/register-message', {
    sender_id: ownerId,
    recipient_id: ownerId,
    message: 'x',
  });
  await c.call('provider', 'message/register-message', { recipient_id: client, message: 'not connected' });
  await c.call('administrator', 'message/register-message', { recipient_id: client, message: 'office' });
  await c.call('other practice', 'message/register-message', { recipient_id: client, message: 'hello' });
  await c.call('second client', 'message/register-message', { recipient_id: ownerId, message: 'hi' });
  const first = await c.call('owner', 'message/register-message', {
    sender_id: ownerId,
    recipient_id: client,
    message: 'How was the week? <b>plain text</b>',
  });
  c.t.clock.advance(60_000);
  const reply = await c.call('client', 'message/register-message', {
    sender_id: client,
    recipient_id: ownerId,
    message: 'Better, thank you. I tried the breathing exercise every morning before work.',
  });

  // --- Reading: the thread (marks it read), the partners, the latest, the last-message list.
  await c.call('client', 'message/get-messages', { id1: client, id2: ownerId });
  await c.call('owner', 'message/get-messages', { id1: ownerId, id2: client, before_id: idOf(reply) });
  await c.call('team owner', 'message/get-messages', { id1: ownerId, id2: client });
  await c.call('other practice', 'message/get-messages', { id1: stranger.id, id2: client });
  await c.call('owner', 'message/get-clients', { id: ownerId });
  await c.call('client', 'message/get-clients', { id: client });
  await c.call('owner', 'message/get-message-one', { provider_id: ownerId, client_id: client });
  await c.call('owner', 'message/get-last-messages', {
    id: ownerId,
    message_pagination: 10,
    message_current_page: 1,
    message_page_neighbours: 1,
  });
  await c.call('client', 'message/get-last-messages', { id: client });

  // --- Editing and deleting: the sender only.
  await c.call('client', 'message/get-edit-message', { id: idOf(first) });
  await c.call('owner', 'message/get-edit-message', { id: idOf(first) });
  await c.call('client', 'message/update-message', { id: idOf(first), message: 'changed by the client' });
  c.t.clock.advance(60_000);
  await c.call('owner', 'message/update-message', { id: idOf(first), message: 'How was your week?' });
  await c.call('client', 'message/delete-message', { id: idOf(first) });
  await c.call('provider', 'message/delete-message', { id: idOf(first) });
  await c.call('owner', 'message/delete-message', { id: idOf(first) });
  await c.call('owner', 'message/delete-message', { id: idOf(first) });
  await c.call('owner', 'message/get-messages', { id1: ownerId, id2: client });
}
