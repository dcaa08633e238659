import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as DashboardPageModule from '#app/features/dashboard/dashboard-page.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi } from '../../../test/fake-api.ts';
import { TEST_USER, loggedInRequest } from '../../../test/logged-in.ts';

// The dashboard's actions against a local server answering as legacy-api does: Client Enrollment's Approve and
// Decline, and the Appointments panel's Approve and Decline of a client's appointment request.

const fake = createFakeApi();
let dashboard: typeof DashboardPageModule;
let session: typeof SessionModule;

const user = TEST_USER;
const REQUEST = '65a1b2c3d4e5f60718293e01';
const sent = fake.sent;
const answer = fake.answer;

async function post(fields: Record<string, string>, url = 'http://localhost:3000/dashboard?enrollment=2') {
  const request = await loggedInRequest(session, { url });
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

describe('the Appointments panel’s Approve and Decline of a client’s request (ADR 0054)', () => {
  const APPOINTMENT = '65a1b2c3d4e5f60718293a01';
  const onPageTwo = 'http://localhost:3000/dashboard?appointments=2';

  test('Approve accepts the appointment as the Requested view does, back on the same page with the message', async () => {
    answer('appointments/accept-appointment', 200, { msg: 'The appointment has accepted successfully.' });
    const response = await dashboard.dashboardAction(
      await post({ intent: 'approve', id: APPOINTMENT }, onPageTwo),
    );
    expect(sent()).toEqual([['appointments/accept-appointment', { auth_id: user.id, id: APPOINTMENT }]]);
    expect((response as Response).headers.get('Location')).toBe('/dashboard?appointments=2');
    expect((response as Response).headers.get('Set-Cookie')).toContain('__tt_toast=');
  });

  test('Decline cancels it', async () => {
    answer('appointments/cancel-appointment', 200, { msg: 'The appointment has been cancelled.' });
    const response = await dashboard.dashboardAction(
      await post({ intent: 'decline', id: APPOINTMENT }, onPageTwo),
    );
    expect(sent()).toEqual([['appointments/cancel-appointment', { auth_id: user.id, id: APPOINTMENT }]]);
    expect((response as Response).headers.get('Location')).toBe('/dashboard?appointments=2');
  });

  test('a refusal stays on the dashboard with the API’s words, for the page to say', async () => {
    answer('appointments/accept-appointment', 400, { msg: 'This appointment does not exist.' });
    const response = await dashboard.dashboardAction(await post({ intent: 'approve', id: APPOINTMENT }));
    expect(response).not.toBeInstanceOf(Response);
    expect(response).toMatchObject({
      init: { status: 400 },
      data: { form: 'decision', msg: 'This appointment does not exist.' },
    });
  });

  test('the dashboard deletes no appointment: intent delete is not one of its actions', async () => {
    await expect(
      dashboard.dashboardAction(await post({ intent: 'delete', id: APPOINTMENT })),
    ).rejects.toMatchObject({ init: { status: 400 } });
    expect(fake.calls).toHaveLength(0);
  });
});

describe('the dashboard’s reads', () => {
  const SHARE_LINK = '65a1b2c3d4e5f60718293b01';
  const FIRST_READS = [
    'users/get-simple-user',
    'users/get-drag',
    'appointments/get-clients-appointment',
    'users/all-client-request',
    'users/get-user-list',
    'appointments/get-request-provider',
    'appointments/get-paid-provider',
    'message/get-last-messages',
    'documents/shared-with-me',
    'appointments/appointment-empty',
    'payment/current-subscription',
  ];
  const loadPage = async () =>
    dashboard.loadDashboard(await loggedInRequest(session, { url: 'http://localhost:3000/dashboard' }));

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer('users/get-simple-user', 200, {
      results: { _id: user.id, name: 'Dana Provider', first_login: 1 },
    });
  });

  test('are one request to the API: the share link comes with its guest key (ADR 0065)', async () => {
    answer('appointments/appointment-empty', 200, { results: SHARE_LINK, room_key: 'a1b2c3d4' });
    const page = await loadPage();

    expect(page.name).toBe('Dana Provider');
    expect(fake.batches).toHaveLength(1);
    expect(fake.batches[0]!.toSorted()).toEqual(FIRST_READS.toSorted());
    expect(fake.calls).toHaveLength(FIRST_READS.length);
    expect(page.shareLink).toMatchObject({
      id: SHARE_LINK,
      roomHref: `/room/${SHARE_LINK}`,
      clientLink: expect.stringContaining(SHARE_LINK) as string,
    });
    expect(page.shareLink?.clientLink).toContain('a1b2c3d4');
  });

  const loadPageAt = async (search: string) =>
    dashboard.loadDashboard(
      await loggedInRequest(session, { url: `http://localhost:3000/dashboard${search}` }),
    );
  const panelOf = (page: Awaited<ReturnType<typeof loadPage>>, key: string) =>
    page.panels.find((panel) => panel.key === key)!;

  test('the Documents panel shows the latest ten shared with the viewer, six a page, each opening /documents', async () => {
    const person = (name: string) => [{ _id: '65a1b2c3d4e5f60718293c09', name, email: '', photo: '' }];
    answer('documents/shared-with-me', 200, {
      results: Array.from({ length: 10 }, (_, i) => ({
        _id: `65a1b2c3d4e5f60718293d${String(i).padStart(2, '0')}`,
        role: 'client',
        sender_id: '65a1b2c3d4e5f60718293c09',
        recipient_id: user.id,
        path: `/api/files/65a1b2c3d4e5f60718293f${String(i).padStart(2, '0')}/0-Form ${i + 1}.pdf`,
        filename: `Form ${i + 1}.pdf`,
        shared_date: '2026-11-20T10:00:00.000Z',
        sender: person('Jordan Alvarez'),
        recipient: person('Dana Provider'),
      })),
    });

    const first = panelOf(await loadPageAt(''), 'documents');
    expect(first.items.map((item) => item.primary)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Form ${n}.pdf`));
    expect(first.items[0]).toMatchObject({ secondary: 'From Jordan Alvarez', href: '/documents' });
    expect(first.page).toMatchObject({ page: 1, totalPages: 2 });
    expect(sent()).toContainEqual(['documents/shared-with-me', { auth_id: user.id }]);

    const second = panelOf(await loadPageAt('?documents=2'), 'documents');
    expect(second.items.map((item) => item.primary)).toEqual([7, 8, 9, 10].map((n) => `Form ${n}.pdf`));
    expect(second.page).toMatchObject({ page: 2, totalPages: 2 });
  });

  test('the Message Center asks for the page in its parameter and offers the pages the API counts', async () => {
    answer('message/get-last-messages', 200, {
      results: {
        list: [],
        page_num: { start_page: 1, end_page: 3, total_page: 3 },
        unread: 0,
      },
    });
    const messages = panelOf(await loadPageAt('?messages=2'), 'messages');
    expect(sent()).toContainEqual([
      'message/get-last-messages',
      {
        auth_id: user.id,
        id: user.id,
        message_pagination: 6,
        message_current_page: 2,
        message_page_neighbours: 1,
      },
    ]);
    expect(messages.page).toMatchObject({ page: 2, totalPages: 3, firstShown: 1, lastShown: 3 });
  });

  test('from an API that sends no guest key, the share link’s session follows, alone', async () => {
    answer('appointments/appointment-empty', 200, { results: SHARE_LINK });
    await loadPage();

    expect(fake.batches).toHaveLength(1);
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/api/api/appointments/get-appointment',
      body: { id: SHARE_LINK },
    });
    expect(fake.calls).toHaveLength(FIRST_READS.length + 1);
  });
});
