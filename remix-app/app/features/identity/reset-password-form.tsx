import { getFormProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { AuthCard } from '#app/features/identity/auth-layout.tsx';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { NewPasswordFields } from '#app/ui/password-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { handleEnterToNextField } from '#app/utils/enter-key.ts';
import { ResetPasswordSchema } from '#app/features/identity/form-schemas.ts';

type ResetPasswordFormProps = {
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

export function ResetPasswordForm({ lastResult, isSubmitting = false }: ResetPasswordFormProps) {
  const [form, fields] = useForm({
    id: 'reset-password-form',
    lastResult,
    constraint: getZodConstraint(ResetPasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
  });

  return (
    <AuthCard title="Reset password" description={<p>Choose a new password for your account.</p>}>
      <Form method="post" className={formClasses.stack} {...getFormProps(form)}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <NewPasswordFields fields={fields} onKeyDown={handleEnterToNextField} />
        <div className={formClasses.actions}>
          <ButtonLink to="/login" variant="secondary">
            BACK
          </ButtonLink>
          <Button type="submit" isLoading={isSubmitting}>
            CHANGE
          </Button>
        </div>
      </Form>
    </AuthCard>
  );
}
