import type { KeyboardEventHandler, ReactNode } from 'react';
import { TextField } from '#app/ui/text-field.tsx';
import type { FieldControl } from '#app/ui/text-field.tsx';

type PasswordFieldProps = {
  label: ReactNode;
  /** The form's field: a checked form's (utils/form-checks.ts) or a conform field's (utils/conform-control.ts). */
  field: FieldControl;
  /** `current-password` to sign in or confirm who you are, `new-password` to choose one. */
  autoComplete: 'current-password' | 'new-password';
  /** The public forms move to the next field on Enter (utils/enter-key.ts). */
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
};

/** The one password input: login, registration, reset, change password and verify e-mail all use it. */
export function PasswordField({ label, field, autoComplete, onKeyDown }: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      errors={field.errors}
      errorId={field.errorId}
      inputProps={{
        ...field.inputProps,
        type: 'password',
        autoComplete,
        ...(onKeyDown ? { onKeyDown } : {}),
      }}
    />
  );
}

type NewPasswordFieldsProps = {
  /** The form's `newPassword` and `confirmPassword` fields. */
  fields: { newPassword: FieldControl; confirmPassword: FieldControl };
  /** "New Password" where an old one is replaced, "Password" where the first one is set. */
  label?: ReactNode;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
};

/** A new password and its confirmation: reset, change password and verify e-mail ask for them alike. */
export function NewPasswordFields({ fields, label = 'New Password', onKeyDown }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        field={fields.newPassword}
        autoComplete="new-password"
        onKeyDown={onKeyDown}
      />
      <PasswordField
        label="Confirm Password"
        field={fields.confirmPassword}
        autoComplete="new-password"
        onKeyDown={onKeyDown}
      />
    </>
  );
}
