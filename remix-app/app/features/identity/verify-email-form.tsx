import { getFormProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { AuthCard } from '#app/features/identity/auth-layout.tsx';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { NewPasswordFields } from '#app/ui/password-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { conformControl } from '#app/utils/conform-control.ts';
import { handleEnterToNextField } from '#app/utils/enter-key.ts';
import { VerifyEmailSchema } from '#app/features/identity/form-schemas.ts';

type VerifyEmailFormProps = {
  email: string | null;
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

/**
 * The verification link's page. Opening it verifies nothing (mail scanners open links too): the person sets
 * or confirms the account's password and submits, and only that POST verifies the address.
 */
export function VerifyEmailForm({ email, lastResult, isSubmitting = false }: VerifyEmailFormProps) {
  const [form, fields] = useForm({
    id: 'verify-email-form',
    lastResult,
    constraint: getZodConstraint(VerifyEmailSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: VerifyEmailSchema }),
  });

  return (
    <AuthCard
      title="Verify your email"
      description={
        <p>
          {email ? (
            <>
              Set the password for <strong>{email}</strong> to finish creating your practice.
            </>
          ) : (
            'Set your password to finish creating your practice.'
          )}{' '}
          You may enter the one you chose when you signed up.
        </p>
      }
    >
      <Form method="post" className={formClasses.stack} {...getFormProps(form)}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <NewPasswordFields
          fields={{
            newPassword: conformControl(fields.newPassword, { type: 'password' }),
            confirmPassword: conformControl(fields.confirmPassword, { type: 'password' }),
          }}
          label="Password"
          onKeyDown={handleEnterToNextField}
        />
        <div className={formClasses.actions}>
          <Button type="submit" isLoading={isSubmitting}>
            VERIFY EMAIL
          </Button>
        </div>
      </Form>
    </AuthCard>
  );
}
