import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as RequestsModule from '#app/features/clients/client-requests.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi } from '../../../test/fake-api.ts';
import { TEST_USER, loggedInRequest } from '../../../test/logged-in.ts';

// Client Enrollment's list against a local server answering as legacy-api does: the practice's public requests.

const fake = createFakeApi();
let requests: typeof RequestsModule;
let session: typeof SessionModule;

const user = TEST_USER;
const REQUEST = '65a1b2c3d4e5f60718293e01';
const sent = fake.sent;
const answer = fake.answer;

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  requests = await import('#app/features/clients/client-requests.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

describe('the practice’s client requests', () => {
  test('asks for a page of 6 with the legacy paging fields; reads pending and accepted ones', async () => {
    answer('users/all-client-request', 200, {
      msg: 'The client request info has got successfully.',
      results: {
        list: [
          {
            _id: REQUEST,
            client_name: 'Samuel Okafor',
            client_email: 'samuel@example.com',
            provider_id: user.id,
            provider_name: 'Maya Patel',
            msg: 'Weekly sessions, please.',
            request_date: '2026-11-24T18:00:00.000Z',
            accept_state: '',
            contact: false,
          },
          {
            _id: '65a1b2c3d4e5f60718293e02',
            client_name: 'Priya Raman',
            client_email: 'p@example.com',
            accept_state: 'true',
          },
          { client_name: 'no id' },
        ],
        page_num: { start_page: 1, end_page: 3, total_page: 3 },
      },
    });
    const page = await requests.listClientRequests(await loggedInRequest(session), {
      viewerId: user.id,
      page: 2,
      pageSize: 6,
    });
    expect(sent()).toEqual([
      [
        'users/all-client-request',
        { auth_id: user.id, user_id: user.id, pagination: 6, current_page: 2, page_neighbours: 1 },
      ],
    ]);
    expect(page.list).toEqual([
      {
        id: REQUEST,
        name: 'Samuel Okafor',
        email: 'samuel@example.com',
        message: 'Weekly sessions, please.',
        requestDate: '2026-11-24T18:00:00.000Z',
        isAccepted: false,
      },
      {
        id: '65a1b2c3d4e5f60718293e02',
        name: 'Priya Raman',
        email: 'p@example.com',
        message: '',
        requestDate: null,
        isAccepted: true,
      },
    ]);
    expect(page.page).toMatchObject({ page: 2, totalPages: 3 });
  });

  test('a failed list is logged and shows as unavailable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer('users/all-client-request', 503, { msg: 'down' });
    const page = await requests.listClientRequests(await loggedInRequest(session), {
      viewerId: user.id,
      page: 1,
      pageSize: 6,
    });
    expect(page).toMatchObject({ isAvailable: false, list: [] });
    expect(warn).toHaveBeenCalledOnce();
  });
});
