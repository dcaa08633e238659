import { useRef } from 'react';
import { Form, useNavigate } from '@remix-run/react';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { Modal, modalClasses } from '#app/ui/modal.tsx';

export const DELETE_APPOINTMENT_QUESTION = 'Do you want to delete this appointment really?';

type DeleteAppointmentConfirmProps = {
  appointmentId: string;
  /** Names what is deleted, e.g. the title or the invitation's address. */
  description: string;
  /** Where Delete posts (the screen's action, intent=delete). */
  action?: string;
  cancelHref: string;
  onCancel?: () => void;
  isSubmitting?: boolean;
};

/** The delete appointment confirmation: Cancel goes back, Delete posts the cancellation. */
export function DeleteAppointmentConfirm({
  appointmentId,
  description,
  action,
  cancelHref,
  onCancel,
  isSubmitting = false,
}: DeleteAppointmentConfirmProps) {
  const navigate = useNavigate();
  const cancelRef = useRef<HTMLAnchorElement>(null);
  const close = onCancel ?? (() => navigate(cancelHref, { preventScrollReset: true }));
  return (
    <Modal
      isOpen
      title="Delete Appointment"
      role="alertdialog"
      size="sm"
      onClose={close}
      initialFocusRef={cancelRef}
      footer={
        <Form method="post" action={action} className={modalClasses.actions} preventScrollReset>
          <input type="hidden" name="id" value={appointmentId} />
          <ButtonLink ref={cancelRef} to={cancelHref} variant="secondary" preventScrollReset>
            Cancel
          </ButtonLink>
          <Button type="submit" name="intent" value="delete" variant="danger" isLoading={isSubmitting}>
            Delete
          </Button>
        </Form>
      }
    >
      <p>{DELETE_APPOINTMENT_QUESTION}</p>
      <p className={modalClasses.detail}>{description}</p>
    </Modal>
  );
}
