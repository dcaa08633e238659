import type { ReactNode } from 'react';
import { Alert } from '#app/ui/alert.tsx';
import styles from '#app/features/practice/preview-parts.module.css';

/**
 * What a read-only practice page says first: that it is a preview, what it shows, and what will make it editable
 * (ADR 0028). Nothing on these pages can be saved, so nothing looks as if it could.
 */
export function ReadOnlyNotice({ children }: { children: ReactNode }) {
  return (
    <Alert tone="info">
      <strong>Read-only preview.</strong> {children}
    </Alert>
  );
}

export type Fact = { term: string; value: ReactNode };

/** Settings shown as facts (a description list), with "Not set" for those the practice has not set. */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.term} className={styles.fact}>
          <dt>{fact.term}</dt>
          <dd className={fact.value === null || fact.value === '' ? styles.unset : undefined}>
            {fact.value === null || fact.value === '' ? 'Not set' : fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
