import { useEffect, useState } from 'react';
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, Link } from '@remix-run/react';
import { AuthCard } from '#app/features/identity/auth-layout.tsx';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { PasswordField } from '#app/ui/password-field.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { handleEnterToNextField } from '#app/utils/enter-key.ts';
import { LoginSchema } from '#app/features/identity/form-schemas.ts';

type LoginFormProps = {
  /** The action's conform reply; its form errors carry the API's msg (e.g. a failed login). */
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

export function LoginForm({ lastResult, isSubmitting = false }: LoginFormProps) {
  const [timeZone, setTimeZone] = useState('');
  const [form, fields] = useForm({
    id: 'login-form',
    lastResult,
    constraint: getZodConstraint(LoginSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  });

  // The server renders times in the viewer's zone; only the browser knows it.
  useEffect(() => {
    setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  }, []);

  return (
    <AuthCard
      title="Login as provider"
      // One form for everyone (ADR 0031): the spec's title stays, and clients are told the door is theirs too.
      description={<p>Clients sign in here too, with the address their provider invited.</p>}
      footer={
        <p>
          <Link to="/register-provider">New to here? Join now</Link>
        </p>
      }
    >
      <Form method="post" className={formClasses.stack} {...getFormProps(form)}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="timeZone" value={timeZone} />
        <TextField
          label="Email"
          errors={fields.email.errors}
          errorId={fields.email.errorId}
          inputProps={{
            ...getInputProps(fields.email, { type: 'email' }),
            autoComplete: 'email',
            onKeyDown: handleEnterToNextField,
          }}
        />
        <PasswordField
          label="Password"
          field={fields.password}
          autoComplete="current-password"
          onKeyDown={handleEnterToNextField}
        />
        <p className={formClasses.aside}>
          <Link to="/forgot-password">Forgot password</Link>
        </p>
        <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting}>
          LOGIN
        </Button>
      </Form>
    </AuthCard>
  );
}
