import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { isEmail } from '#api/lib/text.js';
import { queueNotification } from '@tele/data/outbox';
import { inTransaction } from '@tele/data/repositories/transaction';
import { CONTACT_MESSAGES } from '@tele/contract/messages';
import type { RouteBody } from '@tele/contract/routes';

type Input = RouteBody<'users/send-contact'>;

const text = (value: string | number | undefined) => String(value ?? '').trim();

/**
 * `send-contact`, the public "Contact us" and "Request demo" forms (legacy-contract 6.1): checked in the legacy's
 * order, then written to the outbox for the product's support mailbox (SUPPORT_EMAIL) only. Nothing is sent to
 * any address the sender typed, and the e-mail escapes every field (contact-us template; S11).
 */
export async function sendContact(deps: AppDeps, input: Input, now: Date): Promise<string> {
  const isBooking = input.role === 'booking';
  const fields = {
    firstName: text(input.first_name),
    lastName: text(input.last_name),
    email: text(input.email),
    phone: text(input.phone_number),
    jobTitle: text(input.job_title),
    companyName: text(input.company_name),
  };
  const required = isBooking
    ? [fields.firstName, fields.lastName, fields.email, fields.phone]
    : [fields.firstName, fields.lastName, fields.email, fields.jobTitle, fields.companyName];
  if (required.some((value) => !value)) refuse(CONTACT_MESSAGES.fillAll);
  if (fields.phone && !/^\d{9,15}$/.test(fields.phone)) refuse(CONTACT_MESSAGES.phone);
  if (!isEmail(fields.email)) refuse(CONTACT_MESSAGES.validEmail);
  await inTransaction(deps.db, (tx) =>
    queueNotification(
      deps.outbox,
      {
        practiceId: null,
        channel: 'email',
        recipient: deps.config.supportEmail,
        template: 'contact-us',
        payload: {
          isBooking,
          topic: text(input.select_item),
          ...fields,
          message: text(input.msg),
          bookingDate: isBooking ? text(input.booking_date) : '',
        },
        now,
      },
      tx,
    ),
  );
  return CONTACT_MESSAGES.sent;
}
