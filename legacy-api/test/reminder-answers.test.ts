import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@tele/data/ids';
import { issueLink } from '@tele/data/links';
import { recordDeliveriesSent, recordQueuedDeliveries } from '@tele/data/repositories/deliveries';
import { findNotificationsByRecipient, insertNotifications } from '@tele/data/repositories/notifications';
import { REMINDER_MESSAGES } from '@tele/contract/messages';
import { MESSAGE_WEBHOOK_MESSAGES, WEBHOOK_PATHS } from '../src/services/notifications/message-webhooks.js';
import { createTestApp, logInAs, seedClient, seedProvider, type TestApp } from './support/app.js';

/**
 * Reminders clients answer (issue 30, ADR 0052), through the providers' real webhook formats: Twilio's inbound
 * text and status callbacks signed as Twilio signs them (the SDK's own signature), SendGrid's event webhook
 * signed with an ECDSA key as SendGrid signs it. A forged signature is refused and changes nothing; a reply
 * from an unknown number is ignored; a second reply changes nothing; statuses never move backwards; one
 * practice's message ids cannot touch another's.
 */
const BASE = 'https://api.teletherapist.example';
const AUTH_TOKEN = 'twilio-auth-token-for-the-tests-0001';
const ACCOUNT = `AC${'0'.repeat(32)}`;

let t: TestApp;
let sendgridKey: KeyObject;

beforeAll(async () => {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  sendgridKey = privateKey;
  t = await createTestApp({
    messageWebhooks: {
      baseUrl: BASE,
      twilioAccountSid: ACCOUNT,
      twilioAuthToken: AUTH_TOKEN,
      sendgridPublicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    },
  });
});
afterAll(async () => {
  await t?.close();
});

/** A form post as Twilio sends it, signed for `url` with `token` (the right ones unless a test forges). */
function postTwilio(
  path: string,
  params: Record<string, string>,
  options: { token?: string; url?: string; signature?: string | null } = {},
) {
  const signature =
    options.signature === undefined
      ? twilio.getExpectedTwilioSignature(
          options.token ?? AUTH_TOKEN,
          options.url ?? `${BASE}${path}`,
          params,
        )
      : options.signature;
  return t.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'x-twilio-signature': signature }),
    },
  });
}

const reply = (from: string, body: string, options?: Parameters<typeof postTwilio>[2]) =>
  postTwilio(
    WEBHOOK_PATHS.twilioInbound,
    {
      AccountSid: ACCOUNT,
      MessageSid: `SM${newId().padEnd(32, '0')}`,
      From: from,
      To: '+15550001111',
      Body: body,
    },
    options,
  );

const status = (sid: string, messageStatus: string, extra: Record<string, string> = {}) =>
  postTwilio(WEBHOOK_PATHS.twilioStatus, {
    AccountSid: ACCOUNT,
    MessageSid: sid,
    MessageStatus: messageStatus,
    ...extra,
  });

/** SendGrid's event batch, signed with its key over the timestamp and the exact body. */
function postSendgrid(events: unknown[], options: { key?: KeyObject } = {}) {
  const payload = JSON.stringify(events);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = sign('sha256', Buffer.from(timestamp + payload), options.key ?? sendgridKey).toString(
    'base64',
  );
  return t.inject({
    method: 'POST',
    url: WEBHOOK_PATHS.sendgridEvents,
    payload,
    headers: {
      'content-type': 'application/json',
      'x-twilio-email-event-webhook-signature': signature,
      'x-twilio-email-event-webhook-timestamp': timestamp,
    },
  });
}

let phoneCounter = 100;

