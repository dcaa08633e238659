import type { ReactNode } from 'react';
import { Icon } from '#app/ui/icon.tsx';
import type { IconName } from '#app/ui/icon.tsx';
import styles from '#app/ui/empty-state.module.css';

type EmptyStateProps = { icon: IconName; children: ReactNode };

/** The dashed "nothing here" box of a list with no rows: an icon and the screen's words for it. */
export function EmptyState({ icon, children }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <Icon name={icon} size={22} />
      <p>{children}</p>
    </div>
  );
}
