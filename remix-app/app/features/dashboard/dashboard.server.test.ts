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
    // Client Enrollment is the public contact requests, not appointments.
    expect(lists.find((call) => call.body.flag === 5)).toBeUndefined();
    expect(fake.calls.map((call) => call.path)).toContain('/api/api/users/all-client-request');
  });
});
