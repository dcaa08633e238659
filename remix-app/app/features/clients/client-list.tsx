import { Link } from '@remix-run/react';
import { Alert } from '#app/ui/alert.tsx';
import { Avatar } from '#app/ui/avatar.tsx';
import { buttonClasses } from '#app/ui/button.tsx';
import { DataTable, tableClasses } from '#app/ui/data-table.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { Pager } from '#app/ui/pager.tsx';
import type { PageInfo } from '#app/utils/paging.ts';
import type { ClientRow } from '#app/features/clients/client-record.ts';
import { clientListHref } from '#app/features/clients/client-record-query.ts';
import styles from '#app/features/clients/client-list.module.css';

export const NO_CLIENTS_MESSAGE =
  'You do not have any clients yet. Clients you add or invite will appear here.';
export const CLIENTS_UNAVAILABLE_MESSAGE =
  'The client list could not be loaded right now. Please reload the page in a moment.';

type ClientListProps = {
  rows: ClientRow[];
  page: PageInfo;
  isAvailable: boolean;
  /** The client whose record is open (its row is marked). */
  openClientId?: string | null;
};

/**
 * The Client List: No, Photo, Name, Email, Phone Number (with its dashes) and Action. View and delete are there
 * for a client the viewer is connected to; the others are listed as not connected. The pages are paths
 * (`/client-management/{page}`), as the record's slug is.
 */
export function ClientList({ rows, page, isAvailable, openClientId = null }: ClientListProps) {
  if (!isAvailable) return <Alert tone="info">{CLIENTS_UNAVAILABLE_MESSAGE}</Alert>;
  if (rows.length === 0) return <EmptyState icon="users">{NO_CLIENTS_MESSAGE}</EmptyState>;
  return (
    <DataTable
      caption="Client List"
      columns={['No', 'Photo', 'Name', 'Email', 'Phone Number', 'Action']}
      footer={
        <Pager
          page={page}
          label="Client list pages"
          hrefFor={(target) => clientListHref({ page: target, clientId: null })}
        />
      }
    >
      {rows.map((row) => (
        <tr key={row.id} aria-current={row.id === openClientId ? 'true' : undefined} className={styles.row}>
          <td className={tableClasses.number}>{row.number}</td>
          <td>
            <Avatar name={row.name} photo={row.photo} size="sm" />
          </td>
          <td>
            {row.isConnected ? (
              <Link to={row.viewHref} className={styles.name} preventScrollReset>
                {row.name}
              </Link>
            ) : (
              <span className={styles.name}>{row.name}</span>
            )}
          </td>
          <td>{row.email}</td>
          <td className={tableClasses.number}>{row.phone}</td>
          <td>
            {row.isConnected ? (
              <div className={styles.actions}>
                <Link
                  to={row.viewHref}
                  className={buttonClasses.iconButtonSm}
                  aria-label={`View ${row.name}`}
                  title="View"
                  preventScrollReset
                >
                  <Icon name="search" size={18} />
                </Link>
                <Link
                  to={row.deleteHref}
                  className={`${buttonClasses.iconButtonSm} ${buttonClasses.dangerText}`}
                  aria-label={`Delete ${row.name}`}
                  title="Delete"
                  preventScrollReset
                >
                  <Icon name="trash" size={18} />
                </Link>
              </div>
            ) : (
              <span className={styles.notConnected}>Not connected</span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
