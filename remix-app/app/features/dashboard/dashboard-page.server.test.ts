import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as DashboardPageModule from '#app/features/dashboard/dashboard-page.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi } from '../../../test/fake-api.ts';
import { TEST_USER, loggedInRequest } from '../../../test/logged-in.ts';

// The dashboard's actions against a local server answering as legacy-api does: Client Enrollment's Approve and
// Decline.

const fake = createFakeApi();
let dashboard: typeof DashboardPageModule;
let session: typeof SessionModule;

const user = TEST_USER;
const REQUEST = '65a1b2c3d4e5f60718293e01';
const sent = fake.sent;
const answer = fake.answer;

async function post(fields: Record<string, string>) {
  const request = await loggedInRequest(session, { url: 'http://localhost:3000/dashboard?enrollment=2' });
  return new Request(request.url, {
    method: 'POST',
    headers: request.headers,
    body: new URLSearchParams(fields),
  });
}

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  dashboard = await import('#app/features/dashboard/dashboard-page.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

describe('the dashboard’s Approve and Decline', () => {
  test('Approve posts the request back to accept-request, then the dashboard with the API’s message', async () => {
    answer('users/accept-request', 200, { msg: 'Your invitation has succeed.' });
    const response = await dashboard.dashboardAction(
      await post({
        intent: 'approve-request',
        id: REQUEST,
        name: 'Samuel Okafor',
        email: 'samuel@example.com',
      }),
    );
    expect(sent()).toEqual([
      [
        'users/accept-request',
        { auth_id: user.id, _id: REQUEST, client_name: 'Samuel Okafor', client_email: 'samuel@example.com' },
      ],
    ]);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('Location')).toBe('/dashboard');
    expect((response as Response).headers.get('Set-Cookie')).toContain('__tt_toast=');
  });

  test('Decline (after its confirmation) deletes the request by its id', async () => {
    answer('users/delete-request', 200, { msg: 'This request has deleted successfully.' });
    const response = await dashboard.dashboardAction(await post({ intent: 'delete-request', id: REQUEST }));
    expect(sent()).toEqual([['users/delete-request', { auth_id: user.id, _id: REQUEST }]]);
    expect((response as Response).headers.get('Location')).toBe('/dashboard');
  });

  test('an id that is not one sends nothing', async () => {
    const response = await dashboard.dashboardAction(await post({ intent: 'delete-request', id: 'x' }));
    expect(fake.calls).toHaveLength(0);
    expect((response as Response).headers.get('Location')).toBe('/dashboard');
  });
});