/** A provider, a client with a phone, and a session two days ahead whose reminder was texted and e-mailed. */
async function remindedSession(options: { name?: string } = {}) {
  const provider = await seedProvider(t.deps.db, { planString: 'month_individual_ultimate' });
  const client = await seedClient(t.deps.db, {
    practiceId: provider.practiceId,
    providerId: provider.id,
    name: options.name ?? 'Casey Client',
  });
  phoneCounter += 1;
  const phone = `+1555010${String(phoneCounter).padStart(4, '0')}`;
  await t.deps.db.models.User.update({ phone: `(555) 010-${phone.slice(-4)}` }, { where: { id: client.id } });
  const token = await logInAs(t, provider);
  const start = new Date(t.clock.now().getTime() + 2 * 24 * 3_600_000);
  const created = await t.post(
    'appointments/create-appointment',
    {
      invitees_id: [client.id],
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 50 * 60_000).toISOString(),
    },
    token,
  );
  expect(created.statusCode).toBe(200);
  const row = await t.deps.db.models.Appointment.findOne({ where: { provider_id: provider.id } });
  const appointmentId = row!.id;
  const now = t.clock.now();
  const sms = { id: newId(now), sid: `SM${newId(now)}${'0'.repeat(8)}` };
  const email = { id: newId(now), messageId: `sg${newId(now)}` };
  const rows = [
    { id: sms.id, channel: 'sms' as const, recipient: phone, template: 'appointment-reminder-sms' },
    { id: email.id, channel: 'email' as const, recipient: client.email, template: 'appointment-reminder' },
  ];
  await insertNotifications(
    t.deps.db,
    rows.map((message) => ({
      ...message,
      practiceId: provider.practiceId,
      appointmentId,
      payload: {},
      now,
    })),
  );
  await recordQueuedDeliveries(
    t.deps.db,
    rows.map((message) => ({
      id: message.id,
      practiceId: provider.practiceId,
      appointmentId,
      userId: client.id,
      channel: message.channel,
      recipient: message.recipient,
      now,
    })),
  );
  await recordDeliveriesSent(t.deps.db, [
    { id: sms.id, providerMessageId: sms.sid, sentAt: now },
    { id: email.id, providerMessageId: email.messageId, sentAt: now },
  ]);
  return { provider, client, token, phone, appointmentId, sms, email };
}

async function appointmentRow(id: string) {
  return (await t.deps.db.models.Appointment.findByPk(id))!;
}

async function deliveryOf(id: string) {
  const [row] = await t.deps.db.sequelize.query<{
    status: string;
    answer: string | null;
    error: string | null;
    delivered_at: Date | null;
  }>('SELECT status, answer, error, delivered_at FROM deliveries WHERE id = :id', {
    replacements: { id },
    type: 'SELECT' as never,
  });
  return row!;
}

describe('the inbound text webhook', () => {
  it('refuses a forged, missing or misaddressed signature with 403 and changes nothing', async () => {
    const session = await remindedSession();
    const forged = await reply(session.phone, 'C', { token: 'not-the-auth-token-at-all-000000' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ msg: MESSAGE_WEBHOOK_MESSAGES.badSignature });
    const missing = await reply(session.phone, 'C', { signature: null });
    expect(missing.statusCode).toBe(403);
    // Signed for another address than the one Twilio was given: the URL is part of what is signed.
    const elsewhere = await reply(session.phone, 'C', {
      url: `https://elsewhere.example${WEBHOOK_PATHS.twilioInbound}`,
    });
    expect(elsewhere.statusCode).toBe(403);

    expect((await appointmentRow(session.appointmentId)).client_answer).toBeNull();
    expect((await deliveryOf(session.sms.id)).status).toBe('sent');
  });

  it('answers a number no reminder was texted to with an empty TwiML and changes nothing', async () => {
    const session = await remindedSession();
    const answer = await reply('+15559990000', 'X');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/xml/);
    expect(answer.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    const row = await appointmentRow(session.appointmentId);
    expect(row.deleted_at).toBeNull();
    expect(row.client_answer).toBeNull();
  });

  it('confirms on C, shows it to the provider, and a second reply changes nothing', async () => {
    const session = await remindedSession();
    const answer = await reply(session.phone, ' c ');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(`<Message>${REMINDER_MESSAGES.confirmed}</Message>`);
    expect((await appointmentRow(session.appointmentId)).client_answer).toBe('confirmed');
    expect(await deliveryOf(session.sms.id)).toMatchObject({ status: 'answered', answer: 'confirmed' });

    const full = await t.post(
      'appointments/get-full-appointment',
      { appointment_id: session.appointmentId },
      session.token,
    );
    const results = full.json().results as {
      client_answer?: string;
      messages: Array<{ _id: string; delivery_status?: string; answer?: string }>;
    };
    expect(results.client_answer).toBe('confirmed');
    expect(results.messages.find((message) => message._id === session.sms.id)).toMatchObject({
      delivery_status: 'answered',
      answer: 'confirmed',
    });

    // The second reply, a cancel, is told the first answer stands: the session is still on.
    const second = await reply(session.phone, 'X');
    expect(second.body).toContain(`<Message>${REMINDER_MESSAGES.already}</Message>`);
    const row = await appointmentRow(session.appointmentId);
    expect(row.deleted_at).toBeNull();
    expect(row.client_answer).toBe('confirmed');
    expect(await findNotificationsByRecipient(t.deps.db, session.provider.email)).toHaveLength(0);
  });

  it('cancels on X with the provider told once; a second X changes nothing twice', async () => {
    const session = await remindedSession({ name: 'Avery Answer' });
    const answer = await reply(session.phone, 'X');
    expect(answer.body).toContain(`<Message>${REMINDER_MESSAGES.cancelled}</Message>`);
    const row = await appointmentRow(session.appointmentId);
    expect(row.deleted_at).not.toBeNull();
    expect(row.client_answer).toBe('cancelled');
    const told = await findNotificationsByRecipient(t.deps.db, session.provider.email);
    expect(told.map((message) => message.template)).toEqual(['client-cancelled-session']);
    expect(told[0]!.payload).toMatchObject({ clientName: 'Avery Answer', via: 'sms', isGroupLeft: false });

    const second = await reply(session.phone, 'X');
    expect(second.body).toContain(`<Message>${REMINDER_MESSAGES.already}</Message>`);
    expect(await findNotificationsByRecipient(t.deps.db, session.provider.email)).toHaveLength(1);
    expect((await appointmentRow(session.appointmentId)).deleted_at).toEqual(row.deleted_at);
  });

  it('asks for C or X when the reply is neither, without changing anything', async () => {
    const session = await remindedSession();
    const answer = await reply(session.phone, 'what time is it?');
    expect(answer.body).toContain(`<Message>${REMINDER_MESSAGES.howToAnswer}</Message>`);
    expect((await appointmentRow(session.appointmentId)).client_answer).toBeNull();
    expect((await deliveryOf(session.sms.id)).status).toBe('sent');
  });
});

