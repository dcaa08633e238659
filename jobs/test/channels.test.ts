import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailChannel } from '#jobs/channels/email.js';
import { DeliveryError } from '#jobs/channels/delivery.js';
import { createSmsChannel, type SmsChannelOptions } from '#jobs/channels/sms.js';
import { createLogger } from '#jobs/lib/log.js';
import { startFakeSendGrid, type FakeSendGrid } from './support/fake-sendgrid.js';
import { startFakeTwilio, type FakeTwilio } from './support/fake-twilio.js';

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const logs: string[] = [];
const log = createLogger({ write: (line) => logs.push(line) });

let twilioFake: FakeTwilio;
let sendgrid: FakeSendGrid;
beforeAll(async () => {
  [twilioFake, sendgrid] = await Promise.all([startFakeTwilio(), startFakeSendGrid()]);
});
afterAll(async () => {
  await Promise.all([twilioFake?.close(), sendgrid?.close()]);
});

const sms = {
  id: '6b015d90c2b63ca8452a56f8',
  to: '+15551234567',
  text: 'Your session starts at 10:00. https://app.test/room/1',
};

function smsChannel(overrides: Partial<SmsChannelOptions> = {}) {
  return createSmsChannel({
    accountSid: ACCOUNT_SID,
    authToken: 'twilio-token',
    from: '+15005550006',
    baseUrl: twilioFake.url,
    log,
    logLinks: false,
    ...overrides,
  });
}

describe('the SMS channel (twilio SDK against a local fake)', () => {
  it('sends plain text from the configured number and returns the message SID', async () => {
    const delivery = await smsChannel().send(sms);

    const received = twilioFake.received.at(-1);
    expect(received).toMatchObject({
      path: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${ACCOUNT_SID}:twilio-token`).toString('base64')}`,
      to: '+15551234567',
      from: '+15005550006',
      body: sms.text,
    });
    expect(delivery.providerMessageId).toBe(received?.sid);
    expect(delivery.providerMessageId).toMatch(/^SM/);
  });

  it('sends through a Messaging Service when TWILIO_FROM is an MG SID', async () => {
    await smsChannel({ from: 'MG0123456789abcdef0123456789abcdef' }).send(sms);
    expect(twilioFake.received.at(-1)).toMatchObject({
      from: null,
      messagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
    });
  });

  it('reports a refused number as permanent and a server error as retryable', async () => {
    twilioFake.plan({ kind: 'fail', status: 400 }, { kind: 'fail', status: 503 });
    const refused = await smsChannel()
      .send(sms)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DeliveryError);
    expect(refused).toMatchObject({
      kind: 'permanent',
      status: 400,
      message: expect.stringContaining('Twilio error 21211'),
    });
    await expect(smsChannel().send(sms)).rejects.toMatchObject({ kind: 'retryable', status: 503 });
  });

  it('without credentials, logs the message instead and counts it delivered', async () => {
    const before = twilioFake.received.length;
    const quiet = smsChannel({ accountSid: null, authToken: null });
    expect(quiet.isLive).toBe(false);
    expect(await quiet.send(sms)).toEqual({ providerMessageId: `log-${sms.id}` });
    expect(logs.at(-1)).toContain('sms not sent (no TWILIO_ACCOUNT_SID)');
    expect(logs.at(-1)).not.toContain('https://app.test/room/1');

    await smsChannel({ accountSid: null, authToken: null, logLinks: true }).send(sms);
    expect(logs.at(-1)).toContain('link=https://app.test/room/1');
    expect(twilioFake.received.length).toBe(before);
  });
});

describe('the e-mail channel', () => {
  const mail = {
    id: '6b015d90c2b63ca8452a56f9',
    to: 'ada@example.test',
    subject: 'Brand: Hello\r\nBcc: someone@evil.test',
    html: '<p>Secret body https://app.test/reset/token</p>',
    text: 'Secret body\nhttps://app.test/reset/token',
  };

  it('keeps a subject on one line, whatever it was given', async () => {
    const channel = createEmailChannel({
      apiKey: 'SG.test-key',
      baseUrl: sendgrid.url,
      from: { email: 'no-reply@teletherapist.test', name: 'TeleTherapist' },
      log,
      logLinks: false,
    });
    await channel.send(mail);
    expect(sendgrid.received.at(-1)?.subject).toBe('Brand: Hello Bcc: someone@evil.test');
  });

  it('without a key, logs recipient and subject (and the link only when allowed), never the body', async () => {
    const options = { apiKey: null, baseUrl: null, from: { email: 'a@b.test', name: 'B' }, log };
    const before = sendgrid.received.length;

    expect(await createEmailChannel({ ...options, logLinks: false }).send(mail)).toEqual({
      providerMessageId: `log-${mail.id}`,
    });
    const line = logs.at(-1) ?? '';
    expect(line).toContain('email not sent (no SENDGRID_API_KEY)');
    expect(line).toContain('to=ada@example.test');
    expect(line).toContain('subject="Brand: Hello Bcc: someone@evil.test"');
    expect(line).not.toContain('Secret body');
    expect(line).not.toContain('https://app.test/reset/token');

    await createEmailChannel({ ...options, logLinks: true }).send(mail);
    expect(logs.at(-1)).toContain('link=https://app.test/reset/token');
    expect(logs.at(-1)).not.toContain('Secret body');
    expect(sendgrid.received.length).toBe(before);
  });
});
