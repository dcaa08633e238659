import { EventWebhook } from '@sendgrid/eventwebhook';
import twilio from 'twilio';
import { advanceDelivery, findAnswerableSmsDelivery } from '@tele/data/repositories/deliveries';
import { readInternationalPhone } from '@tele/data/phones';
import { inTransaction } from '@tele/data/repositories/transaction';
import { REMINDER_MESSAGES } from '@tele/contract/messages';
import type { AppDeps } from '#api/deps.js';
import { AppError } from '#api/errors/app-error.js';
import { ANSWER_MESSAGE, applyReminderAnswer } from '#api/services/appointments/reminder-answers.js';

/**
 * The providers' webhooks about messages (issue 30, ADR 0052). Each request is verified before anything is
 * read from it: Twilio's X-Twilio-Signature (HMAC-SHA1 of the public URL and the form, with the auth token, by
 * the twilio SDK's `validateRequest`), SendGrid's signed event webhook (ECDSA P-256 over the timestamp and the
 * raw body, by `@sendgrid/eventwebhook`). A refused request changes nothing.
 */
export const WEBHOOK_PATHS = {
  twilioInbound: '/api/webhooks/twilio/inbound',
  twilioStatus: '/api/webhooks/twilio/status',
  sendgridEvents: '/api/webhooks/sendgrid/events',
} as const;

export const MESSAGE_WEBHOOK_MESSAGES = {
  badSignature: 'The webhook signature is missing or does not match.',
  notSetUp: 'This webhook is not set up.',
  badBody: 'The webhook body could not be read.',
} as const;

const refused = (msg: string) => new AppError('forbidden', msg);

/** A Twilio form post, verified: its fields, or a 403 refusal. */
export function verifyTwilioForm(
  deps: AppDeps,
  path: string,
  rawBody: Buffer,
  signature: string | undefined,
): Record<string, string> {
  const { baseUrl, twilioAuthToken, twilioAccountSid } = deps.config.messageWebhooks;
  if (!baseUrl || !twilioAuthToken) throw refused(MESSAGE_WEBHOOK_MESSAGES.notSetUp);
  const params = Object.fromEntries(new URLSearchParams(rawBody.toString('utf8')));
  if (!signature || !twilio.validateRequest(twilioAuthToken, signature, `${baseUrl}${path}`, params))
    throw refused(MESSAGE_WEBHOOK_MESSAGES.badSignature);
  // Signed with our token, so it is ours; a different account in it would be a misconfiguration.
  if (twilioAccountSid && params.AccountSid && params.AccountSid !== twilioAccountSid)
    throw refused(MESSAGE_WEBHOOK_MESSAGES.badSignature);
  return params;
}

/** What a text's body asks: C (confirm) or X (cancel), as people type them. */
export function readAnswer(body: string | undefined): 'confirmed' | 'cancelled' | null {
  const word = (body ?? '')
    .trim()
    .toUpperCase()
    .replace(/[.!\s]+$/, '');
  if (['C', 'CONFIRM', 'CONFIRMED', 'YES', 'Y'].includes(word)) return 'confirmed';
  if (['X', 'CANCEL', 'CANCELLED', 'CANCELED'].includes(word)) return 'cancelled';
  return null;
}

function twiml(text: string | null): string {
  const response = new twilio.twiml.MessagingResponse();
  if (text) response.message(text);
  return response.toString();
}

/**
 * An inbound text (Twilio's messaging webhook): matched by its sender to the session their latest text
 * reminder was about that starts soonest; C confirms, X cancels (the provider is told). Answered with TwiML:
 * a short reply, or an empty response for a number no reminder was texted to (nothing changes).
 */
export async function receiveInboundText(deps: AppDeps, params: Record<string, string>, now: Date) {
  const phone = readInternationalPhone(params.From);
  const delivery = phone ? await findAnswerableSmsDelivery(deps.db, { phone, now }) : null;
  if (!delivery) return twiml(null);
  const answer = readAnswer(params.Body);
  if (!answer) return twiml(REMINDER_MESSAGES.howToAnswer);
  const outcome = await inTransaction(deps.db, (tx) =>
    applyReminderAnswer(deps, tx, {
      appointmentId: delivery.appointmentId,
      userId: delivery.userId,
      answer,
      via: 'sms',
      delivery: { id: delivery.id },
      now,
    }),
  );
  return twiml(ANSWER_MESSAGE[outcome]);
}

