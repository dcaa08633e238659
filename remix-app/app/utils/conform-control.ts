import { getInputProps } from '@conform-to/react';
import type { FieldMetadata } from '@conform-to/react';
import type { FieldControl } from '#app/ui/text-field.tsx';

/** A conform field as the field components take it (PasswordField, NewPasswordFields). */
export function conformControl(
  field: FieldMetadata<string>,
  options: Parameters<typeof getInputProps>[1],
): FieldControl {
  return { inputProps: getInputProps(field, options), errors: field.errors, errorId: field.errorId };
}
