import styles from '#app/ui/form-layout.module.css';
import { cx } from '#app/utils/cx.ts';

/**
 * The classes of a form's layout: `stack` (the column of fields; `narrow` caps its width), `row` (fields side by
 * side, wrapping; `rowTimes` for a start/end pair, `rowChecks` for checkboxes), `aside` (a small right-aligned
 * link under a field) and `actions` (the row of buttons, right-aligned; `actionsStart` left-aligned;
 * `actionsSplit` with `actionsEnd` for Delete on the left and the rest on the right).
 */
export const formClasses = {
  stack: styles.stack,
  narrowStack: cx(styles.stack, styles.narrow),
  narrow: styles.narrow,
  aside: styles.aside,
  actions: styles.actions,
  actionsStart: cx(styles.actions, styles.actionsStart),
  actionsSplit: cx(styles.actions, styles.actionsSplit),
  actionsEnd: styles.actionsEnd,
  row: styles.row,
  rowTimes: cx(styles.row, styles.rowTimes),
  rowChecks: cx(styles.row, styles.rowChecks),
};
