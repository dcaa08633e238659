import { Icon } from '#app/ui/icon.tsx';
import { Tag } from '#app/ui/tag.tsx';
import type { AppointmentMessage, DeliveryStatus } from '#app/features/appointments/appointment.ts';
import { formatDateTime } from '#app/features/appointments/appointment.ts';
import { cx } from '#app/utils/cx.ts';
import styles from '#app/features/appointments/appointment-messages.module.css';

const TEMPLATE_LABELS: Record<string, string> = {
  'appointment-invite': 'Invitation',
  'appointment-invite-sms': 'Invitation',
  'appointment-request': 'Appointment request',
  'appointment-reminder': 'Reminder',
  'appointment-reminder-sms': 'Reminder',
  'client-cancelled-session': 'Cancellation notice',
  'client-invite': 'Client invitation',
};

const STATUS_LABELS: Record<string, string> = {
  pending: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent',
};

/** Where a sent message stands, as the provider last told (the delivery log, ADR 0052). */
const DELIVERY_LABELS: Record<DeliveryStatus, string> = {
  queued: 'Sent',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Not delivered',
  answered: 'Answered',
};

/** The status a line shows: the outbox's until the provider took the message, then the delivery log's. */
function describeStatus(message: AppointmentMessage): {
  label: string;
  tone: 'sent' | 'failed' | 'answered' | null;
} {
  const { delivery } = message;
  if (message.status !== 'sent' || !delivery) {
    const tone = message.status === 'sent' ? 'sent' : message.status === 'failed' ? 'failed' : null;
    return { label: STATUS_LABELS[message.status] ?? message.status, tone };
  }
  if (delivery.status === 'answered') {
    const label = delivery.answer === 'cancelled' ? 'Cancelled by the client' : 'Confirmed by the client';
    return { label, tone: 'answered' };
  }
  return { label: DELIVERY_LABELS[delivery.status], tone: delivery.status === 'failed' ? 'failed' : 'sent' };
}

/**
 * The recipient with most of it hidden (the dialog is seen over a provider's shoulder): the e-mail's first
 * letter and its domain, the number's country code and last four digits.
 */
export function maskRecipient(channel: string, recipient: string): string {
  if (channel === 'sms') {
    const digits = recipient.replace(/[^\d+]/g, '');
    if (digits.length <= 6) return recipient;
    const country = digits.startsWith('+1') ? '+1' : digits.slice(0, 3);
    return `${country} ••• ${digits.slice(-4)}`;
  }
  const at = recipient.lastIndexOf('@');
  if (at < 1) return recipient;
  return `${recipient[0]}•••${recipient.slice(at)}`;
}

function describeTemplate(template: string): string {
  return (
    TEMPLATE_LABELS[template] ??
    template.replace(/[-_]+/g, ' ').replace(/^\w/, (first) => first.toUpperCase())
  );
}

type AppointmentMessagesProps = { messages: AppointmentMessage[]; timeZone: string };

/**
 * What was sent about an appointment: e-mails and texts, to whom, whether they went out and, when the providers
 * tell (ADR 0052), whether they arrived, failed or were answered. A failed message says why.
 */
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
            const when =
              message.delivery?.answeredAt ??
              message.delivery?.deliveredAt ??
              message.sentAt ??
              message.createdAt;
            const status = describeStatus(message);
            return (
              <li key={message.id} className={styles.item}>
                <Icon name={message.channel === 'sms' ? 'phone' : 'mail'} size={16} />
                <span className={styles.what}>
                  {describeTemplate(message.template)}
                  <span className="visually-hidden">
                    {message.channel === 'sms' ? ' by text' : ' by e-mail'}
                  </span>
                  {' to '}
                  {maskRecipient(message.channel, message.recipient)}
                </span>
                {when ? (
                  <time className={styles.when} dateTime={when}>
                    {formatDateTime(when, timeZone)}
                  </time>
                ) : null}
                <Tag
                  className={cx(
                    status.tone === 'sent' && styles.sent,
                    status.tone === 'failed' && styles.failed,
                    status.tone === 'answered' && styles.answered,
                  )}
                  title={message.error ?? undefined}
                >
                  {status.label}
                </Tag>
                {message.error && (message.status !== 'sent' || status.tone === 'failed') ? (
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
