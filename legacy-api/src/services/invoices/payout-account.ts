import {
  findPayoutAccount,
  insertPayoutAccount,
  updatePayoutAccountStatus,
  type PayoutAccountRecord,
} from '@tele/data/repositories/payout-accounts';
import { INVOICE_MESSAGES, PLAN_GATE_MESSAGES } from '@tele/contract/messages';
import { assertPlanFeature } from '#api/services/appointments/plan-limits.js';
import type { RouteAnswer } from '@tele/contract/routes';
import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { GatewayError, type PaymentsGateway, type PayoutAccountView } from './gateway.js';

/**
 * A provider's payout account (legacy `register-seller`, issue 26, ADR 0037): a Stripe Connect Express account
 * made once per provider (the legacy deleted and re-made it on every address change, losing the onboarding),
 * and an onboarding link to Stripe's own pages, which come back to /payments. Its status is read back from
 * Stripe on the way back and kept in step by `account.updated`.
 */

type SellerStatus = NonNullable<RouteAnswer<'payment/get-seller'>['results']>;

function statusOf(account: PayoutAccountRecord | null): SellerStatus {
  return {
    has_account: account !== null,
    charges_enabled: account?.chargesEnabled ?? false,
    payouts_enabled: account?.payoutsEnabled ?? false,
    details_submitted: account?.detailsSubmitted ?? false,
  };
}

/** Where Stripe's onboarding pages send the provider back (the payments page, which reads the status back). */
function onboardingUrls(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    returnUrl: `${base}/payments?onboarding=return`,
    refreshUrl: `${base}/payments?onboarding=refresh`,
  };
}

async function keepStatus(deps: AppDeps, view: PayoutAccountView, now: Date) {
  await updatePayoutAccountStatus(deps.db, {
    stripeAccountId: view.id,
    chargesEnabled: view.chargesEnabled,
    payoutsEnabled: view.payoutsEnabled,
    detailsSubmitted: view.detailsSubmitted,
    asOf: now,
    now,
  });
}

/** `register-seller`: the provider's account (made once) and a fresh onboarding link to it. */
export async function registerSeller(
  deps: AppDeps,
  gateway: PaymentsGateway,
  user: SessionUser,
  now: Date,
): Promise<RouteAnswer<'payment/register-seller'>> {
  await assertPlanFeature(deps.db, user.practiceId, 'paymentRequests', PLAN_GATE_MESSAGES.paymentRequests);
  try {
    let account = await findPayoutAccount(deps.db, user.practiceId, user.id);
    if (!account) {
      // One account per provider however often this is called: the key is the provider's.
      const view = await gateway.createPayoutAccount({
        email: user.email,
        metadata: { provider_id: user.id, practice_id: user.practiceId },
        idempotencyKey: `payout-account-${user.id}`,
      });
      await insertPayoutAccount(deps.db, {
        providerId: user.id,
        practiceId: user.practiceId,
        stripeAccountId: view.id,
        now,
      }).catch(async (error: unknown) => {
        // A second call made at the same time inserted the same account first.
        if (!(await findPayoutAccount(deps.db, user.practiceId, user.id))) throw error;
      });
      await keepStatus(deps, view, now);
      account = await findPayoutAccount(deps.db, user.practiceId, user.id);
    }
    if (!account) refuse(INVOICE_MESSAGES.sellerDown);
    const accountLink = await gateway.createOnboardingLink({
      accountId: account.stripeAccountId,
      ...onboardingUrls(deps.config.publicUrl),
    });
    return { msg: INVOICE_MESSAGES.onboarding, accountLink, results: statusOf(account) };
  } catch (error) {
    if (error instanceof GatewayError) refuse(INVOICE_MESSAGES.sellerDown);
    throw error;
  }
}

/**
 * `get-seller`: the provider's payout account as kept; one not yet able to take charges is read back from
 * Stripe first (the provider may just have finished onboarding), and Stripe being away leaves it as kept.
 */
export async function getSeller(
  deps: AppDeps,
  gateway: PaymentsGateway,
  user: SessionUser,
  now: Date,
): Promise<RouteAnswer<'payment/get-seller'>> {
  let account = await findPayoutAccount(deps.db, user.practiceId, user.id);
  if (account && !account.chargesEnabled) {
    try {
      await keepStatus(deps, await gateway.retrievePayoutAccount(account.stripeAccountId), now);
      account = await findPayoutAccount(deps.db, user.practiceId, user.id);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
    }
  }
  return {
    msg: account?.chargesEnabled ? INVOICE_MESSAGES.sellerReady : INVOICE_MESSAGES.onboarding,
    results: statusOf(account),
  };
}
