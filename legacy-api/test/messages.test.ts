import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { MESSAGE_MESSAGES, PLAN_GATE_MESSAGES } from '@tele/contract/messages';
import { THREAD_PAGE_SIZE } from '@tele/contract/constants';
import {
  createTestApp,
  signInClient,
  signInTeamMember,
  signUpPractice,
  type SignedIn,
  type TestApp,
} from './support/app.js';

// Secure messages (legacy-contract 6.5, issue 27; ADR 0040): a provider and its connected clients, nobody else.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface MessageRow {
  id: string;
  sender_id: string;
  recipient_id: string;
  message: string;
  deleted_at: Date | null;
  read_at: Date | null;
  edited_at: Date | null;
}

const rowsOf = (practiceId: string) =>
  t.deps.db.sequelize.query<MessageRow>(
    'SELECT * FROM messages WHERE practice_id = :practiceId ORDER BY created_at, id',
    { replacements: { practiceId }, type: QueryTypes.SELECT },
  );
const allRows = () =>
  t.deps.db.sequelize.query('SELECT * FROM messages ORDER BY id', { type: QueryTypes.SELECT });

async function setPlan(practiceId: string, planString: string | null) {
  await t.deps.db.models.Practice.update({ plan_string: planString }, { where: { id: practiceId } });
}

/**
 * A practice signed up in the test on ULTIMATE: its owner with a client, a provider with another client, an
 * administrator, an owner, and a stranger practice with its client.
 */
async function practice() {
  const owner = await signUpPractice(t, 'Morgan Owner');
  await setPlan(owner.practiceId, 'month_team_ultimate');
  const provider = await signInTeamMember(t, owner.practiceId, 'provider', 'Pat Provider');
  const administrator = await signInTeamMember(t, owner.practiceId, 'administrator', 'Ada Admin');
  const colleague = await signInTeamMember(t, owner.practiceId, 'owner', 'Olive Owner');
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
  await setPlan(stranger.practiceId, 'month_team_ultimate');
  const strangersClient = await signInClient(t, {
    practiceId: stranger.practiceId,
    providerId: stranger.id,
    name: 'Sam Stranger',
  });
  return { owner, provider, administrator, colleague, client, secondClient, stranger, strangersClient };
}

/** The test clock's now, `ms` later, as the wire writes it. */
const at = (ms = 0) => new Date(t.clock.now().getTime() + ms).toISOString();

const send = (from: SignedIn, to: string, message: string) =>
  t.post('message/register-message', { sender_id: from.id, recipient_id: to, message }, from.token);

const thread = (reader: SignedIn, partner: string, extra: Record<string, unknown> = {}) =>
  t.post('message/get-messages', { id1: reader.id, id2: partner, ...extra }, reader.token);

