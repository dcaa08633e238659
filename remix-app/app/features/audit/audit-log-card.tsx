import { Form, Link } from '@remix-run/react';
import { AUDIT_CSV_FILENAME } from '@tele/contract/constants';
import { Alert } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { DataTable } from '#app/ui/data-table.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { SelectField } from '#app/ui/select-field.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { auditCsvHref, auditHref } from '#app/features/audit/audit-query.ts';
import type { AuditLogView } from '#app/features/audit/audit-view.ts';
import styles from '#app/features/audit/audit-log.module.css';

/** The empty list's words: with a filter, what it found; without one, that nothing is logged yet. */
export const NO_ENTRIES = 'No entries match these filters.';

const COLUMNS = ['When', 'Who', 'What', 'Client', 'From'];

/**
 * Settings > Security's audit log (issue 29, ADR 0049): who read or changed which client's record, signed in,
 * changed two-factor sign-in or a role, or exported, newest first, times in the viewer's zone. Owners and
 * administrators read the whole practice's and filter by person; anyone else reads its own. The filters are a GET
 * form and the pages are links, so each view has its URL and works without JavaScript; Export CSV downloads
 * every entry the filters match.
 */
export function AuditLogCard({ view }: { view: AuditLogView }) {
  const { query, rows, page, people, clients, isWholePractice, isAvailable, refusal, timeZone } = view;
  const hasFilter = Boolean(query.person || query.client || query.from || query.to);
  return (
    <Card as="section" variant="settings" aria-labelledby="audit-log-title">
      <h2 className={cardClasses.title} id="audit-log-title">
        Audit log
      </h2>
      <p className={cardClasses.description}>
        {isWholePractice
          ? 'Who opened or changed each client’s record, signed in, or exported, and from where.'
          : 'What you opened or changed, your sign-ins and exports, and from where.'}{' '}
        Times are in {timeZone}.
      </p>
      <Form method="get" className={styles.filters} aria-label="Filter the audit log">
        {isWholePractice ? (
          <SelectField
            label="Person"
            selectProps={{ id: 'audit-person', name: 'person', defaultValue: query.person ?? '' }}
          >
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label="Client"
          selectProps={{ id: 'audit-client', name: 'client', defaultValue: query.client ?? '' }}
        >
          <option value="">Any client</option>
          {clients.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="From"
          inputProps={{ id: 'audit-from', name: 'from', type: 'date', defaultValue: query.from ?? '' }}
        />
        <TextField
          label="To"
          inputProps={{ id: 'audit-to', name: 'to', type: 'date', defaultValue: query.to ?? '' }}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" size="sm">
            Apply filters
          </Button>
          {hasFilter ? (
            <Link to="/settings-security#audit-log-title" className={styles.clear}>
              Clear filters
            </Link>
          ) : null}
          <ButtonLink
            to={auditCsvHref(query)}
            reloadDocument
            download={AUDIT_CSV_FILENAME}
            variant="ghost"
            size="sm"
            icon={<Icon name="file" size={16} />}
          >
            Export CSV
          </ButtonLink>
        </div>
      </Form>
      {refusal ? (
        <Alert tone="error">{refusal}</Alert>
      ) : !isAvailable ? (
        <Alert tone="info">
          The audit log could not be loaded right now. Please reload the page in a moment.
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState icon="shield">{hasFilter ? NO_ENTRIES : 'Nothing has been logged yet.'}</EmptyState>
      ) : (
        <DataTable
          caption="Audit log"
          columns={COLUMNS}
          footer={page.totalPages > 1 ? <Pager page={page} label="Audit log pages" /> : undefined}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={styles.when}>{row.at}</td>
              <td>
                {row.person}
                <span className={styles.role}> ({row.role})</span>
              </td>
              <td>{row.action}</td>
              <td>
                {row.clientId && row.client ? (
                  <Link
                    to={auditHref(query, { client: row.clientId })}
                    aria-label={`Only entries about ${row.client}`}
                  >
                    {row.client}
                  </Link>
                ) : null}
              </td>
              <td className={styles.address}>{row.address}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Card>
  );
}
