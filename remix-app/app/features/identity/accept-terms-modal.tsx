import { Form } from '@remix-run/react';
import { Button } from '#app/ui/button.tsx';
import { Modal, modalClasses } from '#app/ui/modal.tsx';
import { AcceptTermsIntent } from '#app/features/identity/accept-terms-intent.ts';

type AcceptTermsModalProps = {
  isOpen: boolean;
  productName: string;
  /** Where the terms and conditions are published; without one the text names them without a link. */
  termsUrl: string | null;
  isSubmitting?: boolean;
  /** A team member accepts for the practice; a client (its own home) for itself. */
  isForPractice?: boolean;
};

/**
 * Shown on the dashboard (and the client's home) until the account accepts the terms. It demands a choice: no Escape, no backdrop
 * dismissal. Continue posts to the dashboard's action; Log Out posts to /logout.
 */
export function AcceptTermsModal({
  isOpen,
  productName,
  termsUrl,
  isSubmitting = false,
  isForPractice = true,
}: AcceptTermsModalProps) {
  const terms = termsUrl ? (
    <a href={termsUrl} target="_blank" rel="noreferrer">
      terms and conditions
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  ) : (
    'terms and conditions'
  );
  return (
    <Modal
      isOpen={isOpen}
      title="Accept Terms and Conditions"
      footer={
        <div className={modalClasses.actions}>
          <Form method="post" action="/logout">
            <Button type="submit" variant="secondary">
              Log Out
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value={AcceptTermsIntent} />
            <Button type="submit" isLoading={isSubmitting}>
              Continue to {productName}
            </Button>
          </Form>
        </div>
      }
    >
      <p>Welcome to {productName}.</p>
      <p>
        Before you start, please read the {terms} of {productName}. By continuing you accept them
        {isForPractice ? ' on behalf of your practice' : ''}.
      </p>
    </Modal>
  );
}