describe('writing and reading a thread', () => {
  it('lets a provider and its client write to each other and read the thread in natural order', async () => {
    const p = await practice();
    const sentAt = at();
    const first = await send(p.owner, p.client.id, 'How was the week?');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      msg: 'The message registered successfully.',
      results: { sender_id: p.owner.id, recipient_id: p.client.id, message: 'How was the week?' },
    });
    t.clock.advance(60_000);
    expect((await send(p.client, p.owner.id, 'Better, thank you.')).json().msg).toBe(
      MESSAGE_MESSAGES.registered,
    );

    const read = await thread(p.client, p.owner.id);
    expect(read.statusCode).toBe(200);
    const body = read.json();
    expect(body.msg).toBe('The connected clients list got successfully.');
    expect(body.results.user1).toEqual({ id: p.client.id, name: 'Cleo Client', photo: null });
    expect(body.results.user2).toEqual({ id: p.owner.id, name: 'Morgan Owner', photo: null });
    expect(body.results.item.map((m: { message: string }) => m.message)).toEqual([
      'How was the week?',
      'Better, thank you.',
    ]);
    expect(body.results.has_more).toBe(false);
    expect(body.results.item[0].messageDate).toBe(sentAt);
  });

  it('takes the caller from the session: a sender_id of someone else is 403 and nothing is written', async () => {
    const p = await practice();
    const forged = await t.post(
      'message/register-message',
      { sender_id: p.owner.id, recipient_id: p.owner.id, message: 'I am your provider' },
      p.client.token,
    );
    expect(forged.statusCode).toBe(403);
    expect(await rowsOf(p.owner.practiceId)).toEqual([]);
    // Without sender_id the sender is the caller.
    const plain = await t.post(
      'message/register-message',
      { recipient_id: p.owner.id, message: 'Hello' },
      p.client.token,
    );
    expect(plain.statusCode).toBe(200);
    expect((await rowsOf(p.owner.practiceId))[0]).toMatchObject({
      sender_id: p.client.id,
      recipient_id: p.owner.id,
    });
  });

  it('does not send an empty or an overlong message, nor one without a recipient', async () => {
    const p = await practice();
    for (const [message, msg] of [
      ['', MESSAGE_MESSAGES.empty],
      ['   \n\t ', MESSAGE_MESSAGES.empty],
      ['x'.repeat(5001), MESSAGE_MESSAGES.tooLong],
    ] as const) {
      const response = await send(p.owner, p.client.id, message);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg });
    }
    const noRecipient = await t.post('message/register-message', { message: 'hi' }, p.owner.token);
    expect(noRecipient.json()).toEqual({ msg: MESSAGE_MESSAGES.choosePerson });
    expect((await send(p.owner, p.client.id, '  ' + 'é'.repeat(5000) + ' ')).statusCode).toBe(200);
    expect(await rowsOf(p.owner.practiceId)).toHaveLength(1);
  });

  it('keeps a message as plain text, exactly as typed (nothing is turned into or out of HTML)', async () => {
    const p = await practice();
    const text = '<img src=x onerror=alert(1)> & <script>alert("x")</script> "quotes" \'too\'';
    await send(p.owner, p.client.id, text);
    const item = (await thread(p.client, p.owner.id)).json().results.item[0];
    expect(item.message).toBe(text);
  });

  it('marks what the reader received read when it opens the thread, and only that', async () => {
    const p = await practice();
    await send(p.owner, p.client.id, 'One');
    await send(p.client, p.owner.id, 'Two');
    const readAt = at();
    const received = await thread(p.client, p.owner.id);
    expect(received.json().results.item.map((m: { read_date: string | null }) => m.read_date)).toEqual([
      readAt,
      null,
    ]);
    const rows = await rowsOf(p.owner.practiceId);
    expect(rows.map((row) => [row.message, row.read_at !== null])).toEqual([
      ['One', true],
      ['Two', false],
    ]);
  });
});

describe('paging a thread', () => {
  it('keeps every message and pages the thread newest page first, natural order within a page', async () => {
    const p = await practice();
    const total = THREAD_PAGE_SIZE * 2 + 5;
    for (let i = 1; i <= total; i += 1) {
      await send(i % 2 ? p.owner : p.client, i % 2 ? p.client.id : p.owner.id, `message ${i}`);
      t.clock.advance(1_000);
    }
    expect(await rowsOf(p.owner.practiceId)).toHaveLength(total);
    const texts = (answer: { results: { item: Array<{ message: string }> } }) =>
      answer.results.item.map((m) => Number(m.message.split(' ')[1]));
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

    const newest = (await thread(p.owner, p.client.id)).json();
    expect(texts(newest)).toEqual(range(total - THREAD_PAGE_SIZE + 1, total));
    expect(newest.results.has_more).toBe(true);
    const older = (await thread(p.owner, p.client.id, { before_id: newest.results.item[0]._id })).json();
    expect(texts(older)).toEqual(range(6, THREAD_PAGE_SIZE + 5));
    expect(older.results.has_more).toBe(true);
    const oldest = (await thread(p.owner, p.client.id, { before_id: older.results.item[0]._id })).json();
    expect(texts(oldest)).toEqual(range(1, 5));
    expect(oldest.results.has_more).toBe(false);
  });

  it('refuses a cursor from another thread with 404', async () => {
    const p = await practice();
    await send(p.provider, p.secondClient.id, 'Their thread');
    const [theirs] = await rowsOf(p.owner.practiceId);
    const response = await thread(p.owner, p.client.id, { before_id: theirs!.id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: MESSAGE_MESSAGES.missing });
  });
});

