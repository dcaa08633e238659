import styles from '#app/ui/brand-mark.module.css';
import { cx } from '#app/utils/cx.ts';

type BrandMarkProps = {
  productName: string;
  isCompact?: boolean;
  /** A layout's own class on the brand (its size in a header). */
  className?: string;
  /** A layout's own class on the name (the shell shows a compact brand's name again in the phone drawer). */
  nameClassName?: string;
};

/** The product's mark and name. The mark is decorative; the name carries the meaning. */
export function BrandMark({ productName, isCompact = false, className, nameClassName }: BrandMarkProps) {
  return (
    <span className={cx(styles.brand, className)}>
      <svg
        className={styles.mark}
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
        <path d="M9.5 11h11M15 11v12" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
        <circle cx="23" cy="19.5" r="3.2" fill="#7fd1c0" />
      </svg>
      <span className={cx(isCompact && 'visually-hidden', nameClassName) || undefined}>{productName}</span>
    </span>
  );
}