describe('the text status callback', () => {
  it('refuses a forged signature', async () => {
    const session = await remindedSession();
    const forged = await postTwilio(
      WEBHOOK_PATHS.twilioStatus,
      { AccountSid: ACCOUNT, MessageSid: session.sms.sid, MessageStatus: 'failed' },
      { token: 'forged-token-forged-token-forged-00' },
    );
    expect(forged.statusCode).toBe(403);
    expect((await deliveryOf(session.sms.id)).status).toBe('sent');
  });

  it('moves a status forward only: a late "sent" after "delivered" and the same event twice change nothing', async () => {
    const session = await remindedSession();
    expect((await status(session.sms.sid, 'delivered')).statusCode).toBe(204);
    const delivered = await deliveryOf(session.sms.id);
    expect(delivered.status).toBe('delivered');
    t.clock.advance(60_000);
    await status(session.sms.sid, 'sent');
    await status(session.sms.sid, 'delivered');
    await status(session.sms.sid, 'undelivered', { ErrorCode: '30003' });
    expect(await deliveryOf(session.sms.id)).toEqual(delivered);
  });

  it('shows a failed text, with the reason, in the appointment dialog', async () => {
    const session = await remindedSession();
    await status(session.sms.sid, 'undelivered', { ErrorCode: '30003' });
    const full = await t.post(
      'appointments/get-full-appointment',
      { appointment_id: session.appointmentId },
      session.token,
    );
    const line = (full.json().results.messages as Array<Record<string, unknown>>).find(
      (message) => message._id === session.sms.id,
    );
    expect(line).toMatchObject({ delivery_status: 'failed', error: 'Twilio: undelivered (error 30003)' });
  });

  it("never touches another practice's message: each callback moves only the message it names", async () => {
    const ours = await remindedSession();
    const theirs = await remindedSession();
    await status(theirs.sms.sid, 'failed');
    expect((await deliveryOf(theirs.sms.id)).status).toBe('failed');
    expect((await deliveryOf(ours.sms.id)).status).toBe('sent');
    // A reply from their client's number answers their session, never ours.
    await reply(theirs.phone, 'C');
    expect((await appointmentRow(theirs.appointmentId)).client_answer).toBe('confirmed');
    expect((await appointmentRow(ours.appointmentId)).client_answer).toBeNull();
  });
});

