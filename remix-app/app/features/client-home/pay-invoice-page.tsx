import { useActionData, useLoaderData } from '@remix-run/react';
import { CardPaymentForm, InvoiceSummary, type StripeSetup } from '#app/features/payments/index.ts';
import { Alert } from '#app/ui/alert.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';
import type { ClientInvoice } from './client-invoices.server.ts';

type PayInvoiceLoaded = { invoice: ClientInvoice | null; isAvailable: boolean; stripe: StripeSetup };

/** /home/pay/{id}: one of the client's invoices and the card form (issue 26). */
export function PayInvoicePage() {
  const { invoice, isAvailable, stripe } = useLoaderData<PayInvoiceLoaded>();
  const answer = useActionData<{ msg?: string; clientSecret?: string; paymentMethod?: string }>();
  const isSubmitting = useIsSubmitting();
  return (
    <div className={pageClass}>
      <PageHeader title="Pay an invoice" description="Pay by card on this secure page." />
      <Card as="section" aria-label="Invoice">
        {!isAvailable ? (
          <Alert tone="error">
            Your invoices could not be loaded right now. Please reload the page in a moment.
          </Alert>
        ) : !invoice ? (
          <Alert tone="info">This invoice is not due for payment: it may have been paid already.</Alert>
        ) : (
          <>
            <InvoiceSummary
              title={invoice.title}
              when={<time dateTime={invoice.startsAt}>{invoice.date}</time>}
              providerName={invoice.providerName}
              notes={invoice.notes}
              amount={invoice.amount}
            />
            <CardPaymentForm
              amount={invoice.amount}
              stripe={stripe}
              answer={answer ?? null}
              isSubmitting={isSubmitting}
            />
          </>
        )}
        <p>
          <ButtonLink to="/home" variant="ghost">
            Back to my sessions
          </ButtonLink>
        </p>
      </Card>
    </div>
  );
}
