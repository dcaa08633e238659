import { getInputProps } from '@conform-to/react';
import type { FieldMetadata } from '@conform-to/react';
import type { InputHTMLAttributes } from 'react';
import type { FieldControl } from '#app/ui/text-field.tsx';

/**
 * A conform field as the field components take it, spread into them: `<TextField label="Name"
 * {...conformControl(fields.name, { type: 'text' }, { autoComplete: 'name' })} />`. `attributes` are the
 * input's own (autoComplete, placeholder, inputMode) beside what conform sets.
 */
export function conformControl<Schema>(
  // conform's own helpers take a field of any form (getInputProps' `FieldMetadata<Schema, any, any>`).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  field: FieldMetadata<Schema, any, string[]>,
  options: Parameters<typeof getInputProps>[1],
  attributes: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> = {},
): FieldControl {
  return {
    inputProps: { ...getInputProps(field, options), ...attributes },
    errors: field.errors,
    errorId: field.errorId,
  };
}
