import type { SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { NewPasswordFields, PasswordField } from '#app/ui/password-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { useCheckedForm } from '#app/utils/form-checks.ts';
import type { FormChecks } from '#app/utils/form-checks.ts';

type ChangePasswordFormProps = {
  /** ChangePasswordSchema's checks (the form is a client's page too: /home/password). */
  checks: FormChecks;
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

/** Settings > Security (and a client's /home/password): Change Password with Current, New and Confirm fields. */
export function ChangePasswordForm({ checks, lastResult, isSubmitting = false }: ChangePasswordFormProps) {
  const [form, field] = useCheckedForm({ id: 'change-password-form', checks, lastResult });

  return (
    <Card as="section" variant="settings" aria-labelledby="change-password-title">
      <h2 className={cardClasses.title} id="change-password-title">
        Change Password
      </h2>
      <p className={cardClasses.description}>
        Enter your current password, then the new one twice. You stay logged in on this device.
      </p>
      <Form method="post" className={formClasses.narrowStack} {...form.props}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <PasswordField
          label="Current Password"
          field={field('currentPassword')}
          autoComplete="current-password"
        />
        <NewPasswordFields
          fields={{ newPassword: field('newPassword'), confirmPassword: field('confirmPassword') }}
        />
        <div className={formClasses.actionsStart}>
          <Button type="submit" isLoading={isSubmitting}>
            Update
          </Button>
        </div>
      </Form>
    </Card>
  );
}
