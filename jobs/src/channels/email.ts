import type { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import type { MailSender } from '#jobs/config.js';
import type { Logger } from '#jobs/lib/log.js';
import {
  classifyStatus,
  classifyTransportError,
  DeliveryError,
  linksIn,
  type Channel,
  type EmailMessage,
} from './delivery.js';

export interface EmailChannelOptions {
  apiKey: string | null;
  /** Where the SDK sends requests (a local fake in tests); SendGrid's own API when null. */
  baseUrl: string | null;
  from: MailSender;
  log: Logger;
  /** Without a key: whether the message's links may be printed (development only). */
  logLinks: boolean;
  /** Per provider request (10 s). A timed-out send's outcome is unknown, so it is not resent. */
  timeoutMs?: number;
}

/** Control characters or line breaks in a subject would corrupt the header; collapse them. */
function cleanSubject(subject: string): string {
  // eslint-disable-next-line no-control-regex
  return subject.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
}

function statusOf(error: unknown): number | null {
  // @sendgrid/helpers ResponseError: `code` is the HTTP status; transport errors have string codes.
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number')
    return error.code;
  return null;
}

function describeResponse(error: unknown, status: number): string {
  const body = (error as { response?: { body?: { errors?: Array<{ message?: string }> } } }).response?.body;
  const details = body?.errors
    ?.map((item) => item.message)
    .filter(Boolean)
    .join('; ');
  return `SendGrid answered ${status}${details ? `: ${details}` : ''}`;
}

/** E-mail through the real @sendgrid/mail SDK; with no API key, a log line that counts as delivered. */
export function createEmailChannel(options: EmailChannelOptions): Channel<EmailMessage> {
  if (!options.apiKey) return createLoggedEmailChannel(options);

  // A private service and client (not the SDK's module singletons), so settings never leak between users.
  const service = new MailService();
  service.setApiKey(options.apiKey);
  // setApiKey resets the base URL to SendGrid's region host, so the override comes after it.
  if (options.baseUrl)
    (service as unknown as { client: Client }).client.setDefaultRequest('baseUrl', options.baseUrl);
  service.setTimeout(options.timeoutMs ?? 10_000);

  return {
    isLive: true,
    async send(message) {
      try {
        const [response] = await service.send({
          to: message.to,
          from: { email: options.from.email, name: options.from.name },
          subject: cleanSubject(message.subject),
          text: message.text,
          html: message.html,
          customArgs: { notification_id: message.id },
          // Click tracking would route single-use links through a tracking domain; keep them as written.
          trackingSettings: { clickTracking: { enable: false, enableText: false } },
        });
        const id = response.headers['x-message-id'];
        return { providerMessageId: typeof id === 'string' && id ? id : null };
      } catch (error) {
        const status = statusOf(error);
        if (status === null) throw classifyTransportError(error);
        throw new DeliveryError(classifyStatus(status), describeResponse(error, status), status);
      }
    },
  };
}

function createLoggedEmailChannel(options: EmailChannelOptions): Channel<EmailMessage> {
  return {
    isLive: false,
    async send(message) {
      const links = options.logLinks ? linksIn(message.text) : [];
      options.log.info('email not sent (no SENDGRID_API_KEY); logged instead', {
        id: message.id,
        to: message.to,
        subject: cleanSubject(message.subject),
        ...Object.fromEntries(links.map((link, index) => [index === 0 ? 'link' : `link${index + 1}`, link])),
      });
      return { providerMessageId: `log-${message.id}` };
    },
  };
}
