import type { ReactNode } from 'react';
import styles from '#app/ui/tag.module.css';
import { cx } from '#app/utils/cx.ts';

type TagProps = {
  children: ReactNode;
  /** `requested`: the amber of a client's request; `confirmed`: the green of a session its client confirmed. */
  tone?: 'neutral' | 'requested' | 'confirmed';
  className?: string;
  title?: string;
};

/** A small label pill (an appointment's type, Requested, Created, a message's status). */
export function Tag({ children, tone = 'neutral', className, title }: TagProps) {
  return (
    <span
      className={cx(
        styles.tag,
        tone === 'requested' && styles.requested,
        tone === 'confirmed' && styles.confirmed,
        className,
      )}
      title={title}
    >
      {children}
    </span>
  );
}
