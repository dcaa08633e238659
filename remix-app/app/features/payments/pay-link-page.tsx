import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { formatUsd } from '#app/features/appointments/index.ts';
import { AuthCard, authCardClasses } from '#app/features/identity/index.ts';
import { Alert } from '#app/ui/alert.tsx';
import { LocalTime } from '#app/ui/local-time.tsx';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';
import { CardPaymentForm, type StripeSetup } from './card-payment-form.tsx';
import type { LinkedInvoice, PayActionAnswer } from './pay-invoice.server.ts';
import styles from './pay-page.module.css';

type PayLinkLoaded =
  { kind: 'invoice'; invoice: LinkedInvoice; stripe: StripeSetup } | { kind: 'invalid'; msg: string };

/**
 * The e-mailed pay link's page (/pay/{token}): the invoice (who, what, when, how much) and the card form, with
 * no sign-in; once paid it says so. An expired or replaced link says what to do instead.
 */
export function PayLinkPage() {
  const loaded = useLoaderData<PayLinkLoaded>();
  const answer = useActionData<PayActionAnswer>();
  const isSubmitting = useIsSubmitting();
  if (loaded.kind === 'invalid') {
    return (
      <AuthCard title="Pay your invoice">
        <Alert tone="error">{loaded.msg}</Alert>
        <p className={authCardClasses.help}>
          <Link to="/login">Sign in</Link> to see and pay your invoices.
        </p>
      </AuthCard>
    );
  }
  const { invoice } = loaded;
  const amount = formatUsd(invoice.amountCents / 100);
  return (
    <AuthCard
      title={invoice.isPaid ? 'Invoice paid' : 'Pay your invoice'}
      description={`${invoice.providerName} · ${invoice.clientName}`}
    >
      <dl className={styles.summary}>
        <div>
          <dt>Session</dt>
          <dd>{invoice.title}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>
            <LocalTime instant={invoice.startsAt} />
          </dd>
        </div>
        {invoice.notes ? (
          <div>
            <dt>Description</dt>
            <dd>{invoice.notes}</dd>
          </div>
        ) : null}
        <div>
          <dt>Amount</dt>
          <dd className={styles.amount}>{amount}</dd>
        </div>
      </dl>
      {invoice.isPaid ? (
        <Alert tone="success">This invoice has been paid. Thank you.</Alert>
      ) : (
        <CardPaymentForm
          amount={amount}
          stripe={loaded.stripe}
          answer={answer ?? null}
          isSubmitting={isSubmitting}
        />
      )}
    </AuthCard>
  );
}