describe('who may write and read', () => {
  it('lets only the two people of a connection write to and read each other, and changes nothing otherwise', async () => {
    const p = await practice();
    await send(p.owner, p.client.id, 'Private words');
    const before = JSON.stringify(await allRows());
    const refusals: Array<[string, SignedIn, string]> = [
      ['an unconnected provider of the practice', p.provider, p.client.id],
      ['the practice’s administrator', p.administrator, p.client.id],
      ['an unconnected owner of the practice', p.colleague, p.client.id],
      ['another client of the practice', p.secondClient, p.owner.id],
      ['a client writing to an unconnected provider', p.client, p.provider.id],
      ['another practice', p.stranger, p.client.id],
      ['another practice’s client', p.strangersClient, p.owner.id],
      ['a client to another client', p.client, p.secondClient.id],
    ];
    for (const [who, caller, to] of refusals) {
      const written = await send(caller, to, 'probe');
      expect(written.statusCode, who).toBe(403);
      expect(written.json(), who).toEqual({ msg: MESSAGE_MESSAGES.notConnected });
      const read = await thread(caller, to);
      expect(read.statusCode, who).toBe(403);
      expect(read.body, who).not.toContain('Private words');
      const one = await t.post(
        'message/get-message-one',
        { provider_id: to, client_id: caller.id },
        caller.token,
      );
      expect(one.statusCode, who).toBe(403);
    }
    // Naming two other people is someone else's conversation.
    const theirs = await t.post(
      'message/get-messages',
      { id1: p.owner.id, id2: p.client.id },
      p.colleague.token,
    );
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain('Private words');
    expect(JSON.stringify(await allRows())).toBe(before);
  });

  it('lets only the sender edit or delete a message; anyone else’s try changes nothing', async () => {
    const p = await practice();
    const sent = (await send(p.owner, p.client.id, 'Original')).json().results;
    const before = JSON.stringify(await allRows());
    const byRecipient = await t.post(
      'message/update-message',
      { id: sent._id, message: 'Changed' },
      p.client.token,
    );
    expect(byRecipient.statusCode).toBe(403);
    expect(byRecipient.json()).toEqual({ msg: MESSAGE_MESSAGES.notYours });
    expect((await t.post('message/delete-message', { id: sent._id }, p.client.token)).statusCode).toBe(403);
    expect((await t.post('message/get-edit-message', { id: sent._id }, p.client.token)).statusCode).toBe(403);
    for (const stranger of [p.provider, p.secondClient, p.stranger, p.colleague]) {
      for (const [route, body] of [
        ['message/update-message', { id: sent._id, message: 'Changed' }],
        ['message/delete-message', { id: sent._id }],
        ['message/get-edit-message', { id: sent._id }],
      ] as const) {
        const response = await t.post(route, body, stranger.token);
        expect(response.statusCode, `${route}`).toBe(404);
        expect(response.json()).toEqual({ msg: MESSAGE_MESSAGES.missing });
      }
    }
    expect(JSON.stringify(await allRows())).toBe(before);
  });

  it('answers a provider without messaging on its plan the plan gate, a client that the provider does not offer it', async () => {
    const p = await practice();
    await send(p.owner, p.client.id, 'Before the downgrade');
    await setPlan(p.owner.practiceId, 'month_team_basic');
    const provider = await send(p.owner, p.client.id, 'After');
    expect(provider.statusCode).toBe(400);
    expect(provider.json()).toEqual({ msg: PLAN_GATE_MESSAGES.secureMessaging });
    const client = await send(p.client, p.owner.id, 'After');
    expect(client.json()).toEqual({ msg: MESSAGE_MESSAGES.providerNoMessaging });
    await setPlan(p.owner.practiceId, null);
    expect((await send(p.owner, p.client.id, 'After')).json()).toEqual({ msg: PLAN_GATE_MESSAGES.noPlan });
    // The conversation stays readable.
    const read = await thread(p.client, p.owner.id);
    expect(read.json().results.item.map((m: { message: string }) => m.message)).toEqual([
      'Before the downgrade',
    ]);
    expect(await rowsOf(p.owner.practiceId)).toHaveLength(1);
  });
});

