import type { Db } from '@tele/data/db';
import { STATE } from '@tele/data/appointment-states';
import { findAppointmentPage, updateAppointment } from '@tele/data/repositories/appointments';
import { insertPayoutAccount, updatePayoutAccountStatus } from '@tele/data/repositories/payout-accounts';

/**
 * The demo practice's money (issue 26): the owner's payout account, onboarded, so the owner's clients can pay
 * by card at once; and a few of the owner's accepted sessions already paid, so both the invoices due and the
 * payment history have rows on the first look (the rest of the accepted, priced sessions are the invoices due).
 */
export async function seedDemoMoney(
  tx: Db,
  input: { practiceId: string; ownerId: string; now: Date; stripeAccountId?: string },
): Promise<void> {
  const { practiceId, ownerId, now } = input;
  const stripeAccountId = input.stripeAccountId ?? `acct_demo${ownerId}`;
  await insertPayoutAccount(tx, { providerId: ownerId, practiceId, stripeAccountId, now });
  await updatePayoutAccountStatus(tx, {
    stripeAccountId,
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
    asOf: now,
    now,
  });
  const owed = await findAppointmentPage(
    tx,
    { scope: { providerId: ownerId }, isOwing: true },
    { offset: 0, limit: 4, sort: [['start_time', 'ASC']] },
  );
  // Paid in the days before: a day apart each, so the history reads in order.
  for (const [index, appointment] of owed.list.entries()) {
    await updateAppointment(
      tx,
      appointment.id,
      { paidDate: new Date(now.getTime() - (index + 1) * 86_400_000), state: STATE.waiting },
      { expectedState: STATE.accepted },
    );
  }
}
