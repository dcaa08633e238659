import { getFormProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from '@remix-run/react';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { NewPasswordFields, PasswordField } from '#app/ui/password-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { ChangePasswordSchema } from '#app/features/identity/form-schemas.ts';

type ChangePasswordFormProps = {
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

/** Settings > Security: Change Password with Current, New and Confirm fields. */
export function ChangePasswordForm({ lastResult, isSubmitting = false }: ChangePasswordFormProps) {
  const [form, fields] = useForm({
    id: 'change-password-form',
    lastResult,
    constraint: getZodConstraint(ChangePasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
  });

  return (
    <Card as="section" variant="settings" aria-labelledby="change-password-title">
      <h2 className={cardClasses.title} id="change-password-title">
        Change Password
      </h2>
      <p className={cardClasses.description}>
        Enter your current password, then the new one twice. You stay logged in on this device.
      </p>
      <Form method="post" className={formClasses.narrowStack} {...getFormProps(form)}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <PasswordField
          label="Current Password"
          field={fields.currentPassword}
          autoComplete="current-password"
        />
        <NewPasswordFields fields={fields} />
        <div className={formClasses.actionsStart}>
          <Button type="submit" isLoading={isSubmitting}>
            Update
          </Button>
        </div>
      </Form>
    </Card>
  );
}
