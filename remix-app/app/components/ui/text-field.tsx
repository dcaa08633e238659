import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '#app/utils/cx.ts';

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

export function TextField({ label, inputProps, errors, errorId, hint, className }: TextFieldProps) {
  const hasErrors = Boolean(errors?.length);
  const hintId = hint ? `${inputProps.id}-hint` : undefined;
  const errorElementId = errorId ?? `${inputProps.id}-error`;
  const describedBy =
    [
      inputProps['aria-describedby'],
      hintId,
      hasErrors && !inputProps['aria-describedby'] ? errorElementId : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={cx('field', hasErrors && 'field--invalid', className)}>
      <label className="field__label" htmlFor={inputProps.id}>
        {label}
      </label>
      <input
        {...inputProps}
        className={cx('field__input', inputProps.className)}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="field__errors" id={errorElementId}>
        {hasErrors ? (
          <ul>
            {errors?.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
