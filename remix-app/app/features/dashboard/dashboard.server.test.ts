import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as DashboardModule from '#app/features/dashboard/dashboard.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi, respond } from '../../../test/fake-api.ts';
import { loggedInRequest } from '../../../test/logged-in.ts';

// The dashboard's lists against a local HTTP server that answers as legacy-api does.

const fake = createFakeApi();
let dashboard: typeof DashboardModule;
let session: typeof SessionModule;

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  dashboard = await import('#app/features/dashboard/dashboard.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

describe('getDashboardLists', () => {
  test('the Appointments panel asks for what lies ahead, the next session first, on its own page', async () => {
    fake.handler = respond(200, {
      results: { list: [], page_num: { start_page: 1, end_page: 0, total_page: 0 } },
    });
    await dashboard.getDashboardLists(await loggedInRequest(session), {
      pages: dashboard.readPanelPages(new URLSearchParams('appointments=3')),
      timeZone: 'UTC',
      viewer: { id: '65a1b2c3d4e5f60718293a4b', now: new Date('2026-11-23T15:00:00Z') },
      deleteRequestHref: (id) => `/dashboard?deleteRequest=${id}`,
    });
    const lists = fake.calls.filter((call) => call.path === '/api/api/appointments/get-clients-appointment');
    expect(lists.find((call) => call.body.flag === 0)?.body).toMatchObject({
      upcoming: true,
      appointment_current_page: 3,
      appointment_pagination: 6,
    });
    // Client Enrollment is the public contact requests; the clients' appointment requests come with `upcoming`
    // in the Appointments panel (ADR 0054), so no second appointment list is asked for.
    expect(lists).toHaveLength(1);
    expect(fake.calls.map((call) => call.path)).toContain('/api/api/users/all-client-request');
  });

  test('a visitor’s booked request is an Appointments row with Approve and Decline (ADR 0054)', async () => {
    const booked = {
      _id: '65a1b2c3d4e5f60718293c01',
      title: 'Intake',
      notes: '',
      all_day: false,
      recurring: false,
      online: true,
      provider_id: '65a1b2c3d4e5f60718293a4b',
      provider_name: 'Maya Patel',
      invitees_id: ['65a1b2c3d4e5f60718293a01'],
      invitees_name: [{ id: '65a1b2c3d4e5f60718293a01', name: 'Asha Rao' }],
      clientInfo: [{ _id: '65a1b2c3d4e5f60718293a01', name: 'Asha Rao', email: 'asha@example.com' }],
      invite_client: true,
      start_time: '2026-12-02T15:00:00.000Z',
      end_time: '2026-12-02T15:40:00.000Z',
      time_distance: 40,
      repeat_until: null,
      recurrence_frequency: null,
      payment: 0,
      appointment_type: 'Intake',
      state: 1,
      role_updated: 'client',
      requested_date: '2026-11-23T14:00:00.000Z',
      paid_date: null,
      actual_start: null,
      actual_end: null,
      editable_state: 1,
    };
    fake.handler = (request, response, call) =>
      respond(200, {
        results: {
          list: call.path.endsWith('get-clients-appointment') ? [booked] : [],
          page_num: { start_page: 1, end_page: 1, total_page: 1 },
        },
      })(request, response, call);
    const lists = await dashboard.getDashboardLists(await loggedInRequest(session), {
      pages: dashboard.readPanelPages(new URLSearchParams()),
      timeZone: 'Asia/Kolkata',
      viewer: { id: '65a1b2c3d4e5f60718293a4b', now: new Date('2026-11-23T15:00:00Z') },
      deleteRequestHref: (id) => `/dashboard?deleteRequest=${id}`,
    });
    expect(lists.appointments?.items).toEqual([
      expect.objectContaining({
        primary: 'Intake',
        secondary: 'Dec 2, 2026, 8:30 PM · Asha Rao',
        tags: [{ label: 'Requested', tone: 'requested' }],
        actions: [
          expect.objectContaining({ label: 'Approve', intent: 'approve' }),
          expect.objectContaining({ label: 'Decline', intent: 'decline' }),
        ],
      }),
    ]);
  });
});
