import { conformControl } from '#app/utils/conform-control.ts';
import { getFormProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { AuthCard } from '#app/features/identity/auth-layout.tsx';
import { Alert, FormErrors } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { ForgotPasswordSchema } from '#app/features/identity/form-schemas.ts';

type ForgotPasswordFormProps = {
  lastResult?: SubmissionResult<string[]> | null;
  successMessage?: string | null;
  isSubmitting?: boolean;
};

export function ForgotPasswordForm({
  lastResult,
  successMessage,
  isSubmitting = false,
}: ForgotPasswordFormProps) {
  const [form, fields] = useForm({
    id: 'forgot-password-form',
    lastResult,
    constraint: getZodConstraint(ForgotPasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
  });

  return (
    <AuthCard
      title="Forgot password"
      description={
        <p>Enter the email you registered with and we will send you a link to reset your password.</p>
      }
    >
      <Form method="post" className={formClasses.stack} {...getFormProps(form)}>
        {successMessage ? <Alert tone="success">{successMessage}</Alert> : null}
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField
          label="Email"
          {...conformControl(fields.email, { type: 'email' }, { autoComplete: 'email' })}
        />
        <div className={formClasses.actions}>
          <ButtonLink to="/login" variant="secondary">
            BACK
          </ButtonLink>
          <Button type="submit" isLoading={isSubmitting}>
            SEND
          </Button>
        </div>
      </Form>
    </AuthCard>
  );
}