describe('the SendGrid event webhook', () => {
  it('refuses a batch signed with another key and changes nothing', async () => {
    const session = await remindedSession();
    const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    const forged = await postSendgrid(
      [
        {
          event: 'bounce',
          notification_id: session.email.id,
          sg_message_id: `${session.email.messageId}.filter0001`,
        },
      ],
      { key: other },
    );
    expect(forged.statusCode).toBe(403);
    expect((await deliveryOf(session.email.id)).status).toBe('sent');
  });

  it('records delivered and bounced e-mails once, forward only, by the message they name', async () => {
    const session = await remindedSession();
    const theirs = await remindedSession();
    const answer = await postSendgrid([
      {
        event: 'delivered',
        notification_id: session.email.id,
        sg_message_id: `${session.email.messageId}.filter0001`,
        timestamp: 1_800_000_000,
      },
      {
        event: 'open',
        notification_id: theirs.email.id,
        sg_message_id: `${theirs.email.messageId}.filter0002`,
      },
      // Our row's id with another message's SendGrid id: the two must agree, so nothing moves.
      {
        event: 'bounce',
        notification_id: theirs.email.id,
        sg_message_id: `${session.email.messageId}.filter0003`,
      },
    ]);
    expect(answer.statusCode).toBe(204);
    expect((await deliveryOf(session.email.id)).status).toBe('delivered');
    expect((await deliveryOf(theirs.email.id)).status).toBe('sent');

    // A late "processed" and a bounce after delivery change nothing.
    await postSendgrid([
      {
        event: 'processed',
        notification_id: session.email.id,
        sg_message_id: `${session.email.messageId}.filter0001`,
      },
      {
        event: 'bounce',
        notification_id: session.email.id,
        sg_message_id: `${session.email.messageId}.filter0001`,
      },
    ]);
    expect((await deliveryOf(session.email.id)).status).toBe('delivered');

    await postSendgrid([
      {
        event: 'dropped',
        reason: 'Bounced Address',
        notification_id: theirs.email.id,
        sg_message_id: `${theirs.email.messageId}.filter0002`,
      },
    ]);
    expect(await deliveryOf(theirs.email.id)).toMatchObject({
      status: 'failed',
      error: 'SendGrid: dropped: Bounced Address',
    });
  });
});

describe('the e-mailed answer link', () => {
  const linkFor = async (session: Awaited<ReturnType<typeof remindedSession>>) => {
    const link = await issueLink(t.deps.db, {
      purpose: 'answer_reminder',
      subject: { userId: session.client.id, appointmentId: session.appointmentId },
      publicUrl: t.deps.config.publicUrl,
      now: t.clock.now(),
    });
    return link.slice(link.lastIndexOf('/') + 1);
  };

  it('shows the session without changing it, then cancels once, telling the provider; the link then stops', async () => {
    const session = await remindedSession();
    const token = await linkFor(session);
    const shown = await t.post('appointments/get-reminder-answer', { token });
    expect(shown.json().results).toMatchObject({ _id: session.appointmentId, status: 'open' });
    expect((await appointmentRow(session.appointmentId)).client_answer).toBeNull();

    const cancelled = await t.post('appointments/answer-reminder', { token, answer: 'cancel' });
    expect(cancelled.json()).toEqual({ msg: REMINDER_MESSAGES.cancelled });
    expect((await appointmentRow(session.appointmentId)).deleted_at).not.toBeNull();
    expect(await deliveryOf(session.email.id)).toMatchObject({ status: 'answered', answer: 'cancelled' });
    const again = await t.post('appointments/answer-reminder', { token, answer: 'confirm' });
    expect(again.json()).toEqual({ msg: REMINDER_MESSAGES.already });
    // The text reply after the e-mail's answer changes nothing either.
    const text = await reply(session.phone, 'C');
    expect(text.body).toContain(REMINDER_MESSAGES.already);
    expect(await findNotificationsByRecipient(t.deps.db, session.provider.email)).toHaveLength(1);
  });

  it('refuses an unknown, expired or answerless request with 400 {msg}', async () => {
    const session = await remindedSession();
    const token = await linkFor(session);
    const unknown = await t.post('appointments/answer-reminder', {
      token: 'x'.repeat(40),
      answer: 'confirm',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ msg: REMINDER_MESSAGES.linkInvalid });
    const noAnswer = await t.post('appointments/answer-reminder', { token, answer: 'maybe' });
    expect(noAnswer.statusCode).toBe(400);
    t.clock.advance(8 * 24 * 3_600_000);
    const expired = await t.post('appointments/get-reminder-answer', { token });
    expect(expired.statusCode).toBe(400);
    expect((await appointmentRow(session.appointmentId)).client_answer).toBeNull();
  });
});
