import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from '@remix-run/react';
import type { LinkProps } from '@remix-run/react';
import { Spinner } from '#app/ui/spinner.tsx';
import styles from '#app/ui/button.module.css';
import { cx } from '#app/utils/cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; isFullWidth?: boolean };

/**
 * The classes of a button, for an element that is not a Button or ButtonLink (a Remix Link with its own
 * content, a label).
 */
export function buttonClass(
  { variant = 'primary', size = 'md', isFullWidth }: StyleProps,
  className?: string,
) {
  return cx(
    styles.button,
    styles[variant],
    size !== 'md' && styles[size],
    isFullWidth && styles.full,
    className,
  );
}

/**
 * The icon-only button (44 px, or 36 px `sm` and `outlined`), the danger tone of a ghost button, and a group of
 * buttons side by side (Approve and Decline).
 */
export const buttonClasses = {
  group: styles.group,
  iconButton: styles.iconButton,
  iconButtonSm: cx(styles.iconButton, styles.iconButtonSm),
  iconButtonOutlined: cx(styles.iconButton, styles.iconButtonOutlined),
  dangerText: styles.dangerText,
};

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  StyleProps & {
    /** Shows a spinner, marks the button busy and disables it (the spec's "spinner during the call"). */
    isLoading?: boolean;
    icon?: ReactNode;
  };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    isFullWidth,
    isLoading = false,
    icon,
    className,
    children,
    disabled,
    type = 'button',
    ...props
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass({ variant, size, isFullWidth }, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner size="sm" /> : icon}
      <span>{children}</span>
    </button>
  );
});

type ButtonLinkProps = LinkProps & StyleProps & { icon?: ReactNode };

/** A navigation that looks like a button (e.g. Create Appointment, Go to Login). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, isFullWidth, icon, className, children, ...props },
  ref,
) {
  return (
    <Link ref={ref} className={buttonClass({ variant, size, isFullWidth }, className)} {...props}>
      {icon}
      <span>{children}</span>
    </Link>
  );
});
