import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, Link } from '@remix-run/react';
import { AuthCard } from '#app/features/identity/auth-layout.tsx';
import { Alert, FormErrors } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { PasswordField } from '#app/ui/password-field.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { conformControl } from '#app/utils/conform-control.ts';
import { handleEnterToNextField } from '#app/utils/enter-key.ts';
import { RegisterProviderSchema } from '#app/features/identity/form-schemas.ts';

type RegisterFormProps = {
  lastResult?: SubmissionResult<string[]> | null;
  /** The API's msg after a successful registration ('An email sent. Please check your mailbox.'). */
  successMessage?: string | null;
  isSubmitting?: boolean;
};

export function RegisterForm({ lastResult, successMessage, isSubmitting = false }: RegisterFormProps) {
  const [form, fields] = useForm({
    id: 'register-form',
    lastResult,
    constraint: getZodConstraint(RegisterProviderSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterProviderSchema }),
  });

  const textFields = [
    { field: fields.practiceName, label: 'Practice Name', type: 'text', autoComplete: 'organization' },
    { field: fields.name, label: 'Name', type: 'text', autoComplete: 'name' },
    { field: fields.email, label: 'Email', type: 'email', autoComplete: 'email' },
    { field: fields.password, label: 'Password', type: 'password', autoComplete: 'new-password' },
    {
      field: fields.confirmPassword,
      label: 'Confirm Password',
      type: 'password',
      autoComplete: 'new-password',
    },
  ] as const;

  return (
    <AuthCard
      title="Register as provider"
      description={
        <p>
          This form is for providers. Clients cannot register here: they need an invitation from their
          provider.
        </p>
      }
      footer={
        <p>
          Already registered? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <Form method="post" className={formClasses.stack} {...getFormProps(form)}>
        {successMessage ? <Alert tone="success">{successMessage}</Alert> : null}
        <FormErrors errors={form.errors} id={form.errorId} />
        {textFields.map(({ field, label, type, autoComplete }) =>
          type === 'password' ? (
            <PasswordField
              key={field.name}
              label={label}
              field={conformControl(field, { type })}
              autoComplete={autoComplete}
              onKeyDown={handleEnterToNextField}
            />
          ) : (
            <TextField
              key={field.name}
              label={label}
              errors={field.errors}
              errorId={field.errorId}
              inputProps={{
                ...getInputProps(field, { type }),
                autoComplete,
                onKeyDown: handleEnterToNextField,
              }}
            />
          ),
        )}
        <div className={formClasses.actions}>
          <ButtonLink to="/login" variant="secondary">
            Back
          </ButtonLink>
          <Button type="submit" isLoading={isSubmitting}>
            Send
          </Button>
        </div>
      </Form>
    </AuthCard>
  );
}
