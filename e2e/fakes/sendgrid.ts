/**
 * A fake of SendGrid's v3 Mail Send API for e2e tests (node:http, in memory).
 *
 *   POST   /v3/mail/send            as SendGrid: Authorization: Bearer <key>, JSON body; 202 + X-Message-Id
 *   GET    /__messages?to=<addr>    captured mails (one per personalization), oldest first; `to` optional
 *   DELETE /__messages?to=<addr>    forget captured mails (all when `to` is absent)
 *   POST   /__fail {"count":1,"status":500}   the next `count` sends fail with `status` (retry tests)
 *   GET    /__health                200
 *
 * The real @sendgrid/mail SDK talks to it with `client.setDefaultRequest('baseUrl', SENDGRID_BASE_URL)`.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, close, extractLinks, FailureInjector, listen, readBody, sendJson } from './http.js';

export interface MailAddress {
  email: string;
  name?: string;
}

export interface CapturedMail {
  /** The X-Message-Id answered for the request (shared by its personalizations), plus an index. */
  id: string;
  receivedAt: string;
  from: MailAddress;
  replyTo?: MailAddress;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text?: string;
  html?: string;
  templateId?: string;
  dynamicTemplateData?: Record<string, unknown>;
  categories?: string[];
  customArgs?: Record<string, string>;
  attachments: { filename: string; type?: string; size: number }[];
  /** Every http(s) link of the HTML and text parts, in order. */
  links: string[];
}

export interface SendGridFake {
  url: string;
  port: number;
  messages: CapturedMail[];
  close(): Promise<void>;
}

