import type { ReactNode } from 'react';
import styles from '#app/ui/data-table.module.css';

/**
 * The classes of a table's cells: `number` (tabular figures), `primary` and `secondary` (a name over its
 * description).
 */
export const tableClasses = {
  number: styles.number,
  primary: styles.primary,
  secondary: styles.secondary,
};

type DataTableProps = {
  /** Names the table for screen readers (not shown). */
  caption: string;
  /** The header cells, in order; a column without a visible heading names itself in a visually-hidden span. */
  columns: ReactNode[];
  /** The rows (`<tr>`s). */
  children: ReactNode;
  /** Below the table, in the same column: the pager. */
  footer?: ReactNode;
  /**
   * Repeats the column headings under a long page of rows (spec part 2, section 9: table footers above 5 rows
   * for the payment and provider lists), so a person at the bottom still reads what each column is.
   */
  hasFooterRow?: boolean;
};

/** A list shown as a table: a bordered frame that scrolls sideways on narrow screens, with a pager below. */
export function DataTable({ caption, columns, children, footer, hasFooterRow = false }: DataTableProps) {
  return (
    <div className={styles.list}>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
          {hasFooterRow ? (
            // A visual repeat of the headings: assistive technology already has them from the header.
            <tfoot className={styles.foot} aria-hidden="true">
              <tr>
                {columns.map((column, index) => (
                  <td key={index}>{column}</td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {footer}
    </div>
  );
}
