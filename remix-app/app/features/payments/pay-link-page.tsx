import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { formatUsd } from '#app/features/appointments/index.ts';
import { AuthCard, authCardClasses } from '#app/features/identity/index.ts';
import { Alert } from '#app/ui/alert.tsx';
import { LocalTime } from '#app/ui/local-time.tsx';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';
import { CardPaymentForm, type StripeSetup } from './card-payment-form.tsx';
import type { LinkedInvoice, PayActionAnswer } from './pay-invoice.server.ts';
import { InvoiceSummary } from './invoice-summary.tsx';

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
      <InvoiceSummary
        title={invoice.title}
        when={<LocalTime instant={invoice.startsAt} />}
        notes={invoice.notes}
        amount={amount}
      />
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
