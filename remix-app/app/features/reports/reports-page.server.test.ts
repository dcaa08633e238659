import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as ReportsModule from '#app/features/reports/reports-page.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi, respond, type ApiCall } from '../../../test/fake-api.ts';
import { loggedInRequest } from '../../../test/logged-in.ts';

// The report against a local server answering as legacy-api does.

const fake = createFakeApi();
let reports: typeof ReportsModule;
let session: typeof SessionModule;

const session1 = {
  _id: '65a1b2c3d4e5f60718293c01',
  title: 'Weekly Session',
  provider_name: 'Maya Patel',
  clientInfo: [{ _id: '65a1b2c3d4e5f60718293a01', name: 'Sam Client' }],
  online: true,
  start_time: '2026-11-23T15:00:00.000Z',
  end_time: '2026-11-23T16:00:00.000Z',
  actual_start: '2026-11-23T15:02:00.000Z',
  actual_end: null,
  invite_client: true,
  requested_date: '2026-11-20T12:00:00.000Z',
  appointment_type: 'Intake',
  state: 4,
};

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  reports = await import('#app/features/reports/reports-page.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => {
  fake.reset();
  fake.handler = (request, response, call: ApiCall) =>
    call.path.endsWith('/get-appointment-grouping')
      ? respond(200, {
          results: { days: 3, session_num: [0, 2, 1], date: [1, 2, 3], array: [], start: '', end: '' },
        })(request, response, call)
      : respond(200, {
          results: {
            list: [session1],
            page_num: { start_page: 2, end_page: 3, total_page: 3, num_total: 21 },
          },
        })(request, response, call);
});

describe('the appointment report', () => {
  test('asks for the practice’s sessions in the URL’s order and page size, and counts this month’s days', async () => {
    const loaded = await reports.loadReportsPage(
      await loggedInRequest(session, {
        url: 'http://localhost:3000/reports?page=2&size=10&sort=start_time&dir=-1',
      }),
    );
    const list = fake.calls.find((call) => call.path.endsWith('/get-clients-appointment'));
    expect(list?.body).toMatchObject({
      flag: 0,
      calendar_flag: 2,
      appointment_pagination: 10,
      appointment_current_page: 2,
      filter_string: { start_time: -1 },
    });
    expect(loaded.chart.sessionsByDay).toEqual([0, 2, 1]);
    expect(loaded.summary).toBe('Showing 11 to 11 of 21 entries');
    expect(loaded.rows[0]).toMatchObject({
      providerName: 'Maya Patel',
      clients: 'Sam Client',
      isOnline: true,
      actualStart: 'Nov 23, 2026, 3:02 PM',
      actualEnd: '',
      type: 'Intake',
      isRequested: true,
    });
  });
});
