import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as PaymentsModule from '#app/features/payments/payments-page.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi, respond } from '../../../test/fake-api.ts';
import { loggedInRequest } from '../../../test/logged-in.ts';

// Invoices and Payments against a local server answering as legacy-api does.

const fake = createFakeApi();
let payments: typeof PaymentsModule;
let session: typeof SessionModule;

const paid = {
  _id: '65a1b2c3d4e5f60718293c01',
  title: 'Weekly Session',
  clientInfo: [{ _id: '65a1b2c3d4e5f60718293a01', name: 'Sam Client' }],
  start_time: '2026-11-23T15:00:00.000Z',
  end_time: '2026-11-23T16:00:00.000Z',
  state: 3,
  payment: 80,
  // Saturday in UTC, still Friday evening in New York.
  paid_date: '2026-11-21T02:00:00.000Z',
};

beforeAll(async () => {
  vi.stubEnv('API_URL', await fake.listen());
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  payments = await import('#app/features/payments/payments-page.server.ts');
  session = await import('#app/utils/session.server.ts');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

beforeEach(() => fake.reset());

describe('Invoices and Payments', () => {
  test('the Invoice tab lists the invoices, 6 per page with 4 neighbours', async () => {
    fake.handler = respond(200, {
      results: { list: [], page_num: { start_page: 1, end_page: 0, total_page: 0 } },
    });
    const loaded = await payments.loadPaymentsPage(
      await loggedInRequest(session, { url: 'http://localhost:3000/payments?page=2' }),
    );
    expect(fake.calls[0]).toMatchObject({
      path: '/api/api/appointments/get-request-provider',
      body: { pagination: 6, current_page: 2, page_neighbours: 4 },
    });
    expect(loaded).toMatchObject({ tab: 'invoice', isAvailable: true, rows: [] });
  });

  test('the Payment tab lists the paid sessions in the viewer’s zone', async () => {
    fake.handler = respond(200, {
      results: { list: [paid], page_num: { start_page: 1, end_page: 1, total_page: 1 } },
    });
    const loaded = await payments.loadPaymentsPage(
      await loggedInRequest(session, {
        url: 'http://localhost:3000/payments?tab=payment',
        timeZone: 'America/New_York',
      }),
    );
    expect(fake.calls[0]).toMatchObject({
      path: '/api/api/appointments/get-paid-provider',
      body: { history_pagination: 6, history_current_page: 1, history_page_neighbours: 4 },
    });
    expect(loaded.rows).toEqual([
      {
        id: paid._id,
        clients: 'Sam Client',
        title: 'Weekly Session',
        sessionDate: 'Mon, Nov 23, 2026',
        paidDate: 'Fri, Nov 20, 2026',
        amount: '$80.00',
        state: 'Wait',
      },
    ]);
  });
});
