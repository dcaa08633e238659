import { panelClasses } from '#app/ui/card.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { Tag } from '#app/ui/tag.tsx';
import type { PageInfo } from '#app/utils/paging.ts';
import { INVOICES_PAGE_PARAM, PAID_PAGE_PARAM } from '#app/features/client-home/client-home-links.ts';

type InvoiceItem = {
  id: string;
  title: string;
  providerName: string;
  date: string;
  startsAt: string;
  amount: string;
};

/** The invoices the client owes, oldest session first, each with Pay (its pay page). */
export function InvoicesDue({ invoices, page }: { invoices: readonly InvoiceItem[]; page: PageInfo }) {
  return (
    <>
      {invoices.length === 0 ? (
        <p className={panelClasses.empty}>You have no invoices to pay.</p>
      ) : (
        <ul className={panelClasses.list}>
          {invoices.map((invoice) => (
            <li key={invoice.id} className={panelClasses.item}>
              <div className={panelClasses.text}>
                <p className={panelClasses.primary}>
                  {invoice.amount} · {invoice.title}
                </p>
                <p className={panelClasses.secondary}>
                  <time dateTime={invoice.startsAt}>{invoice.date}</time>
                  {invoice.providerName ? ` · ${invoice.providerName}` : ''}
                </p>
              </div>
              <ButtonLink
                to={`/home/pay/${invoice.id}`}
                size="sm"
                aria-label={`Pay ${invoice.amount} for ${invoice.title} on ${invoice.date}`}
              >
                Pay
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} param={INVOICES_PAGE_PARAM} label="Invoice pages" />
    </>
  );
}

/** What the client has paid, newest session first, with any refund. */
export function PaymentHistory({
  payments,
  page,
}: {
  payments: ReadonlyArray<InvoiceItem & { paidDate: string; refund: string }>;
  page: PageInfo;
}) {
  return (
    <>
      {payments.length === 0 ? (
        <p className={panelClasses.empty}>Your payments will be listed here.</p>
      ) : (
        <ul className={panelClasses.list}>
          {payments.map((payment) => (
            <li key={payment.id} className={panelClasses.item}>
              <div className={panelClasses.text}>
                <p className={panelClasses.primary}>
                  {payment.amount} · {payment.title}
                </p>
                <p className={panelClasses.secondary}>
                  Session <time dateTime={payment.startsAt}>{payment.date}</time>
                  {payment.providerName ? ` · ${payment.providerName}` : ''}
                  {payment.paidDate ? ` · paid ${payment.paidDate}` : ''}
                </p>
              </div>
              <Tag>{payment.refund || 'Paid'}</Tag>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} param={PAID_PAGE_PARAM} label="Payment pages" />
    </>
  );
}
