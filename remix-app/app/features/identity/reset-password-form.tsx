import type { SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { AuthCard } from '#app/features/identity/auth-layout.tsx';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { NewPasswordFields } from '#app/ui/password-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { handleEnterToNextField } from '#app/utils/enter-key.ts';
import { useCheckedForm } from '#app/utils/form-checks.ts';
import type { FormChecks } from '#app/utils/form-checks.ts';

type ResetPasswordFormProps = {
  /** ResetPasswordSchema's checks; the two passwords' match is the server's to check (a client's page). */
  checks: FormChecks;
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

export function ResetPasswordForm({ checks, lastResult, isSubmitting = false }: ResetPasswordFormProps) {
  const [form, field] = useCheckedForm({ id: 'reset-password-form', checks, lastResult });

  return (
    <AuthCard title="Reset password" description={<p>Choose a new password for your account.</p>}>
      <Form method="post" className={formClasses.stack} {...form.props}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <NewPasswordFields
          fields={{ newPassword: field('newPassword'), confirmPassword: field('confirmPassword') }}
          onKeyDown={handleEnterToNextField}
        />
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