interface SendGridError {
  message: string;
  field: string | null;
  help: string | null;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const EMAIL = /^[^\s@]+@[^\s@]+$/;

function addresses(value: unknown): MailAddress[] {
  return Array.isArray(value)
    ? value
        .filter(isObject)
        .map((a) => ({ email: String(a.email ?? ''), name: a.name as string | undefined }))
    : [];
}

/** Validates the body the way SendGrid does for the fields our code uses; returns the errors. */
export function validateMailBody(body: unknown): SendGridError[] {
  const errors: SendGridError[] = [];
  const err = (message: string, field: string | null) => errors.push({ message, field, help: null });
  if (!isObject(body)) {
    err('Bad Request', null);
    return errors;
  }
  const personalizations = body.personalizations;
  if (!Array.isArray(personalizations) || personalizations.length === 0) {
    err(
      'The personalizations field is required and must have at least one personalization.',
      'personalizations',
    );
  } else {
    personalizations.forEach((p, i) => {
      const to = isObject(p) ? addresses(p.to) : [];
      if (to.length === 0)
        err(
          'The to array is required for all personalization objects, and must have at least one email object with a valid email address.',
          `personalizations.${i}.to`,
        );
      for (const a of [...to, ...(isObject(p) ? [...addresses(p.cc), ...addresses(p.bcc)] : [])]) {
        if (!EMAIL.test(a.email)) err('Does not contain a valid address.', `personalizations.${i}.to`);
      }
    });
  }
  if (!isObject(body.from) || !EMAIL.test(String(body.from.email ?? ''))) {
    err(
      'The from object must be provided for every email send. It is an object that requires the email parameter, but may also contain a name parameter.',
      'from.email',
    );
  }
  const hasTemplate = typeof body.template_id === 'string' && body.template_id !== '';
  if (!hasTemplate) {
    const everyHasSubject =
      (typeof body.subject === 'string' && body.subject !== '') ||
      (Array.isArray(personalizations) &&
        personalizations.length > 0 &&
        personalizations.every((p) => isObject(p) && typeof p.subject === 'string' && p.subject !== ''));
    if (!everyHasSubject)
      err(
        'The subject is required. You can get around this requirement if you use a template with a subject defined or if every personalization has a subject defined.',
        'subject',
      );
    const content = body.content;
    if (
      !Array.isArray(content) ||
      content.length === 0 ||
      content.some((c) => !isObject(c) || typeof c.value !== 'string' || c.value === '')
    ) {
      err(
        'Unless a valid template_id is provided, the content parameter is required. There must be at least one defined content block. We typically suggest both text/plain and text/html blocks are included, but only one block is required.',
        'content',
      );
    }
  }
  return errors;
}

function capture(body: Json, messageId: string): CapturedMail[] {
  const content = Array.isArray(body.content) ? body.content.filter(isObject) : [];
  const text = content.find((c) => c.type === 'text/plain')?.value as string | undefined;
  const html = content.find((c) => c.type === 'text/html')?.value as string | undefined;
  const attachments = (Array.isArray(body.attachments) ? body.attachments.filter(isObject) : []).map((a) => ({
    filename: String(a.filename ?? ''),
    type: a.type as string | undefined,
    size: Buffer.from(String(a.content ?? ''), 'base64').length,
  }));
  const receivedAt = new Date().toISOString();
  return (body.personalizations as Json[]).map((p, index) => {
    const subject =
      (p.subject as string | undefined) ??
      (body.subject as string | undefined) ??
      `(template ${String(body.template_id)})`;
    const data = (p.dynamic_template_data ?? undefined) as Record<string, unknown> | undefined;
    return {
      id: `${messageId}.${index}`,
      receivedAt,
      from: addresses([body.from])[0] as MailAddress,
      replyTo: isObject(body.reply_to) ? addresses([body.reply_to])[0] : undefined,
      to: addresses(p.to).map((a) => a.email),
      cc: addresses(p.cc).map((a) => a.email),
      bcc: addresses(p.bcc).map((a) => a.email),
      subject,
      text,
      html,
      templateId: body.template_id as string | undefined,
      dynamicTemplateData: data,
      categories: body.categories as string[] | undefined,
      customArgs: {
        ...((body.custom_args as Record<string, string>) ?? {}),
        ...((p.custom_args as Record<string, string>) ?? {}),
      },
      attachments,
      links: extractLinks(html, text, data ? JSON.stringify(data) : undefined),
    };
  });
}

const matchesRecipient = (mail: CapturedMail, to: string | null) =>
  !to || [...mail.to, ...mail.cc, ...mail.bcc].some((a) => a.toLowerCase() === to.toLowerCase());

export async function startSendGridFake(
  options: { port?: number; apiKey?: string } = {},
): Promise<SendGridFake> {
  const apiKey = options.apiKey ?? 'SG.test';
  const messages: CapturedMail[] = [];
  const failures = new FailureInjector();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const to = url.searchParams.get('to');

    if (url.pathname === '/__health') return sendJson(res, 200, { ok: true });
    if (url.pathname === '/__messages' && req.method === 'GET')
      return sendJson(
        res,
        200,
        messages.filter((m) => matchesRecipient(m, to)),
      );
    if (url.pathname === '/__messages' && req.method === 'DELETE') {
      const kept = messages.filter((m) => to !== null && !matchesRecipient(m, to));
      const removed = messages.length - kept.length;
      messages.splice(0, messages.length, ...kept);
      return sendJson(res, 200, { removed });
    }
    if (url.pathname === '/__fail' && req.method === 'POST') {
      const body = JSON.parse((await readBody(req)) || '{}') as { count?: number; status?: number };
      failures.arm(body.count ?? 1, body.status ?? 500);
      return sendJson(res, 200, { armed: body.count ?? 1 });
    }

    if (url.pathname === '/v3/mail/send') {
      if (req.method !== 'POST')
        return sendJson(res, 405, { errors: [{ message: 'Method Not Allowed', field: null, help: null }] });
      const auth = req.headers.authorization ?? '';
      if (auth !== `Bearer ${apiKey}`) {
        return sendJson(res, 401, {
          errors: [
            {
              message: 'The provided authorization grant is invalid, expired, or revoked',
              field: null,
              help: null,
            },
          ],
        });
      }
      const injected = failures.take();
      if (injected)
        return sendJson(res, injected, {
          errors: [{ message: `injected failure ${injected}`, field: null, help: null }],
        });
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch (error) {
        if (error instanceof BodyTooLarge)
          return sendJson(res, 413, { errors: [{ message: 'Payload Too Large', field: null, help: null }] });
        return sendJson(res, 400, { errors: [{ message: 'Bad Request', field: null, help: null }] });
      }
      const errors = validateMailBody(body);
      if (errors.length) return sendJson(res, 400, { errors });
      const messageId = randomBytes(11).toString('base64url');
      messages.push(...capture(body as Json, messageId));
      res.writeHead(202, { 'x-message-id': messageId, 'content-length': 0 });
      return res.end();
    }
    return sendJson(res, 404, { errors: [{ message: 'Not Found', field: null, help: null }] });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        sendJson(res, 500, { errors: [{ message: String(error), field: null, help: null }] });
      else res.destroy();
    });
  });
  const port = await listen(server, options.port ?? 0);
  return { url: `http://127.0.0.1:${port}`, port, messages, close: () => close(server) };
}
