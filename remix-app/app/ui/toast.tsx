import { useEffect, useRef, useState } from 'react';
import { Link } from '@remix-run/react';
import { Icon } from '#app/ui/icon.tsx';
import styles from '#app/ui/toast.module.css';
import { cx } from '#app/utils/cx.ts';
import type { Toast } from '#app/utils/toast.ts';

const DISPLAY_MS: Record<Toast['type'], number> = { success: 5000, info: 5000, error: 8000 };

type ToasterProps = {
  /** The newest toast (from the root loader); each new id is shown once. */
  toast: Toast | null;
};

/** The toast stack. The live region is always present so that new toasts are announced. */
export function Toaster({ toast }: ToasterProps) {
  const [toasts, setToasts] = useState<Toast[]>(() => (toast ? [toast] : []));

  useEffect(() => {
    if (!toast) return;
    setToasts((current) => (current.some((item) => item.id === toast.id) ? current : [...current, toast]));
  }, [toast]);

  function dismiss(id: string) {
    setToasts((current) => current.filter((item) => item.id !== id));
  }

  return (
    <section className={styles.toaster} aria-label="Notifications" aria-live="polite">
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} onDismiss={() => dismiss(item.id)} />
      ))}
    </section>
  );
}

/** The stack's class, for a screen that keeps its own toasts (the session-day notifications). */
export const toasterClass = styles.toaster;

type ToastItemProps = { toast: Toast; onDismiss: () => void; isPersistent?: boolean };

export function ToastItem({ toast, onDismiss, isPersistent = false }: ToastItemProps) {
  const [isPaused, setIsPaused] = useState(false);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  useEffect(() => {
    if (isPersistent || isPaused) return;
    const timer = window.setTimeout(() => onDismissRef.current(), toast.durationMs ?? DISPLAY_MS[toast.type]);
    return () => window.clearTimeout(timer);
  }, [isPersistent, isPaused, toast.type, toast.durationMs]);

  return (
    <div
      className={cx(styles.toast, toast.type !== 'info' && styles[toast.type])}
      role={toast.type === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      <Icon
        name={toast.type === 'error' ? 'alert' : toast.type === 'success' ? 'check' : 'info'}
        className={styles.icon}
      />
      <div className={styles.content}>
        {toast.title ? <p className={styles.title}>{toast.title}</p> : null}
        <p>{toast.description}</p>
        {toast.link ? (
          <Link to={toast.link.href} className={styles.link}>
            {toast.link.label}
          </Link>
        ) : null}
      </div>
      <button type="button" className={styles.close} onClick={onDismiss} aria-label="Dismiss notification">
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
