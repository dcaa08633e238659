import { useEffect, useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import styles from '#app/ui/modal.module.css';
import { cx } from '#app/utils/cx.ts';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

type ModalProps = {
  isOpen: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Buttons, right-aligned under the content. */
  footer?: ReactNode;
  /** Called on Escape and on a click outside. Omit it for a modal that demands a choice (Accept Terms). */
  onClose?: () => void;
  /** The element to focus when the modal opens; otherwise the first focusable element in it. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Whether the body describes the dialog (announced when it opens). True for short messages and
   * confirmations; false for forms, which would otherwise be read out whole.
   */
  hasDescription?: boolean;
  /** 'alertdialog' for confirmations that interrupt the person. */
  role?: 'dialog' | 'alertdialog';
};

/**
 * A modal dialog rendered in place (so it is in the server HTML when it opens on load). While open it traps
 * Tab inside, closes on Escape when dismissable, locks page scroll and returns focus to where it was. Modals
 * may stack: the one rendered last is on top and is the only one that answers the keyboard.
 */
export function Modal({
  isOpen,
  title,
  children,
  footer,
  onClose,
  initialFocusRef,
  size = 'md',
  role = 'dialog',
  hasDescription = true,
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!isOpen) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    first.focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (!dialog) return;
      // Modals can stack (Add Client over the appointment form): only the topmost one answers the keyboard.
      const open = document.querySelectorAll('[data-modal-dialog]');
      if (open[open.length - 1] !== dialog) return;
      if (event.key === 'Escape' && onCloseRef.current) {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const firstElement = focusable[0];
      const lastElement = focusable[focusable.length - 1];
      if (!firstElement || !lastElement) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === firstElement || !dialog.contains(active))) {
        event.preventDefault();
        lastElement.focus();
      } else if (!event.shiftKey && (active === lastElement || !dialog.contains(active))) {
        event.preventDefault();
        firstElement.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus();
    };
  }, [isOpen, initialFocusRef]);

  if (!isOpen) return null;

  return (
    <div className={styles.modal}>
      {/* The backdrop is a mouse convenience; keyboard users have Escape and the Cancel button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.backdrop} onClick={() => onCloseRef.current?.()} />
      <div
        ref={dialogRef}
        className={cx(styles.dialog, styles[size])}
        data-modal-dialog
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hasDescription ? bodyId : undefined}
        tabIndex={-1}
      >
        <h2 className={styles.title} id={titleId}>
          {title}
        </h2>
        <div className={styles.body} id={bodyId}>
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}

/** The right-aligned row of a dialog's buttons (in `footer`), and a quieter line of detail in its body. */
export const modalClasses = { actions: styles.actions, detail: styles.detail };
