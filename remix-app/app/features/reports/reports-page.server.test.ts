import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as CsvModule from '#app/features/reports/report-csv.server.ts';
import type * as ReportsModule from '#app/features/reports/reports-page.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi } from '../../../test/fake-api.ts';
import { loggedInRequest } from '../../../test/logged-in.ts';

// The report against a local server answering as legacy-api does.

const fake = createFakeApi();
let reports: typeof ReportsModule;
let csv: typeof CsvModule;
let session: typeof SessionModule;

const row = {
  _id: '65a1b2c3d4e5f60718293c01',
  provider_id: '65a1b2c3d4e5f60718293a4b',
  provider_name: 'Maya Patel',
  clientInfo: [
    { _id: '65a1b2c3d4e5f60718293a01', name: 'Sam Client' },
    { _id: '65a1b2c3d4e5f60718293a02', name: 'Ria Client' },
  ],
  online: true,
  start_time: '2026-11-23T15:00:00.000Z',
  end_time: '2026-11-23T16:00:00.000Z',
  time_distance: 60,
  actual_start: '2026-11-23T15:02:00.000Z',
  actual_end: null,
  appointment_type: 'Intake',
  invite_client: true,
  requested_date: '2026-11-20T12:00:00.000Z',
  state: 5,
  payment: 95,
  paid_date: '2026-11-21T12:00:00.000Z',
  paid_cents: 9500,
};

const summary = {
  start: '2026-11-01T00:00:00.000Z',
  end: '2026-12-01T00:00:00.000Z',
  held: 3,
  no_show: 2,
  late_cancel: 1,
  no_show_rate: 0.4,
  late_cancel_rate: 0.1667,
  request_to_accept: { accepted: 3, median_minutes: 120, mean_minutes: 530 },
  paid_cents: 13025,
  paid_sessions: 2,
  providers: [
    {
      _id: '65a1b2c3d4e5f60718293a4b',
      name: 'Maya Patel',
      held: 2,
      no_show: 1,
      late_cancel: 1,
      booked_minutes: 180,
      held_minutes: 80,
      utilisation: 0.4444,
    },
  ],
};

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  reports = await import('#app/features/reports/reports-page.server.ts');
  csv = await import('#app/features/reports/report-csv.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => {
  fake.reset();
  fake.answer('appointments/get-appointment-grouping', 200, {
    results: { days: 3, session_num: [0, 2, 1], date: [1, 2, 3], array: [], start: '', end: '' },
  });
  fake.answer('appointments/get-report-summary', 200, { msg: 'Successful', results: summary });
  fake.answer('appointments/get-report-appointment', 200, {
    results: { list: [row], page_num: { start_page: 1, end_page: 3, total_page: 3, num_total: 21 } },
  });
});

const at = async (url: string) => loggedInRequest(session, { url: `http://localhost:3000${url}` });

describe('the appointment report', () => {
  test('asks for the URL’s order and page, the chart’s counts and the month’s figures at once', async () => {
    const loaded = await reports.loadReportsPage(await at('/reports?page=2&size=10&sort=attendees&dir=-1'));
    const sent = Object.fromEntries(fake.sent());
    expect(sent['appointments/get-report-appointment']).toMatchObject({
      filter_string: { attendees: -1 },
      appointment_pagination: 10,
      appointment_current_page: 2,
      appointment_page_neighbours: 1,
    });
    expect(Object.keys(sent).sort()).toEqual([
      'appointments/get-appointment-grouping',
      'appointments/get-report-appointment',
      'appointments/get-report-summary',
    ]);
    expect(loaded.chart.sessionsByDay).toEqual([0, 2, 1]);
    expect(loaded.summary).toBe('Showing 11 to 11 of 21 entries');
    expect(loaded.rows[0]).toEqual({
      id: row._id,
      providerName: 'Maya Patel',
      clients: 'Sam Client, Ria Client',
      isOnline: true,
      start: 'Nov 23, 2026, 3:00 PM',
      end: 'Nov 23, 2026, 4:00 PM',
      actualStart: 'Nov 23, 2026, 3:02 PM',
      actualEnd: '',
      type: 'Intake',
      isRequested: true,
      requestedDate: 'Nov 20, 2026, 12:00 PM',
      paid: '$95.00',
    });
    expect(loaded.figures).toEqual({
      held: 3,
      noShow: 2,
      lateCancel: 1,
      noShowRate: '40%',
      lateCancelRate: '16.7%',
      acceptedRequests: 3,
      medianAccept: '2 h',
      paid: '$130.25',
      paidSessions: 2,
      providers: [
        {
          id: '65a1b2c3d4e5f60718293a4b',
          name: 'Maya Patel',
          held: 2,
          noShow: 1,
          lateCancel: 1,
          booked: '3 h',
          heldTime: '1 h 20 min',
          utilisation: '44.4%',
        },
      ],
    });
  });

  test('without a sort asks for the API’s default order; a failing part leaves the others standing', async () => {
    fake.answer('appointments/get-report-summary', 503, { msg: 'down' });
    const loaded = await reports.loadReportsPage(await at('/reports'));
    expect(Object.fromEntries(fake.sent())['appointments/get-report-appointment']).toMatchObject({
      filter_string: {},
      appointment_pagination: 10,
      appointment_current_page: 1,
    });
    expect(loaded.figures).toBeNull();
    expect(loaded.isAvailable).toBe(true);
    expect(loaded.rows).toHaveLength(1);
  });
});

describe('members.csv', () => {
  test('streams the API’s file as an attachment named members.csv, in the report’s order', async () => {
    fake.handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
      response.end('\uFEFFProvider,Clients\r\nMaya Patel,Sam Client\r\n');
    };
    const answer = await csv.downloadReportCsv(await at('/reports/members.csv?sort=start_time&dir=-1'));
    expect(fake.sent()).toEqual([
      ['appointments/get-report-csv', expect.objectContaining({ filter_string: { start_time: -1 } })],
    ]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="members.csv"');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFFProvider,Clients\r\nMaya Patel,Sam Client\r\n',
    );
  });

  test('a refusal comes back as the API’s message', async () => {
    fake.answer('appointments/get-report-csv', 400, { msg: 'Please sort the report by one column.' });
    const answer = await csv.downloadReportCsv(await at('/reports/members.csv'));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ msg: 'Please sort the report by one column.' });
  });
});
