import { Tag } from '#app/ui/tag.tsx';
import { useNavigate } from '@remix-run/react';
import { AppointmentForm } from '#app/features/appointments/appointment-form.tsx';
import { AppointmentMessages } from '#app/features/appointments/appointment-messages.tsx';
import type { AppointmentFormProps } from '#app/features/appointments/appointment-form.tsx';
import { AppointmentStateBadge } from '#app/features/appointments/appointment-state.tsx';
import { Alert } from '#app/ui/alert.tsx';
import { ButtonLink } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { Modal } from '#app/ui/modal.tsx';
import type { Appointment, AppointmentMessage } from '#app/features/appointments/appointment.ts';
import { joinClientNames } from '#app/features/appointments/appointment.ts';
import { finishedMessage } from '#app/features/appointments/finished-message.ts';
import styles from '#app/features/appointments/appointment-modal.module.css';

export const APPOINTMENT_MODAL_TITLES = {
  create: 'Create Appointment',
  edit: 'Edit Appointment',
  view: 'View Appointment',
} as const;

type AppointmentModalProps = AppointmentFormProps & {
  /** The appointment being edited or viewed (absent when creating). */
  appointment?: Appointment | null;
  /** When it is over: the date to say it finished on, in the viewer's zone. */
  finishedOn?: string | null;
  /** Escape and the backdrop; defaults to going to `cancelHref`. */
  onClose?: () => void;
  /** The room (own provider) or the waiting screen (colleague) on the session day; null when it leads nowhere. */
  sessionHref?: string | null;
  /** What was sent about the appointment, when the API tells (get-full-appointment's `messages`). */
  messages?: AppointmentMessage[] | null;
  /** The viewer's zone, for the messages' times. */
  timeZone?: string;
};

/**
 * Create, Edit or View Appointment: the appointment form in a modal. The modal is opened by the URL (the
 * screen renders it when `?create=1` or `?appointment=<id>` is present), so it is in the server's HTML and
 * closes by going back to the calendar URL. A finished appointment says so; the clients are listed by name.
 */
export function AppointmentModal({
  appointment,
  finishedOn,
  onClose,
  sessionHref,
  messages,
  timeZone = 'UTC',
  ...formProps
}: AppointmentModalProps) {
  const navigate = useNavigate();
  const close = onClose ?? (() => navigate(formProps.cancelHref, { preventScrollReset: true }));
  const clientNames = appointment ? joinClientNames(appointment) : '';
  return (
    <Modal
      isOpen
      title={APPOINTMENT_MODAL_TITLES[formProps.mode]}
      onClose={close}
      size="lg"
      hasDescription={false}
    >
      {appointment ? (
        <div className={styles.summary}>
          <AppointmentStateBadge state={appointment.state} />
          {appointment.isConfirmedByClient ? <Tag tone="confirmed">Confirmed by the client</Tag> : null}
          <dl className={styles.facts}>
            <div>
              <dt>Clients</dt>
              <dd>{clientNames || 'No clients'}</dd>
            </div>
            {appointment.providerName ? (
              <div>
                <dt>Provider</dt>
                <dd>{appointment.providerName}</dd>
              </div>
            ) : null}
          </dl>
          {sessionHref && !finishedOn ? (
            <ButtonLink to={sessionHref} size="sm" icon={<Icon name="video" size={16} />}>
              Go to session
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
      {finishedOn ? <Alert tone="info">{finishedMessage(finishedOn)}</Alert> : null}
      {appointment?.isReadOnly ? (
        <p className={styles.note}>This is another provider&rsquo;s appointment: you can view it only.</p>
      ) : null}
      <AppointmentForm {...formProps} />
      {messages ? <AppointmentMessages messages={messages} timeZone={timeZone} /> : null}
    </Modal>
  );
}