describe('editing and deleting', () => {
  it('updates the sender’s message (answering it as it was) and keeps a deleted one out of the thread but in the table', async () => {
    const p = await practice();
    const sent = (await send(p.client, p.owner.id, 'Can we move Tuesday?')).json().results;
    const toEdit = await t.post('message/get-edit-message', { id: sent._id }, p.client.token);
    expect(toEdit.json()).toEqual({
      msg: 'The message got successfully.',
      results: { _id: sent._id, message: 'Can we move Tuesday?' },
    });
    t.clock.advance(30_000);
    const editedAt = at();
    const updated = await t.post(
      'message/update-message',
      { id: sent._id, message: 'Can we move Wednesday?' },
      p.client.token,
    );
    expect(updated.json()).toMatchObject({
      msg: 'The message got successfully.',
      results: { _id: sent._id, message: 'Can we move Tuesday?', edited_date: null },
    });
    const empty = await t.post('message/update-message', { id: sent._id, message: ' ' }, p.client.token);
    expect(empty.json()).toEqual({ msg: MESSAGE_MESSAGES.empty });
    const [item] = (await thread(p.owner, p.client.id)).json().results.item;
    expect(item).toMatchObject({ message: 'Can we move Wednesday?', edited_date: editedAt });

    const deleted = await t.post('message/delete-message', { id: sent._id }, p.client.token);
    expect(deleted.json()).toEqual({ msg: 'The message deleted successfully.' });
    expect((await thread(p.owner, p.client.id)).json().results.item).toEqual([]);
    const rows = await rowsOf(p.owner.practiceId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.deleted_at).not.toBeNull();
    expect((await t.post('message/delete-message', { id: sent._id }, p.client.token)).statusCode).toBe(404);
  });
});

describe('lists', () => {
  it('lists the caller’s partners by name (get-clients): a provider its clients, a client its providers', async () => {
    const p = await practice();
    const another = await signInClient(t, {
      practiceId: p.owner.practiceId,
      providerId: p.owner.id,
      name: 'Abe Adams',
    });
    const mine = await t.post('message/get-clients', { id: p.owner.id }, p.owner.token);
    expect(mine.json()).toEqual({
      msg: 'The connected clients list got successfully.',
      results: [
        { id: another.id, name: 'Abe Adams' },
        { id: p.client.id, name: 'Cleo Client' },
      ],
    });
    const theirs = await t.post('message/get-clients', { id: p.client.id }, p.client.token);
    expect(theirs.json().results).toEqual([{ id: p.owner.id, name: 'Morgan Owner' }]);
    expect((await t.post('message/get-clients', { id: p.owner.id }, p.client.token)).statusCode).toBe(403);
    expect((await t.post('message/get-clients', {}, p.administrator.token)).json().results).toEqual([]);
  });

  it('answers the latest message per partner, newest first, cut to 29 characters and an ellipsis, paged', async () => {
    const p = await practice();
    const another = await signInClient(t, {
      practiceId: p.owner.practiceId,
      providerId: p.owner.id,
      name: 'Abe Adams',
    });
    await send(p.owner, p.client.id, 'Exactly thirty characters long');
    t.clock.advance(1_000);
    const clientsAt = at();
    await send(p.client, p.owner.id, 'This one is thirty-one chars!!!');
    t.clock.advance(1_000);
    const anothersAt = at();
    await send(another, p.owner.id, 'Short');
    const last = await t.post(
      'message/get-last-messages',
      { id: p.owner.id, message_pagination: 10, message_current_page: 1, message_page_neighbours: 1 },
      p.owner.token,
    );
    expect(last.json()).toEqual({
      msg: 'The last message list with connected clients got successfully.',
      results: {
        list: [
          {
            id: another.id,
            name: 'Abe Adams',
            photo: null,
            msg: 'Short',
            date: anothersAt,
            text: 'Short',
            sender_id: another.id,
            is_unread: true,
          },
          {
            id: p.client.id,
            name: 'Cleo Client',
            photo: null,
            msg: 'This one is thirty-one chars!…',
            date: clientsAt,
            text: 'This one is thirty-one chars!!!',
            sender_id: p.client.id,
            is_unread: true,
          },
        ],
        page_num: { start_page: 1, end_page: 1, total_page: 1 },
        unread: 2,
      },
    });
    const second = await t.post(
      'message/get-last-messages',
      { id: p.owner.id, message_pagination: 1, message_current_page: 2 },
      p.owner.token,
    );
    expect(second.json().results.list.map((e: { id: string }) => e.id)).toEqual([p.client.id]);
    expect(second.json().results.page_num).toEqual({ start_page: 1, end_page: 2, total_page: 2 });
    const clients = await t.post('message/get-last-messages', {}, p.client.token);
    expect(clients.json().results.list).toEqual([
      expect.objectContaining({ id: p.owner.id, msg: 'This one is thirty-one chars!…', is_unread: false }),
    ]);
    expect(clients.json().results.unread).toBe(1);
  });

  it('answers the latest message between the caller and a partner (get-message-one)', async () => {
    const p = await practice();
    const none = await t.post(
      'message/get-message-one',
      { provider_id: p.owner.id, client_id: p.client.id },
      p.client.token,
    );
    expect(none.json()).toEqual({ results: [] });
    await send(p.owner, p.client.id, 'First');
    t.clock.advance(1_000);
    await send(p.client, p.owner.id, 'Latest');
    const one = await t.post(
      'message/get-message-one',
      { provider_id: p.owner.id, client_id: p.client.id },
      p.owner.token,
    );
    expect(one.json().results).toEqual([
      expect.objectContaining({ message: 'Latest', sender_id: p.client.id }),
    ]);
  });
});

