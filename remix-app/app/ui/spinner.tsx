import styles from '#app/ui/spinner.module.css';
import { cx } from '#app/utils/cx.ts';

type SpinnerProps = {
  /** Announced to screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <span
      className={cx(styles.spinner, size !== 'md' && styles[size], className)}
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
    >
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
