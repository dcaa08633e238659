import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { INVOICE_MESSAGES, LIFECYCLE_MESSAGES } from '@tele/contract/messages';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import type { SignedIn } from './support/app.js';
import { createStripeTestApp, type StripeFake, type StripeTestApp } from './support/stripe.js';
import { linkTokenFor, signInConnectedClient, signInPracticeOwner } from './support/people.js';

/**
 * Invoices and client payments (legacy-contract 6.2 and 6.8, issue 26) through the real Stripe SDK against the
 * fake Stripe server, whose signed webhooks are handed to the app: the invoice's edit, the client's lists, the
 * payout account's onboarding, `pay` charging the client's card the invoice's own amount to the provider's
 * connected account once however often it is posted, Stripe failing or timing out, refunds, and the pay link.
 */
let t: StripeTestApp;
let fake: StripeFake;

beforeAll(async () => {
  t = await createStripeTestApp();
  fake = t.stripe;
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<string, unknown>;
const query = (sql: string, replacements: Row = {}) =>
  t.deps.db.sequelize.query<Row>(sql, { replacements, type: QueryTypes.SELECT });
const appointmentRow = async (id: string) =>
  (await query('SELECT * FROM appointments WHERE id = :id', { id }))[0]!;

/** How many times the fake charged a card for an appointment. */
function chargesOf(appointmentId: string): number {
  return fake.events.filter(
    (event) =>
      event.type === 'payment_intent.succeeded' &&
      (event.data.object.metadata as Row | undefined)?.appointment_id === appointmentId,
  ).length;
}

interface Practice {
  owner: SignedIn;
  client: SignedIn;
}

async function newPractice(): Promise<Practice> {
  const owner = await signInPracticeOwner(t);
  const client = await signInConnectedClient(t, { practiceId: owner.practiceId, providerId: owner.id });
  return { owner, client };
}

/** An onboarded payout account for the owner: register-seller, Stripe's onboarding done, account.updated. */
async function onboard(owner: SignedIn): Promise<string> {
  const registered = await t.post('payment/register-seller', { id: owner.id }, owner.token);
  expect(registered.statusCode, registered.body).toBe(200);
  const account = (
    await query('SELECT stripe_account_id FROM payout_accounts WHERE provider_id = :id', { id: owner.id })
  )[0]!.stripe_account_id as string;
  fake.advance({ account, action: 'complete_onboarding' });
  await t.settle();
  return account;
}

/** A session priced `payment` dollars, booked by the owner a day ahead and accepted by the client: an invoice due. */
let booked = 0;
async function invoiceFor({ owner, client }: Practice, payment: number | string = 80): Promise<string> {
  // A day ahead, each session two hours after the one before (a provider's calendar holds no overlaps).
  booked += 1;
  const start = new Date(t.clock.now().getTime() + (24 + 2 * booked) * 3_600_000);
  const created = await t.post(
    'appointments/create-appointment',
    {
      title: 'Weekly session',
      invitees_id: [client.id],
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 50 * 60_000).toISOString(),
      time_distance: 50,
      payment,
    },
    owner.token,
  );
  expect(created.statusCode, created.body).toBe(200);
  const [row] = await query(
    'SELECT id FROM appointments WHERE provider_id = :id ORDER BY requested_date DESC, id DESC LIMIT 1',
    { id: owner.id },
  );
  const id = row!.id as string;
  const accepted = await t.post('appointments/accept-appointment', { id }, client.token);
  expect(accepted.json()).toEqual({ msg: LIFECYCLE_MESSAGES.accepted });
  return id;
}

const pay = (client: SignedIn, id: string, body: Row = {}) =>
  t.post('appointments/pay', { appointment_id: id, payment_method: 'pm_card_visa', ...body }, client.token);

describe('the invoice', () => {
  it('changes price and description while editable, back to the client to accept, and refuses a bad price', async () => {
    const practice = await newPractice();
    const id = await invoiceFor(practice);
    expect(await appointmentRow(id)).toMatchObject({ state: 2, payment: '80.00' });

    const same = await t.post(
      'appointments/update-invoice',
      { id, price: '80', notes: '' },
      practice.owner.token,
    );
    expect(same.json()).toEqual({ msg: '' });
    for (const price of ['-1', '12.345', 'abc', '100000.01']) {
      const refused = await t.post(
        'appointments/update-invoice',
        { id, price, notes: 'x' },
        practice.owner.token,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ msg: INVOICE_MESSAGES.badPrice });
    }
    const changed = await t.post(
      'appointments/update-invoice',
      { id, price: '95.50', notes: 'Session and report' },
      practice.owner.token,
    );
    expect(changed.json()).toEqual({ msg: INVOICE_MESSAGES.updated });
    expect(await appointmentRow(id)).toMatchObject({
      state: 1,
      payment: '95.50',
      notes: 'Session and report',
      role_updated: 'provider',
      paid_date: null,
    });
  });

  it('is e-mailed to the client on acceptance with a pay link, and listed for the client and the provider', async () => {
    const practice = await newPractice();
    const id = await invoiceFor(practice, 120);
    const mails = await findNotificationsByRecipient(t.deps.db, practice.client.email);
    expect(mails.find((mail) => mail.template === 'invoice-due')?.payload).toMatchObject({
      appointmentId: id,
      clientId: practice.client.id,
      amountCents: 12_000,
    });
    const due = await t.post(
      'appointments/get-payment-appointment',
      { id: practice.client.id, pagination: 6, current_page: 1, page_neighbours: 4 },
      practice.client.token,
    );
    expect(due.json().results.list.map((a: Row) => [a._id, a.payment])).toEqual([[id, 120]]);
    expect(due.json().results.page_num).toEqual({ start_page: 1, end_page: 1, total_page: 1 });
    const owed = await t.post(
      'appointments/get-request-provider',
      { id: practice.owner.id },
      practice.owner.token,
    );
    expect(owed.json().results.list.map((a: Row) => a._id)).toEqual([id]);

    // Another client of the same practice sees none of it.
    const other = await signInConnectedClient(t, {
      practiceId: practice.owner.practiceId,
      providerId: practice.owner.id,
    });
    const none = await t.post('appointments/get-payment-appointment', { id: other.id }, other.token);
    expect(none.json().results.list).toEqual([]);
  });
});

