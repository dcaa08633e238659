import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as MessagesModule from '#app/features/messages/messages-page.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi } from '../../../test/fake-api.ts';
import { loggedInRequest, TEST_USER } from '../../../test/logged-in.ts';

// Message against a local server answering as legacy-api does (the message group, ADR 0040).

const fake = createFakeApi();
let messages: typeof MessagesModule;
let session: typeof SessionModule;

const SAM = '65a1b2c3d4e5f60718293a01';
const RIA = '65a1b2c3d4e5f60718293a02';
const MINE = '65a1b2c3d4e5f60718293b01';
const THEIRS = '65a1b2c3d4e5f60718293b02';

const partners = {
  msg: 'The connected clients list got successfully.',
  results: [
    { name: 'Ria Client', id: RIA },
    { name: 'Sam Client', id: SAM },
  ],
};

function threadWith(me: string = TEST_USER.id) {
  return {
    msg: 'The connected clients list got successfully.',
    results: {
      user1: { id: me, name: 'Me', photo: null },
      user2: { id: RIA, name: 'Ria Client', photo: null },
      item: [
        {
          _id: THEIRS,
          sender_id: RIA,
          recipient_id: me,
          message: '<b>not markup</b>',
          messageDate: '2026-11-24T03:30:00.000Z',
          edited_date: null,
          read_date: null,
        },
        {
          _id: MINE,
          sender_id: me,
          recipient_id: RIA,
          message: 'See you Tuesday',
          messageDate: '2026-11-24T09:15:00.000Z',
          edited_date: '2026-11-24T09:16:00.000Z',
          read_date: null,
        },
      ],
      has_more: true,
    },
  };
}

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  messages = await import('#app/features/messages/messages-page.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

const user = TEST_USER;
/** A request of TEST_USER, whose screens use New York time. */
const signedIn = (url = 'http://localhost/view-messages', init?: RequestInit) =>
  loggedInRequest(session, { url, timeZone: 'America/New_York', ...(init ? { init } : {}) });

describe('Message', () => {
  test('chooses the first partner without one in the path, and groups its thread by day in the person’s zone', async () => {
    const request = await signedIn();
    fake.answer('message/get-clients', 200, partners);
    fake.answer('message/get-messages', 200, threadWith(user.id));
    const page = await messages.loadThreadPage(request, user, {
      partnerId: undefined,
      base: '/view-messages',
    });
    expect(page.chosen).toEqual({ id: RIA, name: 'Ria Client' });
    expect(fake.sent()).toContainEqual([
      'message/get-messages',
      { auth_id: user.id, id1: user.id, id2: RIA },
    ]);
    expect(
      page.days.map((day) => [day.day, day.messages.map((m) => [m.text, m.isMine, m.isEdited])]),
    ).toEqual([
      ['Monday, November 23, 2026', [['<b>not markup</b>', false, false]]],
      ['Tuesday, November 24, 2026', [['See you Tuesday', true, true]]],
    ]);
    expect(page.olderBefore).toBe(THEIRS);
  });

  test('never asks for a thread with someone who is not a partner', async () => {
    const request = await signedIn();
    fake.answer('message/get-clients', 200, partners);
    const page = await messages.loadThreadPage(request, user, {
      partnerId: '65a1b2c3d4e5f60718293a99',
      base: '/view-messages',
    });
    expect(page).toMatchObject({ chosen: null, isUnknownPartner: true });
    expect(fake.sent().map(([route]) => route)).toEqual(['message/get-clients']);
  });

  test('opens edit mode and the delete confirmation for one’s own message only', async () => {
    const request = await signedIn(`http://localhost/view-messages/${RIA}?edit=${MINE}&delete=${THEIRS}`);
    fake.answer('message/get-clients', 200, partners);
    fake.answer('message/get-messages', 200, threadWith(user.id));
    const page = await messages.loadThreadPage(request, user, { partnerId: RIA, base: '/view-messages' });
    expect(page.editing).toEqual({ id: MINE, text: 'See you Tuesday' });
    expect(page.confirmingDelete).toBeNull();
  });

  test('sends a message, sends nothing when it is empty, and updates in edit mode', async () => {
    fake.answer('message/get-clients', 200, partners);
    fake.answer('message/register-message', 200, { msg: 'The message registered successfully.' });
    fake.answer('message/update-message', 200, { msg: 'The message got successfully.' });
    const post = async (fields: Record<string, string>) => {
      const request = await signedIn(`http://localhost/view-messages/${RIA}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
      });
      return {
        response: await messages.threadAction(request, user, { partnerId: RIA, base: '/view-messages' }),
        user,
      };
    };
    const sent = await post({ intent: 'send', text: ' Hello there ' });
    expect((sent.response as Response).headers.get('Location')).toBe(`/view-messages/${RIA}`);
    expect(fake.sent()).toContainEqual([
      'message/register-message',
      { auth_id: sent.user.id, sender_id: sent.user.id, recipient_id: RIA, message: 'Hello there' },
    ]);
    fake.calls.length = 0;
    await post({ intent: 'send', text: '   ' });
    await post({ intent: 'update', id: MINE, text: '' });
    expect(fake.sent().map(([route]) => route)).toEqual(['message/get-clients', 'message/get-clients']);
    await post({ intent: 'update', id: MINE, text: 'See you Wednesday' });
    expect(fake.sent()).toContainEqual([
      'message/update-message',
      expect.objectContaining({ id: MINE, message: 'See you Wednesday' }),
    ]);
  });
});