/** Twilio's message statuses, as the delivery log's (the others, such as `sending`, are steps in between). */
const TWILIO_STATUS: Record<string, 'sent' | 'delivered' | 'failed'> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'failed',
  failed: 'failed',
  canceled: 'failed',
};

/** A text's status callback: moves its delivery forward (never back), by the message's SID. */
export async function receiveTextStatus(deps: AppDeps, params: Record<string, string>, now: Date) {
  const status = TWILIO_STATUS[params.MessageStatus ?? ''];
  const sid = params.MessageSid ?? params.SmsSid;
  if (!status || !sid) return;
  await advanceDelivery(
    deps.db,
    { channel: 'sms', providerMessageId: sid },
    {
      status,
      error:
        status === 'failed'
          ? `Twilio: ${params.MessageStatus}${params.ErrorCode ? ` (error ${params.ErrorCode})` : ''}`
          : null,
      at: now,
    },
  );
}

/** SendGrid's event types, as the delivery log's (opens, clicks and deferrals are not delivery outcomes). */
const SENDGRID_STATUS: Record<string, 'sent' | 'delivered' | 'failed'> = {
  processed: 'sent',
  delivered: 'delivered',
  bounce: 'failed',
  dropped: 'failed',
  blocked: 'failed',
};

interface SendgridEvent {
  event?: unknown;
  sg_message_id?: unknown;
  notification_id?: unknown;
  reason?: unknown;
  timestamp?: unknown;
}

const verifier = new EventWebhook();
let parsedKey: { key: string; parsed: ReturnType<EventWebhook['convertPublicKeyToECDSA']> } | null = null;

/** The verification key, parsed once per process (it is the same for every request). */
function sendgridKeyOf(key: string) {
  if (parsedKey?.key !== key) parsedKey = { key, parsed: verifier.convertPublicKeyToECDSA(key) };
  return parsedKey.parsed;
}

/** SendGrid's signed event webhook: verified, then each event about one of our messages applied once. */
export async function receiveEmailEvents(
  deps: AppDeps,
  input: { rawBody: Buffer; signature: string | undefined; timestamp: string | undefined; now: Date },
) {
  const key = deps.config.messageWebhooks.sendgridPublicKey;
  if (!key) throw refused(MESSAGE_WEBHOOK_MESSAGES.notSetUp);
  if (!input.signature || !input.timestamp) throw refused(MESSAGE_WEBHOOK_MESSAGES.badSignature);
  let isValid = false;
  try {
    isValid = verifier.verifySignature(sendgridKeyOf(key), input.rawBody, input.signature, input.timestamp);
  } catch {
    isValid = false;
  }
  if (!isValid) throw refused(MESSAGE_WEBHOOK_MESSAGES.badSignature);
  let events: unknown;
  try {
    events = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    throw new AppError('invalid', MESSAGE_WEBHOOK_MESSAGES.badBody);
  }
  if (!Array.isArray(events)) throw new AppError('invalid', MESSAGE_WEBHOOK_MESSAGES.badBody);
  for (const event of events as SendgridEvent[]) {
    const status = typeof event.event === 'string' ? SENDGRID_STATUS[event.event] : undefined;
    const id = typeof event.notification_id === 'string' ? event.notification_id : null;
    if (!status || !id || !/^[0-9a-f]{24}$/.test(id)) continue;
    const messageId = typeof event.sg_message_id === 'string' ? event.sg_message_id : undefined;
    const at =
      typeof event.timestamp === 'number' && Number.isFinite(event.timestamp)
        ? new Date(event.timestamp * 1000)
        : input.now;
    await advanceDelivery(
      deps.db,
      // Our row id (the custom argument the worker set), and SendGrid's id when we have it: the two must agree.
      { id, ...(messageId ? { providerMessagePrefix: messageId } : {}) },
      {
        status,
        error:
          status === 'failed'
            ? `SendGrid: ${event.event}${typeof event.reason === 'string' ? `: ${event.reason}` : ''}`
            : null,
        at,
      },
    );
  }
}