describe('the payout account', () => {
  it('is made once, onboarded on Stripe’s pages, and read back through account.updated', async () => {
    const { owner } = await newPractice();
    const before = await t.post('payment/get-seller', { id: owner.id }, owner.token);
    expect(before.json().results).toEqual({
      has_account: false,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
    });
    const first = await t.post('payment/register-seller', { id: owner.id }, owner.token);
    const second = await t.post('payment/register-seller', { id: owner.id }, owner.token);
    expect(first.json().accountLink).toMatch(/^http/);
    expect(second.json().accountLink).toMatch(/^http/);
    expect(
      await query('SELECT * FROM payout_accounts WHERE provider_id = :id', { id: owner.id }),
    ).toHaveLength(1);
    await onboard(owner);
    const after = await t.post('payment/get-seller', { id: owner.id }, owner.token);
    expect(after.json().results).toMatchObject({
      has_account: true,
      charges_enabled: true,
      payouts_enabled: true,
    });
  });
});

describe('pay', () => {
  let practice: Practice;
  let account: string;
  beforeEach(async () => {
    practice = await newPractice();
    account = await onboard(practice.owner);
  });

  it('refuses while the provider has no payout account, in the legacy words, changing nothing', async () => {
    const bare = await newPractice();
    const id = await invoiceFor(bare);
    const refused = await pay(bare.client, id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ msg: INVOICE_MESSAGES.noSeller });
    expect(await appointmentRow(id)).toMatchObject({ state: 2, paid_date: null });
  });

  it('charges the client’s card the invoice’s own amount to the provider’s account, and marks it paid', async () => {
    const id = await invoiceFor(practice, '80.50');
    const wrong = await pay(practice.client, id, { amount: 100 });
    expect(wrong.json()).toEqual({ msg: INVOICE_MESSAGES.wrongAmount });
    const paid = await pay(practice.client, id, { amount: 8050, provider_id: practice.owner.id });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({
      msg: INVOICE_MESSAGES.paid,
      data: { appointment_id: id, provider_id: practice.owner.id, amount: 8050, status: 'succeeded' },
    });
    expect(await appointmentRow(id)).toMatchObject({ state: 3 });
    expect((await appointmentRow(id)).paid_date).not.toBeNull();
    const [attempt] = await query('SELECT * FROM invoice_payments WHERE appointment_id = :id', { id });
    const intent = fake.get(attempt!.stripe_payment_intent_id as string)!;
    expect(intent).toMatchObject({ amount: 8050, currency: 'usd', status: 'succeeded' });
    expect(intent.transfer_data).toEqual({ destination: account });
    expect(chargesOf(id)).toBe(1);

    const again = await pay(practice.client, id);
    expect(again.json()).toEqual({ msg: INVOICE_MESSAGES.alreadyPaid });
    const history = await t.post(
      'appointments/get-paid-appointment',
      { id: practice.client.id },
      practice.client.token,
    );
    expect(history.json().results.list.map((a: Row) => [a._id, a.refunded_amount])).toEqual([[id, 0]]);
  });

  it('charges once when the same payment is posted 20 times at once', async () => {
    const id = await invoiceFor(practice);
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(practice.client, id)));
    expect(answers.map((answer) => answer.statusCode).filter((status) => status >= 500)).toEqual([]);
    expect(answers.some((answer) => answer.json().data?.status === 'succeeded')).toBe(true);
    await t.settle();
    expect(chargesOf(id)).toBe(1);
    expect(await query('SELECT id FROM invoice_payments WHERE appointment_id = :id', { id })).toHaveLength(1);
  });

  it('keeps a payment whose Stripe call failed or timed out, and charges once when it is tried again', async () => {
    for (const mode of ['error', 'hang'] as const) {
      const id = await invoiceFor(practice);
      // Both the call and the SDK's one retry fail.
      fake.failNext(2, mode, 500);
      const failed = await pay(practice.client, id);
      expect(failed.statusCode, mode).toBe(400);
      expect(failed.json()).toEqual({ msg: INVOICE_MESSAGES.stripeDown });
      expect(await appointmentRow(id)).toMatchObject({ state: 2, paid_date: null });
      expect(
        await query('SELECT status FROM invoice_payments WHERE appointment_id = :id', { id }),
      ).toHaveLength(1);
      const retried = await pay(practice.client, id);
      expect(retried.json().data?.status, retried.body).toBe('succeeded');
      await t.settle();
      expect(chargesOf(id)).toBe(1);
    }
  });

  it('shows a declined card’s own message and takes another card for the same payment', async () => {
    const id = await invoiceFor(practice);
    const declined = await pay(practice.client, id, { payment_method: 'pm_card_chargeDeclined' });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().msg).toMatch(/declined/i);
    expect(await appointmentRow(id)).toMatchObject({ state: 2, paid_date: null });
    const paid = await pay(practice.client, id);
    expect(paid.json().data?.status).toBe('succeeded');
    expect(await query('SELECT id FROM invoice_payments WHERE appointment_id = :id', { id })).toHaveLength(1);
  });

  it('lets only the invited client pay, and no other practice read or change the invoice', async () => {
    const id = await invoiceFor(practice);
    const stranger = await newPractice();
    const other = await signInConnectedClient(t, {
      practiceId: practice.owner.practiceId,
      providerId: practice.owner.id,
    });
    expect((await pay(other, id)).statusCode).toBe(404);
    expect((await pay(stranger.client, id)).statusCode).toBe(404);
    expect(
      (await t.post('appointments/update-invoice', { id, price: 1 }, stranger.owner.token)).statusCode,
    ).toBe(403);
    expect((await t.post('appointments/paid-appointment', { id }, stranger.owner.token)).statusCode).toBe(
      403,
    );
    expect(await appointmentRow(id)).toMatchObject({ state: 2, paid_date: null, payment: '80.00' });
  });

  it('applies a replayed succeeded event once, and refunds once however often it is asked', async () => {
    const id = await invoiceFor(practice);
    await pay(practice.client, id);
    await t.settle();
    const paidAt = (await appointmentRow(id)).paid_date;
    const succeeded = fake.events.find(
      (event) =>
        event.type === 'payment_intent.succeeded' &&
        (event.data.object.metadata as Row)?.appointment_id === id,
    )!;
    await fetch(`${fake.url}/__resend`, { method: 'POST', body: JSON.stringify({ id: succeeded.id }) });
    await t.settle();
    expect((await appointmentRow(id)).paid_date).toEqual(paidAt);

    const refunded = await t.post('payment/refund-payment', { id }, practice.owner.token);
    expect(refunded.json()).toEqual({ msg: INVOICE_MESSAGES.refunded });
    await t.settle();
    const again = await t.post('payment/refund-payment', { id }, practice.owner.token);
    expect(again.json()).toEqual({ msg: INVOICE_MESSAGES.alreadyRefunded });
    const history = await t.post(
      'appointments/get-paid-provider',
      { id: practice.owner.id },
      practice.owner.token,
    );
    expect(history.json().results.list.find((a: Row) => a._id === id)).toMatchObject({
      refunded_amount: 8000,
    });
  });

  it('sends one refund to Stripe when two are asked at once, and the other is told it is refunded', async () => {
    const id = await invoiceFor(practice);
    await pay(practice.client, id);
    await t.settle();
    const refundCalls = () => fake.calls.filter((call) => call.path === '/v1/refunds').length;
    const before = refundCalls();

    const answers = await Promise.all(
      [1, 2].map(() => t.post('payment/refund-payment', { id }, practice.owner.token)),
    );

    expect(answers.map((answer) => answer.json().msg).sort()).toEqual(
      [INVOICE_MESSAGES.alreadyRefunded, INVOICE_MESSAGES.refunded].sort(),
    );
    expect(refundCalls() - before).toBe(1);
  });

  it('gives the refund back to try again when Stripe did not answer, and refunds once when retried', async () => {
    const id = await invoiceFor(practice);
    await pay(practice.client, id);
    await t.settle();
    // Both the call and the SDK's one retry fail.
    fake.failNext(2, 'error', 500);
    const failed = await t.post('payment/refund-payment', { id }, practice.owner.token);
    expect(failed.json()).toEqual({ msg: INVOICE_MESSAGES.stripeDown });

    const retried = await t.post('payment/refund-payment', { id }, practice.owner.token);
    expect(retried.json()).toEqual({ msg: INVOICE_MESSAGES.refunded });
    await t.settle();
    const refunds = fake.events.filter(
      (event) =>
        event.type === 'charge.refunded' &&
        (event.data.object.metadata as Row | undefined)?.appointment_id === id,
    );
    expect(refunds).toHaveLength(1);
  });

  it('is marked paid by the provider for money taken outside Stripe, once', async () => {
    const id = await invoiceFor(practice);
    const marked = await t.post('appointments/paid-appointment', { id }, practice.owner.token);
    expect(marked.json()).toEqual({ msg: INVOICE_MESSAGES.markedPaid });
    expect(await appointmentRow(id)).toMatchObject({ state: 3 });
    expect((await t.post('appointments/paid-appointment', { id }, practice.owner.token)).json()).toEqual({
      msg: INVOICE_MESSAGES.alreadyPaid,
    });
    expect((await pay(practice.client, id)).json()).toEqual({ msg: INVOICE_MESSAGES.alreadyPaid });
  });
});

