import type { SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import { Checkbox } from '#app/ui/checkbox.tsx';
import { PasswordField } from '#app/ui/password-field.tsx';
import { TextField } from '#app/ui/text-field.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { useCheckedForm } from '#app/utils/form-checks.ts';
import type { FormChecks } from '#app/utils/form-checks.ts';
import { Enrolment, RecoveryCodes } from './enrolment.tsx';
import { INTENT_FIELD, TwoFactorIntent } from './intents.ts';
import styles from './two-factor.module.css';

export type TwoFactorView = {
  isOn: boolean;
  isRequired: boolean;
  canRequire: boolean;
  recoveryCodesLeft: number;
  enrolment: { secret: string; qrSvg: string } | null;
};

/** What the security page's action answered for a two-factor form. */
export type TwoFactorActionData = {
  intent: TwoFactorIntent;
  result: SubmissionResult<string[]> | null;
  recoveryCodes: string[] | null;
} | null;

type TwoFactorSettingsProps = {
  status: TwoFactorView;
  checks: { confirm: FormChecks; turnOff: FormChecks };
  actionData: TwoFactorActionData;
  isSubmitting?: boolean;
};

const IntentInput = ({ intent }: { intent: TwoFactorIntent }) => (
  <input type="hidden" name={INTENT_FIELD} value={intent} />
);

/**
 * Settings > Security's two-factor card (ADR 0045): set up with an authenticator app (QR code and the key as
 * text, confirmed with a code), the recovery codes once, turning it off with a code or the password, and for
 * owners the practice's rule.
 */
export function TwoFactorSettings({
  status,
  checks,
  actionData,
  isSubmitting = false,
}: TwoFactorSettingsProps) {
  const resultOf = (intent: TwoFactorIntent) => (actionData?.intent === intent ? actionData.result : null);
  const recoveryCodes = actionData?.recoveryCodes ?? null;
  return (
    <Card as="section" variant="settings" aria-labelledby="two-factor-title">
      <h2 className={cardClasses.title} id="two-factor-title">
        Two-factor sign-in
      </h2>
      <p className={cardClasses.description}>
        Sign in with a code from an authenticator app on your phone as well as your password.
      </p>
      <p className={styles.state} data-testid="two-factor-state">
        {status.isOn
          ? `On. ${status.recoveryCodesLeft} recovery codes left.`
          : status.isRequired
            ? 'Off. Your practice requires it: you will be asked to set it up at your next sign-in.'
            : 'Off.'}
      </p>
      {recoveryCodes?.length ? <RecoveryCodes codes={recoveryCodes} /> : null}
      {status.isOn ? (
        <TurnOffForm
          checks={checks.turnOff}
          lastResult={resultOf(TwoFactorIntent.disable)}
          isRequired={status.isRequired}
          isSubmitting={isSubmitting}
        />
      ) : status.enrolment ? (
        <ConfirmForm
          enrolment={status.enrolment}
          checks={checks.confirm}
          lastResult={resultOf(TwoFactorIntent.enable)}
          isSubmitting={isSubmitting}
        />
      ) : (
        <Form method="post" className={formClasses.actionsStart}>
          <IntentInput intent={TwoFactorIntent.setup} />
          <Button type="submit" isLoading={isSubmitting}>
            Set up two-factor sign-in
          </Button>
        </Form>
      )}
      {status.canRequire ? <RequireForm isRequired={status.isRequired} isSubmitting={isSubmitting} /> : null}
    </Card>
  );
}

function ConfirmForm({
  enrolment,
  checks,
  lastResult,
  isSubmitting,
}: {
  enrolment: { secret: string; qrSvg: string };
  checks: FormChecks;
  lastResult: SubmissionResult<string[]> | null;
  isSubmitting: boolean;
}) {
  const [form, field] = useCheckedForm({ id: 'two-factor-confirm-form', checks, lastResult });
  const code = field('code');
  return (
    <>
      <Enrolment {...enrolment} />
      <Form method="post" className={formClasses.narrowStack} {...form.props}>
        <IntentInput intent={TwoFactorIntent.enable} />
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField
          label="Code from the app"
          errors={code.errors}
          errorId={code.errorId}
          inputProps={{ ...code.inputProps, autoComplete: 'one-time-code', inputMode: 'numeric' }}
        />
        <div className={formClasses.actionsStart}>
          <Button type="submit" isLoading={isSubmitting}>
            Turn on
          </Button>
        </div>
      </Form>
    </>
  );
}

function TurnOffForm({
  checks,
  lastResult,
  isRequired,
  isSubmitting,
}: {
  checks: FormChecks;
  lastResult: SubmissionResult<string[]> | null;
  isRequired: boolean;
  isSubmitting: boolean;
}) {
  const [form, field] = useCheckedForm({ id: 'two-factor-off-form', checks, lastResult });
  const code = field('code');
  if (isRequired) return <p>Your practice requires two-factor sign-in, so it stays on.</p>;
  return (
    <Form method="post" className={formClasses.narrowStack} {...form.props}>
      <IntentInput intent={TwoFactorIntent.disable} />
      <FormErrors errors={form.errors} id={form.errorId} />
      <p>To turn it off, enter a current code from the app or your password.</p>
      <TextField
        label="Code from the app"
        errors={code.errors}
        errorId={code.errorId}
        inputProps={{ ...code.inputProps, autoComplete: 'one-time-code', inputMode: 'numeric' }}
      />
      <PasswordField label="Or your password" field={field('password')} autoComplete="current-password" />
      <div className={formClasses.actionsStart}>
        <Button type="submit" variant="danger" isLoading={isSubmitting}>
          Turn off
        </Button>
      </div>
    </Form>
  );
}

function RequireForm({ isRequired, isSubmitting }: { isRequired: boolean; isSubmitting: boolean }) {
  return (
    <Form method="post" className={formClasses.stack}>
      <IntentInput intent={TwoFactorIntent.require} />
      <Checkbox
        label="Require two-factor sign-in for everyone in the practice"
        hint="Team members without it set it up right after their password at their next sign-in."
        inputProps={{ id: 'two-factor-required', name: 'isRequired', defaultChecked: isRequired }}
      />
      <div className={formClasses.actionsStart}>
        <Button type="submit" variant="secondary" isLoading={isSubmitting}>
          Save practice rule
        </Button>
      </div>
    </Form>
  );
}