describe('live', () => {
  it('tells the thread’s open screens about a new, changed, deleted and read message', async () => {
    const p = await practice();
    const heard: unknown[] = [];
    const unsubscribe = await t.deps.live.subscribe(`thread-${p.owner.id}-${p.client.id}`, (event) =>
      heard.push(event),
    );
    const sent = (await send(p.client, p.owner.id, 'Are you there?')).json().results;
    await thread(p.owner, p.client.id);
    await t.post('message/update-message', { id: sent._id, message: 'Are you there now?' }, p.client.token);
    await t.post('message/delete-message', { id: sent._id }, p.client.token);
    await expect.poll(() => heard.length).toBe(4);
    unsubscribe();
    expect(heard).toEqual([
      { type: 'created', message: expect.objectContaining({ _id: sent._id, message: 'Are you there?' }) },
      { type: 'read', reader_id: p.owner.id, at: expect.any(String) },
      { type: 'updated', message: expect.objectContaining({ _id: sent._id, message: 'Are you there now?' }) },
      { type: 'deleted', id: sent._id },
    ]);
  });
});

/** Opens a live stream over real HTTP (inject would wait for its end) and collects its frames. */
async function openStream(path: string, token?: string) {
  const address = await t.app
    .listen({ port: 0, host: '127.0.0.1' })
    .catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
  const controller = new AbortController();
  const response = await fetch(`${address}${path}`, {
    signal: controller.signal,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const frames: unknown[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.startsWith('data: ')) frames.push(JSON.parse(frame.slice(6)));
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: response.status,
    frames,
    async close() {
      controller.abort();
      await pump;
    },
  };
}

describe('the thread’s live stream', () => {
  it('streams a thread’s events to its two people, and refuses anyone else', async () => {
    const p = await practice();
    const clientSide = await openStream(`/api/events/messages/${p.owner.id}`, p.client.token);
    const providerSide = await openStream(`/api/api/events/messages/${p.client.id}`, p.owner.token);
    expect([clientSide.status, providerSide.status]).toEqual([200, 200]);
    await expect.poll(() => clientSide.frames.length + providerSide.frames.length).toBe(2);
    await send(p.owner, p.client.id, 'Live hello');
    await expect.poll(() => clientSide.frames.length).toBe(2);
    await expect.poll(() => providerSide.frames.length).toBe(2);
    expect(clientSide.frames).toEqual([
      { status: 'ok' },
      { type: 'created', message: expect.objectContaining({ message: 'Live hello', sender_id: p.owner.id }) },
    ]);
    await clientSide.close();
    await providerSide.close();

    for (const [path, token] of [
      [`/api/events/messages/${p.client.id}`, undefined],
      [`/api/events/messages/${p.client.id}`, p.provider.token],
      [`/api/events/messages/${p.client.id}`, p.colleague.token],
      [`/api/events/messages/${p.owner.id}`, p.secondClient.token],
      [`/api/events/messages/${p.client.id}`, p.stranger.token],
      [`/api/events/messages/not-an-id`, p.owner.token],
    ] as const) {
      const refused = await t.inject({
        method: 'GET',
        url: path,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect([403, 404], path).toContain(refused.statusCode);
      expect(refused.json()).toEqual({ msg: expect.any(String) });
    }
  });
});