describe('the pay link', () => {
  it('shows the invoice without signing in, pays it once, then only says it is paid', async () => {
    const practice = await newPractice();
    await onboard(practice.owner);
    const id = await invoiceFor(practice, 65);
    const token = await linkTokenFor(
      t,
      practice.client.email,
      'invoice-due',
      (payload) => ({ userId: payload.clientId as string, appointmentId: payload.appointmentId as string }),
      'pay_invoice',
    );
    const view = await t.post('payment/get-invoice-link', { token });
    expect(view.json().results).toMatchObject({
      _id: id,
      amount: 6500,
      payment: 65,
      status: 'due',
      paid_date: null,
    });
    expect(JSON.stringify(view.json())).not.toContain(practice.client.email);

    const paid = await t.post('payment/pay-invoice-link', { token, payment_method: 'pm_card_visa' });
    expect(paid.json().data).toMatchObject({ appointment_id: id, amount: 6500, status: 'succeeded' });
    expect((await t.post('payment/get-invoice-link', { token })).json().results).toMatchObject({
      status: 'paid',
    });
    expect(
      (await t.post('payment/pay-invoice-link', { token, payment_method: 'pm_card_visa' })).json(),
    ).toEqual({
      msg: INVOICE_MESSAGES.alreadyPaid,
    });
    await t.settle();
    expect(chargesOf(id)).toBe(1);
  });

  it('refuses a made-up, expired or replaced link with one message', async () => {
    const practice = await newPractice();
    const id = await invoiceFor(practice);
    const subject = { userId: practice.client.id, appointmentId: id };
    const old = await linkTokenFor(t, practice.client.email, 'invoice-due', () => subject, 'pay_invoice');
    const fresh = await linkTokenFor(t, practice.client.email, 'invoice-due', () => subject, 'pay_invoice');
    for (const token of ['made-up-token-0123456789', old]) {
      const refused = await t.post('payment/get-invoice-link', { token });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ msg: INVOICE_MESSAGES.linkInvalid });
    }
    expect((await t.post('payment/get-invoice-link', { token: fresh })).statusCode).toBe(200);
    t.clock.advance(15 * 24 * 3_600_000);
    try {
      expect((await t.post('payment/get-invoice-link', { token: fresh })).json()).toEqual({
        msg: INVOICE_MESSAGES.linkInvalid,
      });
    } finally {
      t.clock.advance(-15 * 24 * 3_600_000);
    }
  });
});
