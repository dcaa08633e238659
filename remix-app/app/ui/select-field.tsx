import type { ReactNode, SelectHTMLAttributes } from 'react';
import { describeField, fieldClasses, FieldMessages } from '#app/ui/text-field.tsx';
import { cx } from '#app/utils/cx.ts';

type SelectFieldProps = {
  label: ReactNode;
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { id: string };
  /** The <option> elements. */
  children: ReactNode;
  errors?: string[] | undefined;
  errorId?: string;
  hint?: ReactNode;
  className?: string;
};

/** A labelled native select, styled like TextField, with the same hint and error wiring. */
export function SelectField({
  label,
  selectProps,
  children,
  errors,
  errorId,
  hint,
  className,
}: SelectFieldProps) {
  const { hasErrors, hintId, errorElementId, ariaDescribedBy } = describeField({
    id: selectProps.id,
    describedBy: selectProps['aria-describedby'],
    hint,
    errors,
    errorId,
  });
  return (
    <div className={cx(fieldClasses.field, hasErrors && fieldClasses.invalid, className)}>
      <label className={fieldClasses.label} htmlFor={selectProps.id}>
        {label}
      </label>
      <select
        {...selectProps}
        className={cx(fieldClasses.input, fieldClasses.select, selectProps.className)}
        aria-invalid={hasErrors || undefined}
        aria-describedby={ariaDescribedBy}
      >
        {children}
      </select>
      <FieldMessages hint={hint} hintId={hintId} errors={errors} errorElementId={errorElementId} />
    </div>
  );
}
