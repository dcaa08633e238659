import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ChangePasswordForm } from '#app/features/identity/change-password-form.tsx';
import { GeneralErrorBoundary } from '#app/features/shell/general-error-boundary.tsx';
import { pageClass, PageHeader } from '#app/ui/page-header.tsx';
import { submitPasswordChange } from '#app/features/identity/identity.server.ts';
import { requireUser } from '#app/features/identity/auth.server.ts';
import { ChangePasswordSchema } from '#app/features/identity/form-schemas.ts';
import { INTENT_FIELD, TwoFactorIntent, TwoFactorSettings } from '#app/features/two-factor/index.ts';
import type { TwoFactorActionData } from '#app/features/two-factor/index.ts';
import {
  ConfirmTwoFactorSchema,
  loadTwoFactorStatus,
  submitTwoFactorSettings,
  TurnOffTwoFactorSchema,
} from '#app/features/two-factor/index.server.ts';
import { AuditLogCard } from '#app/features/audit/index.ts';
import { loadAuditLog } from '#app/features/audit/index.server.ts';
import { formChecksOf } from '#app/utils/form-checks.server.ts';
import { pageTitle } from '#app/utils/public-env.ts';
import { useIsSubmitting } from '#app/utils/use-is-submitting.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle('Security', matches) }];

const TWO_FACTOR_INTENTS: readonly string[] = Object.values(TwoFactorIntent);
const isTwoFactorIntent = (value: unknown): value is TwoFactorIntent =>
  typeof value === 'string' && TWO_FACTOR_INTENTS.includes(value);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [twoFactor, auditLog] = await Promise.all([
    loadTwoFactorStatus(request),
    loadAuditLog(request, user),
  ]);
  return {
    checks: formChecksOf(ChangePasswordSchema),
    twoFactorChecks: {
      confirm: formChecksOf(ConfirmTwoFactorSchema),
      turnOff: formChecksOf(TurnOffTwoFactorSchema),
    },
    twoFactor,
    auditLog,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const formData = await request.formData();
  const intent = formData.get(INTENT_FIELD);
  if (isTwoFactorIntent(intent)) return submitTwoFactorSettings(request, formData, intent);
  // flag 'profile': the person stays on this page.
  return submitPasswordChange(request, { returnTo: '/settings-security', formData });
}

export default function SettingsSecurityRoute() {
  const { checks, twoFactorChecks, twoFactor, auditLog } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isSubmitting = useIsSubmitting();
  const twoFactorAnswer = actionData && 'intent' in actionData ? (actionData as TwoFactorActionData) : null;
  const passwordResult = actionData && !('intent' in actionData) ? actionData.result : undefined;
  return (
    <div className={pageClass}>
      <PageHeader
        title="Security"
        description="Keep your account safe with a strong password and two-factor sign-in, and see who opened what."
      />
      <ChangePasswordForm checks={checks} lastResult={passwordResult} isSubmitting={isSubmitting} />
      {twoFactor ? (
        <TwoFactorSettings
          status={twoFactor}
          checks={twoFactorChecks}
          actionData={twoFactorAnswer}
          isSubmitting={isSubmitting}
        />
      ) : null}
      <AuditLogCard view={auditLog} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
