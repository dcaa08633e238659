import { getInitials } from '#app/utils/account-display.ts';
import styles from '#app/ui/avatar.module.css';
import { cx } from '#app/utils/cx.ts';

type AvatarProps = {
  name: string;
  photo?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** The person's photo, or their initials when there is none. The name is always nearby, so it is decorative. */
export function Avatar({ name, photo, size = 'md', className }: AvatarProps) {
  return (
    <span className={cx(styles.avatar, styles[size], className)} aria-hidden="true">
      {photo ? <img className={styles.image} src={photo} alt="" /> : <span>{getInitials(name)}</span>}
    </span>
  );
}
