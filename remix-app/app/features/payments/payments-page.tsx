import { useLoaderData } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { Card } from '#app/ui/card.tsx';
import { DataTable, tableClasses } from '#app/ui/data-table.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { PageTabs } from '#app/ui/page-tabs.tsx';
import type { loadPaymentsPage } from '#app/features/payments/payments-page.server.ts';
import { PAYMENTS_PAGE_SIZE } from '#app/features/payments/payments.ts';

/** The spec's empty states of the two lists (part 1, section 2). */
export const NO_INVOICES_MESSAGE =
  'You do not have any outstanding payment requests. Click the create button above and to the right to get started.';
export const NO_PAYMENTS_MESSAGE =
  'You do not have any payment history. Click the create button above and to the right to get started.';

/** Invoices and Payments (/payments): the Invoice and Payment tabs, each a paged table. */
export function PaymentsPage() {
  const { tab, isAvailable, rows, page } = useLoaderData<typeof loadPaymentsPage>();
  const isInvoices = tab === 'invoice';
  const first = (page.page - 1) * PAYMENTS_PAGE_SIZE + 1;
  return (
    <div className={pageClass}>
      <PageHeader
        title="Invoices and Payments"
        description="What your clients owe you, and what they have paid."
      />
      <PageTabs
        label="Invoices and Payments"
        tabs={[
          { to: '/payments', label: 'Invoice', isCurrent: isInvoices },
          { to: '/payments?tab=payment', label: 'Payment', isCurrent: !isInvoices },
        ]}
      />
      <Card as="section" variant="calendar" aria-label={isInvoices ? 'Invoices' : 'Payments'}>
        {!isAvailable ? (
          <Alert tone="info">
            This list could not be loaded right now. Please reload the page in a moment.
          </Alert>
        ) : rows.length === 0 ? (
          <EmptyState icon={isInvoices ? 'receipt' : 'card'}>
            {isInvoices ? NO_INVOICES_MESSAGE : NO_PAYMENTS_MESSAGE}
          </EmptyState>
        ) : (
          <DataTable
            caption={isInvoices ? 'Invoices' : 'Payments'}
            columns={['No', 'Client', 'Session', 'Session date', isInvoices ? 'State' : 'Paid on', 'Amount']}
            hasFooterRow={rows.length > 5}
            footer={<Pager page={page} label={isInvoices ? 'Invoice pages' : 'Payment pages'} />}
          >
            {rows.map((row, index) => (
              <tr key={row.id}>
                <td className={tableClasses.number}>{first + index}</td>
                <td>{row.clients}</td>
                <td>{row.title}</td>
                <td className={tableClasses.number}>{row.sessionDate}</td>
                <td>{isInvoices ? row.state : row.paidDate}</td>
                <td className={tableClasses.number}>{row.amount}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Card>
    </div>
  );
}
