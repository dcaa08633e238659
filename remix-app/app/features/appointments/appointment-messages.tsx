import { Icon } from '#app/ui/icon.tsx';
import { Tag } from '#app/ui/tag.tsx';
import type { AppointmentMessage } from '#app/features/appointments/appointment.ts';
import { formatDateTime } from '#app/features/appointments/appointment.ts';
import { cx } from '#app/utils/cx.ts';
import styles from '#app/features/appointments/appointment-messages.module.css';

const TEMPLATE_LABELS: Record<string, string> = {
  'appointment-invite': 'Invitation',
  'appointment-invite-sms': 'Invitation',
  'appointment-request': 'Appointment request',
  'appointment-reminder': 'Reminder',
  'client-invite': 'Client invitation',
};

const STATUS_LABELS: Record<string, string> = {
  pending: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent',
};

function describeTemplate(template: string): string {
  return (
    TEMPLATE_LABELS[template] ??
    template.replace(/[-_]+/g, ' ').replace(/^\w/, (first) => first.toUpperCase())
  );
}

type AppointmentMessagesProps = { messages: AppointmentMessage[]; timeZone: string };

/** What was sent about an appointment: e-mails and texts, to whom, and whether they went out. */
export function AppointmentMessages({ messages, timeZone }: AppointmentMessagesProps) {
  return (
    <section className={styles.messages} aria-labelledby="appointment-messages-title">
      <h3 className={styles.title} id="appointment-messages-title">
        Messages
      </h3>
      {messages.length === 0 ? (
        <p className={styles.empty}>Nothing has been sent about this appointment yet.</p>
      ) : (
        <ul className={styles.list}>
          {messages.map((message) => {
            const when = message.sentAt ?? message.createdAt;
            return (
              <li key={message.id} className={styles.item}>
                <Icon name={message.channel === 'sms' ? 'phone' : 'mail'} size={16} />
                <span className={styles.what}>
                  {describeTemplate(message.template)}
                  <span className="visually-hidden">
                    {message.channel === 'sms' ? ' by text' : ' by e-mail'}
                  </span>
                  {' to '}
                  {message.recipient}
                </span>
                {when ? (
                  <time className={styles.when} dateTime={when}>
                    {formatDateTime(when, timeZone)}
                  </time>
                ) : null}
                <Tag
                  className={cx(
                    message.status === 'sent' && styles.sent,
                    message.status === 'failed' && styles.failed,
                  )}
                  title={message.error ?? undefined}
                >
                  {STATUS_LABELS[message.status] ?? message.status}
                </Tag>
                {message.error && message.status !== 'sent' ? (
                  <span className={styles.error}>{message.error}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
