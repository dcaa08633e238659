import { randomBytes } from 'node:crypto';
import { sendJson, startFakeServer, type FakeServer } from './fake-http.js';

/** One POST /v3/mail/send as the fake received it (whatever it then answered). */
export interface ReceivedMail {
  authorization: string | undefined;
  to: string[];
  from: { email: string; name?: string };
  subject: string;
  text: string;
  html: string;
  notificationId: string | undefined;
  body: Record<string, unknown>;
  /** The X-Message-Id it answered with, when it answered 202. */
  messageId?: string;
}

export interface FakeSendGrid extends FakeServer {
  received: ReceivedMail[];
  /** Requests for one outbox row (tagged by the worker with custom_args.notification_id). */
  receivedFor(notificationId: string): ReceivedMail[];
}

interface MailBody {
  personalizations?: Array<{ to?: Array<{ email: string }> }>;
  from?: { email: string; name?: string };
  subject?: string;
  content?: Array<{ type: string; value: string }>;
  custom_args?: Record<string, string>;
}

/** A fake of SendGrid's v3 Mail Send endpoint for job tests; the real @sendgrid/mail SDK talks to it. */
export async function startFakeSendGrid(): Promise<FakeSendGrid> {
  const received: ReceivedMail[] = [];
  const server = await startFakeServer({
    record(req, raw) {
      if (req.method !== 'POST' || req.url !== '/v3/mail/send') return;
      const body = JSON.parse(raw) as MailBody;
      received.push({
        authorization: req.headers.authorization,
        to: body.personalizations?.flatMap((p) => p.to?.map((to) => to.email) ?? []) ?? [],
        from: body.from ?? { email: '' },
        subject: body.subject ?? '',
        text: body.content?.find((part) => part.type === 'text/plain')?.value ?? '',
        html: body.content?.find((part) => part.type === 'text/html')?.value ?? '',
        notificationId: body.custom_args?.notification_id,
        body: body as Record<string, unknown>,
      });
    },
    fail(res, status) {
      sendJson(res, status, { errors: [{ message: `fake failure ${status}`, field: null, help: null }] });
    },
    succeed(req, _raw, res) {
      if (req.method !== 'POST' || req.url !== '/v3/mail/send')
        return sendJson(res, 404, { errors: [{ message: 'not found' }] });
      if (!req.headers.authorization?.startsWith('Bearer ')) {
        return sendJson(res, 401, { errors: [{ message: 'authorization required' }] });
      }
      const messageId = randomBytes(11).toString('base64url');
      const last = received[received.length - 1];
      if (last) last.messageId = messageId;
      res.writeHead(202, { 'x-message-id': messageId, 'content-length': '0' });
      res.end();
    },
  });
  return {
    ...server,
    received,
    receivedFor: (notificationId) => received.filter((mail) => mail.notificationId === notificationId),
  };
}
