import { DataTable, tableClasses } from '#app/ui/data-table.tsx';
import { EmptyState } from '#app/ui/empty-state.tsx';
import type { ReportFigures } from '#app/features/reports/report-view.ts';
import styles from '#app/features/reports/month-figures.module.css';

/** The empty month's words: a new practice sees why the figures are blank, not an error. */
export const NO_SESSIONS_THIS_MONTH =
  'No session has been held, missed or cancelled this month yet. The figures fill in as sessions take place.';

/**
 * The month beside the chart (ADR 0038): held sessions, the no-show and late-cancellation rates, the time from
 * a client's request to its acceptance, what was paid, and each provider's utilisation.
 */
export function MonthFigures({ figures }: { figures: ReportFigures }) {
  const hasOutcomes =
    figures.held + figures.noShow + figures.lateCancel + figures.paidSessions + figures.acceptedRequests > 0;
  return (
    <div className={styles.figures}>
      <dl className={styles.tiles}>
        <Figure label="Sessions held" value={String(figures.held)} />
        <Figure
          label="No-show rate"
          value={figures.noShowRate ?? '—'}
          note={`${figures.noShow} of ${figures.held + figures.noShow} confirmed sessions`}
        />
        <Figure
          label="Late cancellation rate"
          value={figures.lateCancelRate ?? '—'}
          note={`${figures.lateCancel} cancelled less than 24 hours ahead`}
        />
        <Figure
          label="Request to accept (median)"
          value={figures.medianAccept ?? '—'}
          note={`${figures.acceptedRequests} accepted ${figures.acceptedRequests === 1 ? 'request' : 'requests'}`}
        />
        <Figure
          label="Paid"
          value={figures.paid}
          note={`${figures.paidSessions} paid ${figures.paidSessions === 1 ? 'session' : 'sessions'}`}
        />
      </dl>
      {!hasOutcomes || figures.providers.length === 0 ? (
        <EmptyState icon="chart">{NO_SESSIONS_THIS_MONTH}</EmptyState>
      ) : (
        <DataTable
          caption="Utilisation per provider this month"
          columns={[
            'Provider',
            'Held',
            'No-shows',
            'Late cancellations',
            'Booked',
            'Held time',
            'Utilisation',
          ]}
        >
          {figures.providers.map((provider) => (
            <tr key={provider.id}>
              <td>{provider.name}</td>
              <td className={tableClasses.number}>{provider.held}</td>
              <td className={tableClasses.number}>{provider.noShow}</td>
              <td className={tableClasses.number}>{provider.lateCancel}</td>
              <td className={tableClasses.number}>{provider.booked}</td>
              <td className={tableClasses.number}>{provider.heldTime}</td>
              <td className={tableClasses.number}>{provider.utilisation ?? '—'}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className={styles.tile}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      {note ? <dd className={styles.note}>{note}</dd> : null}
    </div>
  );
}
