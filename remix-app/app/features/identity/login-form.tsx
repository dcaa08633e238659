import { useEffect, useState } from 'react';
import type { SubmissionResult } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { AuthCard } from '#app/features/identity/auth-layout.tsx';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { PasswordField } from '#app/ui/password-field.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { handleEnterToNextField } from '#app/utils/enter-key.ts';
import { useCheckedForm } from '#app/utils/form-checks.ts';
import type { FormChecks } from '#app/utils/form-checks.ts';

type LoginFormProps = {
  /** LoginSchema's checks (the loader's `formChecksOf`): a page a client opens carries no zod. */
  checks: FormChecks;
  /** The action's conform reply; its form errors carry the API's msg (e.g. a failed login). */
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

export function LoginForm({ checks, lastResult, isSubmitting = false }: LoginFormProps) {
  const [timeZone, setTimeZone] = useState('');
  const [form, field] = useCheckedForm({ id: 'login-form', checks, lastResult });
  const email = field('email');

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
      <Form method="post" className={formClasses.stack} {...form.props}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="timeZone" value={timeZone} />
        <TextField
          label="Email"
          errors={email.errors}
          errorId={email.errorId}
          inputProps={{
            ...email.inputProps,
            type: 'email',
            autoComplete: 'email',
            onKeyDown: handleEnterToNextField,
          }}
        />
        <PasswordField
          label="Password"
          field={field('password')}
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
