import type { SubmissionResult } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { AuthCard } from '#app/features/identity/index.ts';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { useCheckedForm } from '#app/utils/form-checks.ts';
import type { FormChecks } from '#app/utils/form-checks.ts';
import { Enrolment, RecoveryCodes } from './enrolment.tsx';

type SecondStepFormProps = {
  step: 'code' | 'setup';
  enrolment: { secret: string; qrSvg: string } | null;
  checks: FormChecks;
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

/**
 * The sign-in's second step (ADR 0045): the code from the authenticator app or a recovery code; or, when the
 * practice requires two-factor sign-in and the person has none yet, the authenticator to set up first.
 */
export function SecondStepForm({
  step,
  enrolment,
  checks,
  lastResult,
  isSubmitting = false,
}: SecondStepFormProps) {
  const [form, field] = useCheckedForm({ id: 'second-step-form', checks, lastResult });
  const code = field('code');
  const isSetup = step === 'setup';
  return (
    <AuthCard
      title={isSetup ? 'Set up two-factor sign-in' : 'Two-factor sign-in'}
      description={
        <p>
          {isSetup
            ? 'Your practice requires a second step at sign-in. Scan the QR code with an authenticator app, then enter the 6-digit code it shows.'
            : 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.'}
        </p>
      }
      footer={
        <p>
          <Link to="/login">Back to login</Link>
        </p>
      }
    >
      {isSetup && enrolment ? <Enrolment {...enrolment} /> : null}
      <Form method="post" className={formClasses.stack} {...form.props}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField
          label={isSetup ? 'Code from the app' : 'Code'}
          errors={code.errors}
          errorId={code.errorId}
          inputProps={{
            ...code.inputProps,
            autoComplete: 'one-time-code',
            autoFocus: true,
            inputMode: isSetup ? 'numeric' : 'text',
            spellCheck: false,
          }}
        />
        <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting}>
          {isSetup ? 'TURN ON AND SIGN IN' : 'VERIFY'}
        </Button>
      </Form>
    </AuthCard>
  );
}

/** After a setup at sign-in: the recovery codes once, then on to the person's home. */
export function RecoveryCodesCard({ codes, next }: { codes: string[]; next: string }) {
  return (
    <AuthCard title="Two-factor sign-in is on">
      <RecoveryCodes codes={codes} />
      <Link to={next} reloadDocument>
        I saved my recovery codes, continue
      </Link>
    </AuthCard>
  );
}
