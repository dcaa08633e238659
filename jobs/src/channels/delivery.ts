/**
 * What a channel promises: `send` resolves once the provider accepted the message, with its id, or throws a
 * DeliveryError saying whether trying again could help.
 */
export interface Delivery {
  /** The provider's id for the message (SendGrid's X-Message-Id, Twilio's SM... SID, `log-<id>` without keys). */
  providerMessageId: string | null;
}

/**
 * - `retryable`: the provider certainly did not take the message and may later (429, 5xx, connection refused).
 * - `permanent`: it refused this message and always will (4xx other than 408 and 429).
 * - `unknown`: the request may have reached it (timed out or cut off after sending): resending could deliver
 *   it twice, so it is not resent.
 */
export type FailureKind = 'retryable' | 'permanent' | 'unknown';

export class DeliveryError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export interface EmailMessage {
  /** The outbox row id: tags the message at the provider and names it in logs. */
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface SmsMessage {
  id: string;
  /** +E.164 */
  to: string;
  /** Plain text only. */
  text: string;
}

export interface Channel<M> {
  /** False when the channel only writes to the log (no provider key). */
  readonly isLive: boolean;
  send(message: M): Promise<Delivery>;
}

/** The answer of an HTTP API, by status. */
export function classifyStatus(status: number): FailureKind {
  if (status === 408 || status === 429 || status >= 500) return 'retryable';
  return 'permanent';
}

/** Errors that happen before a request leaves this machine: nothing can have been delivered. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EAI_FAIL',
]);

/** A transport failure with no HTTP answer (the SDKs both use axios, whose errors carry a code). */
export function classifyTransportError(error: unknown): DeliveryError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : String(error);
  if (NOT_SENT_CODES.has(code)) return new DeliveryError('retryable', `${code}: ${message}`);
  return new DeliveryError('unknown', `${code || 'network error'}: ${message}`);
}

/** The http(s) links of a plain-text body, in order (what a developer needs from a logged message). */
export function linksIn(text: string): string[] {
  const links = (text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ''));
  return [...new Set(links)];
}
