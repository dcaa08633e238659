import type { SVGProps } from 'react';
import styles from '#app/ui/icon.module.css';
import { cx } from '#app/utils/cx.ts';
import type { IconName } from '#app/ui/icon-names.ts';
// The drawings are one SVG sprite, a cached file the icons point into, rather than path data in every page's
// JavaScript (ADR 0032). `no-inline`: a sprite is never a data URL, which <use> cannot point into.
import spriteHref from '#app/ui/icons.svg?no-inline';

export type { IconName };

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  name: IconName;
  /** When set, the icon is announced with this text; otherwise it is hidden from assistive technology. */
  title?: string;
  size?: number;
};

/** A small stroke icon drawn for this product (24-unit grid, 2-unit strokes). Decorative by default. */
export function Icon({ name, title, size = 20, className, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx(styles.icon, className)}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
