import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { SubmissionResult } from '@conform-to/react';
import { Alert } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { ConfirmDialog } from '#app/ui/confirm-dialog.tsx';
import { DataTable, tableClasses } from '#app/ui/data-table.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { PageTabs } from '#app/ui/page-tabs.tsx';
import type { loadPaymentsPage } from './payments-page.server.ts';
import type { InvoiceRow, PaymentRow } from './payments-page.server.ts';
import { InvoiceModal } from './invoice-modal.tsx';
import { PayoutDetailsModal, PayoutNotice } from './payout-notice.tsx';
import { PAYMENTS_PAGE_SIZE, paymentsHref, type PaymentsTab } from './payments.ts';
import styles from './payments-page.module.css';

/** The spec's empty states of the two lists (part 1, section 2). */
export const NO_INVOICES_MESSAGE =
  'You do not have any outstanding payment requests. Click the create button above and to the right to get started.';
export const NO_PAYMENTS_MESSAGE =
  'You do not have any payment history. Click the create button above and to the right to get started.';

/** Invoices and Payments (/payments): the payout account's notice, the Invoice and Payment tabs, the dialogs. */
export function PaymentsPage() {
  const loaded = useLoaderData<typeof loadPaymentsPage>();
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const isSubmitting = navigation.state === 'submitting';
  const { tab, page } = loaded;
  const here = paymentsHref({ tab, page: page.page });
  return (
    <div className={pageClass}>
      <PageHeader
        title="Invoices and Payments"
        description="What your clients owe you, and what they have paid."
        actions={
          <ButtonLink to="/create-appointment" variant="secondary">
            Create Appointment
          </ButtonLink>
        }
      />
      <PayoutNotice payout={loaded.payout} tab={tab} isReturning={loaded.isReturningFromOnboarding} />
      <PageTabs
        label="Invoices and Payments"
        tabs={[
          { to: '/payments', label: 'Invoice', isCurrent: tab === 'invoice' },
          { to: '/payments?tab=payment', label: 'Payment', isCurrent: tab === 'payment' },
        ]}
      />
      <PaymentsListCard
        tab={tab}
        isAvailable={loaded.isAvailable}
        invoices={loaded.invoices}
        payments={loaded.payments}
        page={page}
        isSubmitting={isSubmitting}
      />
      {loaded.editing ? (
        <InvoiceModal
          invoice={loaded.editing}
          lastResult={actionData?.result ?? null}
          isSubmitting={isSubmitting}
          cancelHref={here}
        />
      ) : null}
      {loaded.refunding ? (
        <ConfirmDialog
          title="Refund payment"
          question="Do you want to give this payment back to the client's card?"
          detail={`${loaded.refunding.clients} · ${loaded.refunding.title} · ${loaded.refunding.amount}`}
          fields={{ id: loaded.refunding.id }}
          intent="refund"
          confirmLabel="Refund"
          cancelHref={here}
          isSubmitting={isSubmitting}
        />
      ) : null}
      {loaded.isPayoutDetailsOpen ? (
        <PayoutDetailsModal payout={loaded.payout} cancelHref={here} isSubmitting={isSubmitting} />
      ) : null}
    </div>
  );
}

type PaymentsListCardProps = {
  tab: PaymentsTab;
  isAvailable: boolean;
  invoices: InvoiceRow[];
  payments: PaymentRow[];
  page: { page: number; totalPages: number; firstShown: number; lastShown: number; total: number | null };
  isSubmitting?: boolean;
};

/** One tab's list: the table with its pager, the spec's empty state, or that it could not be loaded. */
export function PaymentsListCard({
  tab,
  isAvailable,
  invoices,
  payments,
  page,
  isSubmitting,
}: PaymentsListCardProps) {
  const isInvoices = tab === 'invoice';
  const rowCount = isInvoices ? invoices.length : payments.length;
  return (
    <Card as="section" variant="calendar" aria-label={isInvoices ? 'Invoices' : 'Payments'}>
      {!isAvailable ? (
        <Alert tone="info">
          This list could not be loaded right now. Please reload the page in a moment.
        </Alert>
      ) : rowCount === 0 ? (
        <EmptyState icon={isInvoices ? 'receipt' : 'card'}>
          {isInvoices ? NO_INVOICES_MESSAGE : NO_PAYMENTS_MESSAGE}
        </EmptyState>
      ) : isInvoices ? (
        <InvoicesTable rows={invoices} page={page} isSubmitting={isSubmitting} />
      ) : (
        <PaymentsTable rows={payments} page={page} />
      )}
    </Card>
  );
}

function firstNumberOf(page: { page: number }) {
  return (page.page - 1) * PAYMENTS_PAGE_SIZE + 1;
}

function InvoicesTable({
  rows,
  page,
  isSubmitting,
}: {
  rows: InvoiceRow[];
  page: PaymentsListCardProps['page'];
  isSubmitting?: boolean;
}) {
  const first = firstNumberOf(page);
  return (
    <DataTable
      caption="Invoices"
      columns={['No', 'Client', 'Session', 'Session date', 'State', 'Amount', 'Action']}
      hasFooterRow={rows.length > 5}
      footer={<Pager page={page} label="Invoice pages" />}
    >
      {rows.map((row, index) => (
        <tr key={row.id}>
          <td className={tableClasses.number}>{first + index}</td>
          <td>{row.clients}</td>
          <td>{row.title}</td>
          <td className={tableClasses.number}>{row.sessionDate}</td>
          <td>{row.state}</td>
          <td className={tableClasses.number}>{row.amount}</td>
          <td>
            <div className={styles.actions}>
              <ButtonLink
                to={paymentsHref({ page: page.page, dialog: { edit: row.id } })}
                variant="ghost"
                size="sm"
                preventScrollReset
                aria-label={`${row.isEditable ? 'Edit' : 'View'} the invoice of ${row.clients} for ${row.sessionDate}`}
              >
                {row.isEditable ? 'Edit' : 'View'}
              </ButtonLink>
              <Form method="post" preventScrollReset className={styles.inlineForm}>
                <input type="hidden" name="id" value={row.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="mark-paid"
                  variant="ghost"
                  size="sm"
                  isLoading={isSubmitting}
                  aria-label={`Mark the invoice of ${row.clients} for ${row.sessionDate} as paid`}
                >
                  Mark paid
                </Button>
              </Form>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function PaymentsTable({ rows, page }: { rows: PaymentRow[]; page: PaymentsListCardProps['page'] }) {
  const first = firstNumberOf(page);
  return (
    <DataTable
      caption="Payments"
      columns={['No', 'Client', 'Session', 'Session date', 'Paid on', 'Amount', 'Refund']}
      hasFooterRow={rows.length > 5}
      footer={<Pager page={page} label="Payment pages" />}
    >
      {rows.map((row, index) => (
        <tr key={row.id}>
          <td className={tableClasses.number}>{first + index}</td>
          <td>{row.clients}</td>
          <td>{row.title}</td>
          <td className={tableClasses.number}>{row.sessionDate}</td>
          <td className={tableClasses.number}>{row.paidDate}</td>
          <td className={tableClasses.number}>{row.amount}</td>
          <td>
            {row.canRefund ? (
              <ButtonLink
                to={paymentsHref({ tab: 'payment', page: page.page, dialog: { refund: row.id } })}
                variant="ghost"
                size="sm"
                preventScrollReset
                aria-label={`Refund the payment of ${row.clients} for ${row.sessionDate}`}
              >
                Refund
              </ButtonLink>
            ) : (
              row.refund
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
