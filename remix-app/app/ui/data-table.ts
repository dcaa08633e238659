import styles from '#app/ui/data-table.module.css';

/**
 * The classes of a list shown as a table: `list` (the column holding the table and its pager), `scroll` (the
 * bordered frame that scrolls sideways on narrow screens), `table`; in a cell, `number` (tabular figures),
 * `primary` and `secondary` (a name over its description).
 */
export const tableClasses = {
  list: styles.list,
  scroll: styles.scroll,
  table: styles.table,
  number: styles.number,
  primary: styles.primary,
  secondary: styles.secondary,
};
