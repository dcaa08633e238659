import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from '#app/ui/field.module.css';
import { cx } from '#app/utils/cx.ts';

/** What a field component needs of a form's field: its control's props, its errors and their element's id. */
export type FieldControl = {
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  errors?: string[] | undefined;
  errorId?: string;
};

type TextFieldProps = {
  label: ReactNode;
  /** Spread from conform's getInputProps (id, name, type, defaultValue, aria-*), or plain input props. */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  /** Field errors; rendered under the input with the id that aria-describedby points at. */
  errors?: string[] | undefined;
  errorId?: string;
  hint?: ReactNode;
  className?: string;
};

/** A field's parts, for a control that is not one of the field components (a read-only link, a group's label). */
export const fieldClasses = {
  field: styles.field,
  invalid: styles.invalid,
  label: styles.label,
  input: styles.input,
  select: styles.select,
  textarea: styles.textarea,
  errors: styles.errors,
};

/**
 * The ids a field's control points at: its own aria-describedby (conform's), its hint, and its errors. Shared
 * by TextField, SelectField and TextAreaField.
 */
export function describeField({
  id,
  describedBy,
  hint,
  errors,
  errorId,
}: {
  id: string;
  describedBy?: string;
  hint?: ReactNode;
  errors?: string[];
  errorId?: string;
}) {
  const hasErrors = Boolean(errors?.length);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorElementId = errorId ?? `${id}-error`;
  const ariaDescribedBy =
    [describedBy, hintId, hasErrors && !describedBy ? errorElementId : null].filter(Boolean).join(' ') ||
    undefined;
  return { hasErrors, hintId, errorElementId, ariaDescribedBy };
}

/** A field's hint and error list, under its control. */
export function FieldMessages({
  hint,
  hintId,
  errors,
  errorElementId,
}: {
  hint?: ReactNode;
  hintId?: string;
  errors?: string[];
  errorElementId: string;
}) {
  return (
    <>
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className={styles.errors} id={errorElementId}>
        {errors?.length ? (
          <ul>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}

export function TextField({ label, inputProps, errors, errorId, hint, className }: TextFieldProps) {
  const {
    hasErrors,
    hintId,
    errorElementId,
    ariaDescribedBy: describedBy,
  } = describeField({
    id: inputProps.id,
    describedBy: inputProps['aria-describedby'],
    hint,
    errors,
    errorId,
  });

  return (
    <div className={cx(styles.field, hasErrors && styles.invalid, className)}>
      <label className={styles.label} htmlFor={inputProps.id}>
        {label}
      </label>
      <input
        {...inputProps}
        className={cx(styles.input, inputProps.className)}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages hint={hint} hintId={hintId} errors={errors} errorElementId={errorElementId} />
    </div>
  );
}
