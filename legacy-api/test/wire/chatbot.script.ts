import { insertArticleRow } from '../support/chatbot.js';
import { castFor, type Conversation } from './conversation.js';

/** The chatbot group: the owners and administrators keep the pairs, the team reads them, anyone asks. */
export async function chatbotScript(c: Conversation): Promise<void> {
  const { ownerId, practiceId } = await castFor(c);
  const idOf = (response: Awaited<ReturnType<Conversation['call']>>) =>
    (response.json() as { results: { _id: string } }).results._id;

  // --- Asking an empty table: an answer at once, no pair and no article.
  await c.call('owner', 'chatbot/learn-chatbot', { message: 'how do i book a session' });

  // --- Keeping the pairs: refusals first (nothing written), then two pairs.
  await c.call('owner', 'chatbot/add-chatbot', { question: '  ', answer: 'x' });
  await c.call('provider', 'chatbot/add-chatbot', { question: 'q', answer: 'a' });
  await c.call('client', 'chatbot/add-chatbot', { question: 'q', answer: 'a' });
  const first = await c.call('owner', 'chatbot/add-chatbot', {
    question: 'How do I book a session?',
    answer: 'Open the calendar and choose <b>Create</b>.',
  });
  c.t.clock.advance(60_000);
  await c.call('administrator', 'chatbot/add-chatbot', {
    question: 'How do I invite a client?',
    answer: 'From Client management, choose Add client.',
  });
  await c.call('team owner', 'chatbot/add-chatbot', {
    question: 'HOW DO I BOOK A SESSION?',
    answer: 'Open the calendar and choose <b>Create</b>.',
  });

  // --- Reading the table: the team, paged; nobody else.
  await c.call('provider', 'chatbot/get-chatbot', { current_page: 1, page_neighbours: 4, pagination: 10 });
  await c.call('owner', 'chatbot/get-chatbot', { current_page: 2, pagination: 1 });
  await c.call('client', 'chatbot/get-chatbot', {});
  await c.call('other practice', 'chatbot/get-chatbot', {});

  // --- Asking: a pair's answer, the keyword flags, a help article, nothing; a client asks its practice's.
  await c.call('provider', 'chatbot/learn-chatbot', { message: 'how do i book a session' });
  await c.call('owner', 'chatbot/learn-chatbot', { message: 'hello' });
  await c.call('owner', 'chatbot/learn-chatbot', { message: 'pricing' });
  await c.call('owner', 'chatbot/learn-chatbot', { message: 'training videos' });
  await c.call('owner', 'chatbot/learn-chatbot', { message: 'technical support' });
  await insertArticleRow(c.t.deps.db, {
    practiceId,
    userId: ownerId,
    library: 'help',
    title: 'Changing your password',
    text: 'Open Settings, then Security, and type your current password and the new one twice.',
    at: c.t.clock.now(),
  });
  await c.call('owner', 'chatbot/learn-chatbot', { message: 'where can i change my password' });
  await c.call('owner', 'chatbot/learn-chatbot', { message: 'zebra' });
  await c.call('client', 'chatbot/learn-chatbot', { message: 'how do i invite a client' });
  await c.call('other practice', 'chatbot/learn-chatbot', { message: 'how do i book a session' });

  // --- Changing and deleting: the keepers, in their own practice only.
  await c.call('provider', 'chatbot/update-chatbot', { id: idOf(first), question: 'q', answer: 'a' });
  await c.call('other practice', 'chatbot/update-chatbot', { id: idOf(first), question: 'q', answer: 'a' });
  c.t.clock.advance(60_000);
  await c.call('administrator', 'chatbot/update-chatbot', {
    id: idOf(first),
    question: 'How can I book a session?',
    answer: 'From the calendar: Create.',
  });
  await c.call('provider', 'chatbot/delete-chatbot', { id: idOf(first) });
  await c.call('other practice', 'chatbot/delete-chatbot', { id: idOf(first) });
  await c.call('owner', 'chatbot/delete-chatbot', { id: idOf(first) });
  await c.call('owner', 'chatbot/delete-chatbot', { id: idOf(first) });
  await c.call('owner', 'chatbot/get-chatbot', {});
}
