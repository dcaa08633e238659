import { QueryTypes } from 'sequelize';
import { issueLink } from '@tele/data/links';
import { startStripeFake } from '../../../e2e/fakes/stripe.js';
import { castFor, type Conversation } from './conversation.js';

/**
 * Invoices and client payments against the fake Stripe on the test clock (its webhooks off, so every byte is the
 * same each run; `pay` settles from Stripe's own answer): the payout account's onboarding and read-back, a
 * declined card and a paid invoice, a refund, `pay-to-seller`, and the e-mailed pay link. The appointments
 * script has the routes that need no Stripe.
 */
export async function invoicesScript(c: Conversation): Promise<void> {
  const stripe = await startStripeFake({ port: 0, now: () => Math.floor(c.t.clock.now().getTime() / 1000) });
  c.t.deps.config.stripe = {
    secretKey: stripe.secretKey,
    publishableKey: stripe.publishableKey,
    webhookSecret: stripe.webhookSecret,
    apiBase: stripe.url,
    timeoutMs: 2_000,
  };
  try {
    const { ownerId, people } = await castFor(c, { planString: 'month_individual_ultimate' });
    const db = c.t.deps.db;

    // --- The payout account: none, made with its onboarding link, onboarded, read back.
    await c.call('owner', 'payment/get-seller', {});
    await c.call('owner', 'payment/register-seller', { id: ownerId });
    await c.call('client', 'payment/register-seller', {});
    await c.call('provider', 'payment/register-seller', { id: ownerId });
    const [row] = await db.sequelize.query<{ stripe_account_id: string }>(
      'SELECT stripe_account_id FROM payout_accounts WHERE provider_id = :ownerId',
      { replacements: { ownerId }, type: QueryTypes.SELECT },
    );
    stripe.advance({ account: row!.stripe_account_id, action: 'complete_onboarding' });
    await c.call('owner', 'payment/get-seller', { id: ownerId });

    // --- Three invoices of the client, accepted (each a day apart).
    const invoices: string[] = [];
    for (const [day, payment] of [
      [1, 80],
      [2, 95.5],
      [3, 120],
    ] as const) {
      const start = new Date(c.t.clock.now().getTime() + day * 24 * 3_600_000);
      await c.call('owner', 'appointments/create-appointment', {
        title: `Invoice ${day}`,
        invitees_id: [people.client],
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 50 * 60_000).toISOString(),
        time_distance: 50,
        payment,
      });
      const id = (await db.models.Appointment.findOne({ where: { title: `Invoice ${day}` } }))!.id;
      await c.call('client', 'appointments/accept-appointment', { id });
      invoices.push(id);
    }
    const [first, second, third] = invoices as [string, string, string];

    // --- pay: no card, a declined one, the invoice's own amount, and once only.
    await c.call('client', 'appointments/pay', { appointment_id: first, amount: 8000 });
    await c.call('client', 'appointments/pay', {
      appointment_id: first,
      amount: 8000,
      payment_method: 'pm_card_chargeDeclined',
    });
    await c.call('client', 'appointments/pay', {
      appointment_id: first,
      provider_id: ownerId,
      amount: 8000,
      payment_method: 'pm_card_visa',
    });
    await c.call('client', 'appointments/pay', { appointment_id: first, payment_method: 'pm_card_visa' });
    await c.call('second client', 'appointments/pay', {
      appointment_id: second,
      payment_method: 'pm_card_visa',
    });
    await c.call('owner', 'payment/refund-payment', { id: first });
    await c.call('client', 'payment/refund-payment', { id: first });
    await c.call('owner', 'payment/refund-payment', { id: second });
    await c.call('client', 'payment/pay-to-seller', {
      appointment_id: second,
      amount: 9550,
      payment_method: 'pm_card_visa',
    });

    // --- The e-mailed link: the invoice without signing in, paid, then only shown as paid.
    const link = await issueLink(db, {
      purpose: 'pay_invoice',
      subject: { userId: people.client!, appointmentId: third },
      publicUrl: c.t.deps.config.publicUrl,
      now: c.t.clock.now(),
    });
    const token = link.slice(link.lastIndexOf('/') + 1);
    await c.call('nobody', 'payment/get-invoice-link', { token });
    await c.call('nobody', 'payment/pay-invoice-link', { token });
    await c.call('nobody', 'payment/pay-invoice-link', { token, payment_method: 'pm_card_visa' });
    await c.call('nobody', 'payment/get-invoice-link', { token });
    await c.call('client', 'appointments/get-paid-appointment', {});
    await c.call('owner', 'appointments/get-paid-provider', {});
  } finally {
    c.t.deps.config.stripe = null;
    await stripe.close();
  }
}
