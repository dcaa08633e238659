import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from '#app/ui/checkbox.module.css';
import { cx } from '#app/utils/cx.ts';

type CheckboxProps = {
  label: ReactNode;
  inputProps: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string };
  hint?: ReactNode;
  className?: string;
};

/** A checkbox with its label beside it (the whole row is the click target). */
export function Checkbox({ label, inputProps, hint, className }: CheckboxProps) {
  const hintId = hint ? `${inputProps.id}-hint` : undefined;
  return (
    <div className={cx(styles.checkbox, className)}>
      <input
        {...inputProps}
        type="checkbox"
        className={styles.input}
        aria-describedby={[inputProps['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined}
      />
      <label className={styles.label} htmlFor={inputProps.id}>
        {label}
      </label>
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
