import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as MessagesModule from '#app/features/messages/messages-page.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi, respond } from '../../../test/fake-api.ts';
import { loggedInRequest } from '../../../test/logged-in.ts';

// Message against a local server answering as legacy-api does.

const fake = createFakeApi();
let messages: typeof MessagesModule;
let session: typeof SessionModule;

const SAM = '65a1b2c3d4e5f60718293a01';
const RIA = '65a1b2c3d4e5f60718293a02';
const clients = {
  results: {
    list: [
      {
        _id: SAM,
        name: 'Sam Client',
        email: 'sam@example.com',
        phone: '',
        provider_ids: [],
        role: ['client'],
      },
      {
        _id: RIA,
        name: 'Ria Client',
        email: 'ria@example.com',
        phone: '',
        provider_ids: [],
        role: ['client'],
      },
    ],
    page_num: { start_page: 1, end_page: 1, total_page: 1 },
  },
};

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
  fake.handler = respond(200, clients);
});

describe('Message', () => {
  test('without a client in the path the first client is chosen', async () => {
    const loaded = await messages.loadMessagesPage(await loggedInRequest(session), undefined);
    expect(fake.calls[0]?.body).toMatchObject({ role: 'client', client_pagination: 100 });
    expect(loaded.chosen).toEqual({ id: SAM, name: 'Sam Client' });
  });

  test('a client of the list is chosen by the path; someone else’s id is refused, not shown', async () => {
    expect((await messages.loadMessagesPage(await loggedInRequest(session), RIA)).chosen).toEqual({
      id: RIA,
      name: 'Ria Client',
    });
    expect(
      await messages.loadMessagesPage(await loggedInRequest(session), '65a1b2c3d4e5f60718293a99'),
    ).toMatchObject({ chosen: null, isUnknownClient: true });
  });
});
