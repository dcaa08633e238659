import { useRef } from 'react';
import { Form } from '@remix-run/react';
import { Button } from '#app/ui/button.tsx';
import { Modal, modalClasses } from '#app/ui/modal.tsx';

export const LOGOUT_QUESTION = 'Do you want to log out really?';

type LogoutConfirmProps = {
  isOpen: boolean;
  onCancel: () => void;
  isSubmitting?: boolean;
};

/** The header's Log Out confirmation. Ok posts to the /logout action; Cancel (or Escape) closes. */
export function LogoutConfirm({ isOpen, onCancel, isSubmitting = false }: LogoutConfirmProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      title="Log Out"
      role="alertdialog"
      size="sm"
      initialFocusRef={cancelRef}
      footer={
        <Form method="post" action="/logout" className={modalClasses.actions}>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            Ok
          </Button>
        </Form>
      }
    >
      <p>{LOGOUT_QUESTION}</p>
    </Modal>
  );
}
