import { getInitials } from '#app/utils/account-display.ts';
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
    <span className={cx('avatar', `avatar--${size}`, className)} aria-hidden="true">
      {photo ? <img className="avatar__image" src={photo} alt="" /> : <span>{getInitials(name)}</span>}
    </span>
  );
}
