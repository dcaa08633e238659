import twilio from 'twilio';
import type { Logger } from '#jobs/lib/log.js';
import {
  classifyStatus,
  classifyTransportError,
  DeliveryError,
  linksIn,
  type Channel,
  type SmsMessage,
} from './delivery.js';

export interface SmsChannelOptions {
  accountSid: string | null;
  authToken: string | null;
  /** +E.164 sender number, or a Messaging Service SID (MG...). */
  from: string | null;
  /** Where the SDK sends requests (a local fake in tests); Twilio's own API when null. */
  baseUrl: string | null;
  /** Where Twilio posts the text's status changes (the delivery log, ADR 0052); none when null. */
  statusCallbackUrl?: string | null;
  log: Logger;
  logLinks: boolean;
  /** Per provider request (10 s). A timed-out send's outcome is unknown, so it is not resent. */
  timeoutMs?: number;
}

type RequestOptions = Parameters<InstanceType<typeof twilio.RequestClient>['request']>[0];

/**
 * The SDK builds absolute https://api.twilio.com/... URLs; this client sends the same path and query to
 * another base URL instead (the SDK has no base-URL setting, only Twilio's own edges and regions).
 */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(
    private readonly baseUrl: string,
    options: ConstructorParameters<typeof twilio.RequestClient>[0],
  ) {
    super(options);
  }

  override request<TData>(options: RequestOptions & { data?: TData }) {
    const original = new URL(options.uri);
    const base = new URL(this.baseUrl);
    const uri = `${base.origin}${base.pathname.replace(/\/+$/, '')}${original.pathname}${original.search}`;
    return super.request<TData>({ ...options, uri });
  }
}

/** SMS through the real twilio SDK (plain text only); with no credentials, a log line that counts as delivered. */
export function createSmsChannel(options: SmsChannelOptions): Channel<SmsMessage> {
  const { accountSid, authToken, from } = options;
  if (!accountSid || !authToken || !from) return createLoggedSmsChannel(options);

  const timeout = options.timeoutMs ?? 10_000;
  const client = twilio(accountSid, authToken, {
    timeout,
    // No hidden retries inside the SDK: the queue decides about retrying.
    autoRetry: false,
    ...(options.baseUrl ? { httpClient: new RebasedRequestClient(options.baseUrl, { timeout }) } : {}),
  });
  const sender = from.startsWith('MG') ? { messagingServiceSid: from } : { from };

  return {
    isLive: true,
    async send(message) {
      try {
        const sent = await client.messages.create({
          to: message.to,
          body: message.text,
          ...sender,
          ...(options.statusCallbackUrl ? { statusCallback: options.statusCallbackUrl } : {}),
        });
        return { providerMessageId: sent.sid ?? null };
      } catch (error) {
        if (error instanceof twilio.RestException) {
          const detail = error.code ? ` (Twilio error ${error.code})` : '';
          throw new DeliveryError(
            classifyStatus(error.status),
            `Twilio answered ${error.status}: ${error.message}${detail}`,
            error.status,
          );
        }
        throw classifyTransportError(error);
      }
    },
  };
}

function createLoggedSmsChannel(options: SmsChannelOptions): Channel<SmsMessage> {
  return {
    isLive: false,
    async send(message) {
      const links = options.logLinks ? linksIn(message.text) : [];
      options.log.info('sms not sent (no TWILIO_ACCOUNT_SID); logged instead', {
        id: message.id,
        to: message.to,
        length: message.text.length,
        ...Object.fromEntries(links.map((link, index) => [index === 0 ? 'link' : `link${index + 1}`, link])),
      });
      return { providerMessageId: `log-${message.id}` };
    },
  };
}
