import { Alert } from '#app/ui/alert.tsx';
import { Panel } from '#app/ui/card.tsx';
import type { PageInfo } from '#app/utils/paging.ts';
import type { ClientSession } from '#app/features/client-home/client-sessions.ts';
import { PastSessions } from '#app/features/client-home/past-sessions.tsx';
import { InvoicesDue, PaymentHistory } from '#app/features/client-home/client-money.tsx';
import type {
  ClientInvoice,
  ClientPayment,
  MoneyList,
} from '#app/features/client-home/client-invoices.server.ts';
import { ProviderList, type ProviderCard } from '#app/features/client-home/provider-list.tsx';
import { SessionList } from '#app/features/client-home/session-list.tsx';
import { DocumentList, type DocumentRow } from '#app/features/documents/index.ts';
import { Link } from '@remix-run/react';
import styles from '#app/features/client-home/client-home-sections.module.css';

type ClientHomeSectionsProps = {
  /** The coming sessions by list; null when they could not be read. */
  sessions: { invitation: ClientSession[]; request: ClientSession[]; upcoming: ClientSession[] } | null;
  past: { list: ClientSession[]; page: PageInfo } | null;
  providers: ProviderCard[] | null;
  /** The invoices the client owes, and what it has paid; null when they could not be read. */
  invoices: MoneyList<ClientInvoice>;
  payments: MoneyList<ClientPayment>;
  /** The invitation whose Approve is being sent. */
  approvingId?: string | null;
  /** Documents shared with the client; null when they could not be read. */
  documents?: DocumentRow[] | null;
  /** The "From your practice" panel, as HTML the server made (articles feature: no script on /home). */
  articlesHtml?: string | null;
};

const UNAVAILABLE = 'could not be loaded right now. Please reload the page in a moment.';

/**
 * The client home's sections, in the order a client looks for them: what waits for its answer, what is coming,
 * what it asked for, who its providers are, and what is past. A later issue's section (messages, documents,
 * invoices) is one more Panel here with its own data; a list the API did not give says so instead of
 * looking empty.
 */
export function ClientHomeSections({
  sessions,
  past,
  providers,
  invoices,
  payments,
  approvingId = null,
  documents = [],
  articlesHtml = null,
}: ClientHomeSectionsProps) {
  return (
    <div className={styles.sections}>
      {invoices === null ? (
        <Alert tone="error">Your invoices {UNAVAILABLE}</Alert>
      ) : invoices.list.length > 0 || invoices.page.page > 1 ? (
        <Panel id="invoices" title="Invoices due" className={styles.wide}>
          <InvoicesDue invoices={invoices.list} page={invoices.page} />
        </Panel>
      ) : null}
      {sessions === null ? (
        <Alert tone="error">Your sessions {UNAVAILABLE}</Alert>
      ) : (
        <>
          {sessions.invitation.length > 0 ? (
            <Panel id="invitations" title="Sessions to answer" className={styles.wide}>
              <SessionList
                sessions={sessions.invitation}
                emptyText="Nothing waits for your answer."
                busyId={approvingId}
              />
            </Panel>
          ) : null}
          <Panel id="upcoming" title="Upcoming sessions" className={styles.wide}>
            <SessionList
              sessions={sessions.upcoming}
              emptyText="No sessions are booked. Request one, or wait for your provider's invitation."
            />
          </Panel>
          {sessions.request.length > 0 ? (
            <Panel id="requests" title="Your requests" className={styles.wide}>
              <SessionList sessions={sessions.request} emptyText="You have no open requests." />
            </Panel>
          ) : null}
        </>
      )}
      <Panel id="providers" title="Your providers">
        {providers === null ? (
          <Alert tone="error">Your providers {UNAVAILABLE}</Alert>
        ) : (
          <ProviderList providers={providers} />
        )}
      </Panel>
      <Panel id="documents" title="Documents" className={styles.wide}>
        {documents === null ? (
          <Alert tone="error">Your documents {UNAVAILABLE}</Alert>
        ) : (
          <DocumentList
            documents={documents}
            show="sender"
            empty="Nobody has shared a document with you yet."
            label="Documents shared with you"
          />
        )}
        <p>
          <Link to="/home/documents">Share a document with your provider</Link>
        </p>
      </Panel>
      {articlesHtml ? <div dangerouslySetInnerHTML={{ __html: articlesHtml }} /> : null}
      <Panel id="past" title="Past sessions">
        {past === null ? (
          <Alert tone="error">Your past sessions {UNAVAILABLE}</Alert>
        ) : (
          <PastSessions sessions={past.list} page={past.page} />
        )}
      </Panel>
      <Panel id="payments" title="Payment history">
        {payments === null ? (
          <Alert tone="error">Your payments {UNAVAILABLE}</Alert>
        ) : (
          <PaymentHistory payments={payments.list} page={payments.page} />
        )}
      </Panel>
    </div>
  );
}
