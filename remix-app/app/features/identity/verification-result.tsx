import { AuthCard, authCardClasses } from '#app/features/identity/auth-layout.tsx';
import styles from '#app/features/identity/verification-result.module.css';
import { Alert } from '#app/ui/alert.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { formClasses } from '#app/ui/form-layout.ts';

export type VerificationOutcome =
  { status: 'verified'; email: string | null } | { status: 'failed'; message: string };

type VerificationResultProps = { outcome: VerificationOutcome };

export function VerificationResult({ outcome }: VerificationResultProps) {
  if (outcome.status === 'verified') {
    return (
      <AuthCard title="Email verified">
        <div className={styles.verification}>
          <span className={styles.badge} aria-hidden="true">
            <Icon name="check" size={28} />
          </span>
          <p>
            {outcome.email ? (
              <>
                Your email address <strong>{outcome.email}</strong> has been verified.
              </>
            ) : (
              'Your email address has been verified.'
            )}{' '}
            You can now log in to your practice.
          </p>
        </div>
        <ButtonLink to="/login" size="lg" isFullWidth>
          Go to Login
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="We could not verify your email">
      <Alert tone="error">{outcome.message}</Alert>
      <p className={authCardClasses.help}>
        The link may have expired or been used already. Register again to receive a new verification email.
      </p>
      <div className={formClasses.actions}>
        <ButtonLink to="/login" variant="secondary">
          Go to Login
        </ButtonLink>
        <ButtonLink to="/register-provider">Register again</ButtonLink>
      </div>
    </AuthCard>
  );
}
