import { ConfirmDialog } from '#app/ui/confirm-dialog.tsx';

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
  ...props
}: DeleteAppointmentConfirmProps) {
  return (
    <ConfirmDialog
      title="Delete Appointment"
      question={DELETE_APPOINTMENT_QUESTION}
      detail={description}
      fields={{ id: appointmentId }}
      intent="delete"
      confirmLabel="Delete"
      {...props}
    />
  );
}
