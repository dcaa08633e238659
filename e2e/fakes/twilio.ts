/**
 * A fake of Twilio's Programmable Messaging REST API for e2e tests (node:http, in memory).
 *
 *   POST   /2010-04-01/Accounts/:sid/Messages.json        form-encoded To, From | MessagingServiceSid, Body;
 *                                                         HTTP Basic sid:token; 201 + Twilio's message JSON
 *   GET    /2010-04-01/Accounts/:sid/Messages/:id.json    one message
 *   GET    /__messages?to=<+E164>                         captured messages, oldest first; `to` optional
 *   DELETE /__messages?to=<+E164>                         forget them (all when `to` is absent)
 *   POST   /__fail {"count":1,"status":500}               the next `count` sends fail with `status`
 *   GET    /__health                                      200
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { close, extractLinks, FailureInjector, listen, readBody, sendJson } from './http.js';

export interface CapturedSms {
  sid: string;
  accountSid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  mediaUrls: string[];
  statusCallback: string | null;
  receivedAt: string;
  links: string[];
}

export interface TwilioFake {
  url: string;
  port: number;
  messages: CapturedSms[];
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{6,14}$/;
const twilioDate = (d: Date) => d.toUTCString().replace('GMT', '+0000');

function twilioError(res: ServerResponse, status: number, code: number, message: string) {
  sendJson(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

function messageResource(m: CapturedSms) {
  const created = twilioDate(new Date(m.receivedAt));
  return {
    account_sid: m.accountSid,
    api_version: '2010-04-01',
    body: m.body,
    date_created: created,
    date_sent: null,
    date_updated: created,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: m.from,
    messaging_service_sid: m.messagingServiceSid,
    num_media: String(m.mediaUrls.length),
    num_segments: String(Math.max(1, Math.ceil(m.body.length / 153))),
    price: null,
    price_unit: 'USD',
    sid: m.sid,
    status: 'queued',
    subresource_uris: { media: `/2010-04-01/Accounts/${m.accountSid}/Messages/${m.sid}/Media.json` },
    to: m.to,
    uri: `/2010-04-01/Accounts/${m.accountSid}/Messages/${m.sid}.json`,
  };
}

export async function startTwilioFake(
  options: { port?: number; accountSid?: string; authToken?: string } = {},
): Promise<TwilioFake> {
  const accountSid = options.accountSid ?? 'AC00000000000000000000000000000e2e';
  const authToken = options.authToken ?? 'e2e-twilio-auth-token';
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messages: CapturedSms[] = [];
  const failures = new FailureInjector();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const to = url.searchParams.get('to');

    if (url.pathname === '/__health') return sendJson(res, 200, { ok: true });
    if (url.pathname === '/__messages' && req.method === 'GET')
      return sendJson(
        res,
        200,
        messages.filter((m) => !to || m.to === to),
      );
    if (url.pathname === '/__messages' && req.method === 'DELETE') {
      const kept = messages.filter((m) => to !== null && m.to !== to);
      const removed = messages.length - kept.length;
      messages.splice(0, messages.length, ...kept);
      return sendJson(res, 200, { removed });
    }
    if (url.pathname === '/__fail' && req.method === 'POST') {
      const body = JSON.parse((await readBody(req)) || '{}') as { count?: number; status?: number };
      failures.arm(body.count ?? 1, body.status ?? 500);
      return sendJson(res, 200, { armed: body.count ?? 1 });
    }

    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages(?:\/([^/]+))?\.json$/.exec(url.pathname);
    if (!match) return twilioError(res, 404, 20404, `The requested resource ${url.pathname} was not found`);
    const [, sidInPath, messageSid] = match;
    if (req.headers.authorization !== expectedAuth || sidInPath !== accountSid)
      return twilioError(res, 401, 20003, 'Authenticate');

    if (messageSid) {
      if (req.method !== 'GET') return twilioError(res, 405, 20004, 'Method not allowed');
      const found = messages.find((m) => m.sid === messageSid);
      return found
        ? sendJson(res, 200, messageResource(found))
        : twilioError(res, 404, 20404, `The requested resource ${url.pathname} was not found`);
    }
    if (req.method === 'GET') {
      return sendJson(res, 200, {
        messages: messages.map(messageResource),
        page: 0,
        page_size: 50,
        uri: url.pathname,
        next_page_uri: null,
        previous_page_uri: null,
      });
    }
    if (req.method !== 'POST') return twilioError(res, 405, 20004, 'Method not allowed');

    const injected = failures.take();
    if (injected) return twilioError(res, injected, 20500, `injected failure ${injected}`);

    const form = new URLSearchParams(await readBody(req, 1024 * 1024));
    const toNumber = form.get('To');
    const from = form.get('From');
    const messagingServiceSid = form.get('MessagingServiceSid');
    const body = form.get('Body') ?? '';
    const mediaUrls = form.getAll('MediaUrl');
    if (!toNumber) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
    if (!E164.test(toNumber)) return twilioError(res, 400, 21211, `Invalid 'To' Phone Number: ${toNumber}`);
    if (!from && !messagingServiceSid)
      return twilioError(res, 400, 21603, "A 'From' phone number is required.");
    if (from && !E164.test(from)) return twilioError(res, 400, 21212, `Invalid 'From' Phone Number: ${from}`);
    if (!body && mediaUrls.length === 0) return twilioError(res, 400, 21602, 'Message body is required.');
    if (body.length > 1600)
      return twilioError(res, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');

    const message: CapturedSms = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      accountSid,
      to: toNumber,
      from,
      messagingServiceSid,
      body,
      mediaUrls,
      statusCallback: form.get('StatusCallback'),
      receivedAt: new Date().toISOString(),
      links: extractLinks(body),
    };
    messages.push(message);
    return sendJson(res, 201, messageResource(message));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) twilioError(res, 500, 20500, String(error));
      else res.destroy();
    });
  });
  const port = await listen(server, options.port ?? 0);
  return { url: `http://127.0.0.1:${port}`, port, messages, close: () => close(server) };
}
