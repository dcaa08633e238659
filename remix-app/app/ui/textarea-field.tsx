import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { describeField, fieldClasses, FieldMessages } from '#app/ui/text-field.tsx';
import { cx } from '#app/utils/cx.ts';

type TextAreaFieldProps = {
  label: ReactNode;
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string };
  errors?: string[] | undefined;
  errorId?: string;
  hint?: ReactNode;
  className?: string;
};

/** A labelled multi-line text field, styled like TextField. */
export function TextAreaField({
  label,
  textareaProps,
  errors,
  errorId,
  hint,
  className,
}: TextAreaFieldProps) {
  const { hasErrors, hintId, errorElementId, ariaDescribedBy } = describeField({
    id: textareaProps.id,
    describedBy: textareaProps['aria-describedby'],
    hint,
    errors,
    errorId,
  });
  return (
    <div className={cx(fieldClasses.field, hasErrors && fieldClasses.invalid, className)}>
      <label className={fieldClasses.label} htmlFor={textareaProps.id}>
        {label}
      </label>
      <textarea
        rows={3}
        {...textareaProps}
        className={cx(fieldClasses.input, fieldClasses.textarea, textareaProps.className)}
        aria-invalid={hasErrors || undefined}
        aria-describedby={ariaDescribedBy}
      />
      <FieldMessages hint={hint} hintId={hintId} errors={errors} errorElementId={errorElementId} />
    </div>
  );
}
