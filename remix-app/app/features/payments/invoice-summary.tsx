import type { ReactNode } from 'react';
import styles from './invoice-summary.module.css';

/** What an invoice is for and how much it asks, above the card form of both pay pages. */
export function InvoiceSummary(props: {
  title: string;
  when: ReactNode;
  providerName?: string;
  notes: string | null;
  amount: string;
}) {
  const rows: Array<[string, ReactNode]> = [
    ['Session', props.title],
    ['When', props.when],
    ...(props.providerName ? [['Provider', props.providerName] as [string, ReactNode]] : []),
    ...(props.notes ? [['Description', props.notes] as [string, ReactNode]] : []),
  ];
  return (
    <dl className={styles.summary}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div>
        <dt>Amount</dt>
        <dd className={styles.amount}>{props.amount}</dd>
      </div>
    </dl>
  );
}
