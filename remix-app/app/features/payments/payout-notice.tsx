import { Form, Link, useNavigate } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Modal, modalClasses } from '#app/ui/modal.tsx';
import { paymentsHref, type PaymentsTab } from './payments.ts';

export type PayoutState = { hasAccount: boolean; canTakePayments: boolean } | null;

/**
 * The payout account's line above the lists (spec part 1, section 2): 'No Stripe Connect account!' with See
 * details while the provider cannot take card payments; a word of success on the way back from Stripe.
 */
export function PayoutNotice({
  payout,
  tab,
  isReturning,
}: {
  payout: PayoutState;
  tab: PaymentsTab;
  isReturning: boolean;
}) {
  if (payout === null) return null;
  if (payout.canTakePayments) {
    return isReturning ? (
      <Alert tone="success">Your payout account is ready: your clients can pay your invoices by card.</Alert>
    ) : null;
  }
  return (
    <Alert tone="error">
      <strong>No Stripe Connect account!</strong>{' '}
      {payout.hasAccount
        ? 'Your payout account is not finished yet, so clients cannot pay your invoices by card.'
        : 'Clients cannot pay your invoices by card until you connect a payout account.'}{' '}
      <Link to={paymentsHref({ tab, dialog: { details: true } })} preventScrollReset>
        See details
      </Link>
    </Alert>
  );
}

/** See details: what the payout account is for, and the way to Stripe's own onboarding pages. */
export function PayoutDetailsModal({
  payout,
  cancelHref,
  isSubmitting = false,
}: {
  payout: PayoutState;
  cancelHref: string;
  isSubmitting?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Modal
      isOpen
      title="Your payout account"
      onClose={() => navigate(cancelHref, { preventScrollReset: true })}
      footer={
        <Form method="post" className={modalClasses.actions} preventScrollReset>
          <ButtonLink to={cancelHref} variant="secondary" preventScrollReset>
            Cancel
          </ButtonLink>
          <Button type="submit" name="intent" value="onboard" isLoading={isSubmitting}>
            {payout?.hasAccount ? 'Continue with Stripe' : 'Set up payouts with Stripe'}
          </Button>
        </Form>
      }
    >
      <p>
        Clients pay your invoices by card. The money goes to your own payout account at Stripe, which pays it
        into your bank account.
      </p>
      <p className={modalClasses.detail}>
        Stripe asks for your details and your bank account on its own secure pages, then brings you back here.
        We keep only the account&apos;s Stripe id, never your bank details.
      </p>
    </Modal>
  );
}
