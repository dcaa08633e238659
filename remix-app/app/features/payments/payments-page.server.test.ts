import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as PaymentsModule from '#app/features/payments/payments-page.server.ts';
import type * as SessionModule from '#app/utils/session.server.ts';
import { createFakeApi } from '../../../test/fake-api.ts';
import { loggedInRequest } from '../../../test/logged-in.ts';

// Invoices and Payments against a local server answering as legacy-api does.

const fake = createFakeApi();
let payments: typeof PaymentsModule;
let session: typeof SessionModule;

const wire = {
  _id: '65a1b2c3d4e5f60718293c01',
  title: 'Weekly Session',
  notes: 'Bring the worksheet',
  clientInfo: [{ _id: '65a1b2c3d4e5f60718293a01', name: 'Sam Client' }],
  start_time: '2026-11-23T15:00:00.000Z',
  end_time: '2026-11-23T16:00:00.000Z',
  state: 3,
  payment: 80.5,
  editable_state: 1,
  permission: 0,
  // Saturday in UTC, still Friday evening in New York.
  paid_date: '2026-11-21T02:00:00.000Z',
};
const onePage = { start_page: 1, end_page: 1, total_page: 1 };
const ready = { has_account: true, charges_enabled: true, payouts_enabled: true, details_submitted: true };

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

const page = async (url: string, timeZone?: string) =>
  payments.loadPaymentsPage(await loggedInRequest(session, { url: `http://localhost:3000${url}`, timeZone }));

describe('Invoices and Payments', () => {
  test('the Invoice tab lists the invoices owed, 6 per page with 4 neighbours, and opens one in its modal', async () => {
    fake.answer('appointments/get-request-provider', 200, {
      results: { list: [{ ...wire, state: 2, paid_date: null }], page_num: onePage },
    });
    fake.answer('payment/get-seller', 200, { results: ready });
    const loaded = await page(`/payments?page=2&edit=${wire._id}`);
    expect(fake.sent()).toContainEqual([
      'appointments/get-request-provider',
      expect.objectContaining({ pagination: 6, current_page: 2, page_neighbours: 4 }),
    ]);
    expect(loaded).toMatchObject({ tab: 'invoice', isAvailable: true, payout: { canTakePayments: true } });
    expect(loaded.invoices).toEqual([
      expect.objectContaining({
        id: wire._id,
        amount: '$80.50',
        price: 80.5,
        state: 'Accepted',
        isEditable: true,
      }),
    ]);
    expect(loaded.editing?.notes).toBe('Bring the worksheet');
  });

  test('the Payment tab lists the paid sessions in the viewer’s zone; only a card payment offers a refund', async () => {
    fake.answer('appointments/get-paid-provider', 200, {
      results: {
        list: [
          { ...wire, refunded_amount: 0, refund_pending: false },
          { ...wire, _id: '65a1b2c3d4e5f60718293c02', refunded_amount: 8050, refund_pending: false },
          { ...wire, _id: '65a1b2c3d4e5f60718293c03' },
        ],
        page_num: onePage,
      },
    });
    fake.answer('payment/get-seller', 200, { results: ready });
    const loaded = await page('/payments?tab=payment', 'America/New_York');
    expect(fake.sent()).toContainEqual([
      'appointments/get-paid-provider',
      expect.objectContaining({ history_pagination: 6, history_current_page: 1, history_page_neighbours: 4 }),
    ]);
    expect(loaded.payments.map((row) => [row.paidDate, row.refund, row.canRefund])).toEqual([
      ['Fri, Nov 20, 2026', '', true],
      ['Fri, Nov 20, 2026', 'Refunded $80.50', false],
      ['Fri, Nov 20, 2026', '', false],
    ]);
  });

  test('warns while the payout account cannot take charges, and says nothing when its status is unknown', async () => {
    fake.answer('appointments/get-request-provider', 200, { results: { list: [], page_num: onePage } });
    fake.answer('payment/get-seller', 200, {
      results: {
        has_account: false,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
      },
    });
    expect((await page('/payments')).payout).toEqual({ hasAccount: false, canTakePayments: false });
    fake.answer('payment/get-seller', 400, { msg: 'Payments are not set up on this server yet.' });
    expect((await page('/payments')).payout).toBeNull();
  });

  test('an invoice update goes back to /payments with the API’s message; a refused price stays in the modal', async () => {
    fake.answer('appointments/update-invoice', 200, { msg: 'The invoice has updated successfully.' });
    const form = new URLSearchParams({ intent: 'update-invoice', id: wire._id, price: '95.50', notes: 'x' });
    const request = await loggedInRequest(session, {
      url: 'http://localhost:3000/payments?edit=1',
      init: { method: 'POST', body: form },
    });
    const answer = await payments.submitPaymentsAction(request);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/payments');
    expect(fake.sent()).toEqual([
      ['appointments/update-invoice', expect.objectContaining({ price: 95.5, notes: 'x' })],
    ]);

    fake.reset();
    const refused = await payments.submitPaymentsAction(
      await loggedInRequest(session, {
        url: 'http://localhost:3000/payments',
        init: {
          method: 'POST',
          body: new URLSearchParams({ intent: 'update-invoice', id: wire._id, price: '9.999' }),
        },
      }),
    );
    expect(fake.calls).toEqual([]);
    expect(JSON.stringify(refused)).toContain('Please input the price correctly.');
  });
});
