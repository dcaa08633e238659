import { randomBytes } from 'node:crypto';
import { sendJson, startFakeServer, type FakeServer } from './fake-http.js';

export interface ReceivedSms {
  path: string;
  authorization: string | undefined;
  to: string | null;
  from: string | null;
  messagingServiceSid: string | null;
  body: string | null;
  /** Where the real Twilio would post the message's status changes (ADR 0052). */
  statusCallback: string | null;
  sid?: string;
}

export interface FakeTwilio extends FakeServer {
  received: ReceivedSms[];
}

/** A fake of Twilio's Messages resource (POST /2010-04-01/Accounts/{sid}/Messages.json) for the real SDK. */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const received: ReceivedSms[] = [];
  const server = await startFakeServer({
    record(req, raw) {
      const form = new URLSearchParams(raw);
      received.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        to: form.get('To'),
        from: form.get('From'),
        messagingServiceSid: form.get('MessagingServiceSid'),
        body: form.get('Body'),
        statusCallback: form.get('StatusCallback'),
      });
    },
    fail(res, status) {
      const code = status === 400 ? 21211 : 20500;
      sendJson(res, status, {
        code,
        message: `fake failure ${status}`,
        more_info: `https://www.twilio.com/docs/errors/${code}`,
        status,
      });
    },
    succeed(req, _raw, res) {
      const match = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match)
        return sendJson(res, 404, { code: 20404, message: 'not found', status: 404 });
      const last = received[received.length - 1];
      const sid = `SM${randomBytes(16).toString('hex')}`;
      if (last) last.sid = sid;
      sendJson(res, 201, {
        sid,
        account_sid: match[1],
        status: 'queued',
        to: last?.to,
        from: last?.from,
        body: last?.body,
      });
    },
  });
  return { ...server, received };
}
