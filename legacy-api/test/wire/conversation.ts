import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import { issueLink } from '@tele/data/links';
import { seedClient, seedProvider, type TestApp } from '../support/app.js';
import { Placeholders } from './placeholders.js';

/** One recorded call and its answer, every random value a placeholder. */
export interface Exchange {
  caller: string;
  method: 'GET' | 'POST';
  path: string;
  body: unknown;
  status: number;
  headers: Record<string, string | string[]>;
  answer: string;
}

/** The answer headers worth pinning; /health pins them all (the security headers every route shares). */
const PINNED_HEADERS = ['content-type', 'set-cookie', 'retry-after', 'cache-control', 'content-length'];
const UNPINNABLE_HEADERS = ['date', 'connection', 'keep-alive', 'transfer-encoding'];

/**
 * One route group's scripted conversation with a test app, recorded as it goes (README "The wire recording").
 * Each call is one exchange; requests are normalised before their answers, so placeholders number by first
 * appearance in the conversation.
 */
export class Conversation {
  readonly exchanges: Exchange[] = [];
  private readonly placeholders = new Placeholders();
  private readonly tokens = new Map<string, string>();

  constructor(readonly t: TestApp) {}

  /** One call as `caller` (a name whose session token is kept, or a guest/nobody), recorded. */
  async call(
    caller: string,
    route: string,
    /** The JSON body; a string is sent as it is (malformed JSON). */
    body?: Record<string, unknown> | string,
    options: {
      method?: 'GET' | 'POST';
      allHeaders?: boolean;
      headers?: Record<string, string>;
      /** An upload: `body` is its fields, sent as multipart with this file in `selectedFile`. */
      file?: { name: string; type: string; bytes: Buffer };
    } = {},
  ): Promise<LightMyRequestResponse> {
    const method = options.method ?? 'POST';
    const url = route.startsWith('/') ? route : `/api/api/${route}`;
    const token = this.tokens.get(caller);
    const multipart = options.file ? multipartOf(body as Record<string, string>, options.file) : null;
    const response = await this.t.inject({
      method,
      url,
      ...(multipart ? { payload: multipart.payload } : method === 'POST' ? { payload: body ?? {} } : {}),
      headers: {
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...(multipart ? { 'content-type': multipart.contentType } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...options.headers,
      },
    });
    const recordedBody = options.file
      ? { ...(body as object), selectedFile: `<${options.file.type}, ${options.file.bytes.length} bytes>` }
      : body;
    this.record(
      { caller, method, path: url, body: method === 'POST' ? (recordedBody ?? {}) : undefined },
      () => ({
        status: response.statusCode,
        headers: this.headersOf(response, options.allHeaders ?? false),
        // A binary answer (the waiting-room picture) is pinned by its headers and length; a zip's length
        // follows how well its random ids compress, so it is pinned by its headers alone.
        answer: /json|text/.test(String(response.headers['content-type']))
          ? this.placeholders.normalise(response.body)
          : String(response.headers['content-type']) === 'application/zip'
            ? '<a zip archive>'
            : `<${response.rawPayload.length} bytes>`,
      }),
    );
    return response;
  }

  /** Logs in through the API (recorded) and keeps the session for `caller`. */
  async logIn(caller: string, email: string, password: string, role: string): Promise<void> {
    const response = await this.call('nobody', 'users/login', { email, password, role });
    if (response.statusCode !== 200) throw new Error(`${caller} could not log in: ${response.body}`);
    this.keepSession(caller, response);
  }

  /** Logs in through the API without recording it: the cast's sessions, set up before a group's script. */
  async logInQuietly(caller: string, email: string, password: string, role: string): Promise<void> {
    const response = await this.t.post('users/login', { email, password, role });
    if (response.statusCode !== 200) throw new Error(`${caller} could not log in: ${response.body}`);
    this.keepSession(caller, response);
  }

  forgetSession(caller: string): void {
    this.tokens.delete(caller);
  }

  private keepSession(caller: string, response: LightMyRequestResponse): void {
    this.tokens.set(caller, (response.json() as { results: { token: string } }).results.token);
  }

  /** The token of the link the API would e-mail for a queued message. */
  async linkToken(
    purpose: 'verify_email' | 'reset_password' | 'accept_invitation' | 'register_client',
    subject: Parameters<typeof issueLink>[1]['subject'],
  ): Promise<string> {
    const link = await issueLink(this.t.deps.db, {
      purpose,
      subject,
      publicUrl: this.t.deps.config.publicUrl,
      now: this.t.clock.now(),
    });
    return link.slice(link.lastIndexOf('/') + 1);
  }

  async payloadOf(recipient: string, template: string): Promise<Record<string, unknown>> {
    const mails = await findNotificationsByRecipient(this.t.deps.db, recipient);
    // Newest first: the clock moves between two messages to one address.
    const mail = mails.find((candidate) => candidate.template === template);
    if (!mail) throw new Error(`no ${template} for ${recipient}: ${mails.map((m) => m.template).join(', ')}`);
    return mail.payload;
  }

  /** A live-events stream read from a real listening server: its status, headers and first frames. */
  async openStream(route: string, headers: Record<string, string> = {}) {
    const address = await this.t.app
      .listen({ port: 0, host: '127.0.0.1' })
      .catch(() => `http://127.0.0.1:${(this.t.app.server.address() as { port: number }).port}`);
    const controller = new AbortController();
    const response = await fetch(`${address}${route}`, { signal: controller.signal, headers });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const pump = (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          text += decoder.decode(value, { stream: true });
        }
      } catch {
        // aborted
      }
    })();
    return {
      /** Waits for `frames` whole frames, ends the stream and records it as one exchange. */
      recordAfter: async (frames: number, caller: string) => {
        for (let i = 0; i < 1000 && text.split('\n\n').length - 1 < frames; i += 1)
          await new Promise((resolve) => setTimeout(resolve, 10));
        controller.abort();
        await pump;
        const pinned: Record<string, string> = {};
        for (const name of ['content-type', 'cache-control', 'x-accel-buffering'])
          if (response.headers.has(name)) pinned[name] = response.headers.get(name)!;
        this.record({ caller, method: 'GET', path: route }, () => ({
          status: response.status,
          headers: pinned,
          answer: this.placeholders.normalise(text),
        }));
      },
    };
  }

  private record(
    request: Pick<Exchange, 'caller' | 'method' | 'path'> & { body?: unknown },
    answerOf: () => Pick<Exchange, 'status' | 'headers' | 'answer'>,
  ): void {
    const path = this.placeholders.normalise(request.path);
    const body =
      request.body === undefined
        ? null
        : (JSON.parse(this.placeholders.normalise(JSON.stringify(request.body))) as unknown);
    this.exchanges.push({ caller: request.caller, method: request.method, path, body, ...answerOf() });
  }

  private headersOf(response: LightMyRequestResponse, all: boolean): Record<string, string | string[]> {
    const names = all
      ? Object.keys(response.headers)
          .filter((name) => !UNPINNABLE_HEADERS.includes(name))
          .sort()
      : PINNED_HEADERS.filter((name) => response.headers[name] !== undefined);
    const pinned: Record<string, string | string[]> = {};
    for (const name of names) {
      const value = response.headers[name]!;
      // content-length only for answers that are not text (the text itself is compared).
      if (name === 'content-length' && !all && /json|text/.test(String(response.headers['content-type'])))
        continue;
      // The rate limiter's window runs on Redis's real clock: its remaining seconds are not the script's.
      if (name === 'retry-after') {
        expect(Number(value)).toBeGreaterThan(0);
        pinned[name] = '<seconds>';
        continue;
      }
      pinned[name] = Array.isArray(value)
        ? value.map((item) => this.placeholders.normalise(item))
        : this.placeholders.normalise(String(value));
    }
    return pinned;
  }
}

/** A multipart body as a browser sends an upload: the fields, then the file in `selectedFile`. */
function multipartOf(
  fields: Record<string, string> = {},
  file: { name: string; type: string; bytes: Buffer },
) {
  const boundary = '----teletherapist-wire-boundary';
  const parts: Uint8Array[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="selectedFile"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    new Uint8Array(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const PASSWORD = 'a long enough password';

/** Who the scripts talk as: one practice's team in each role and two clients, another practice and its client. */
export interface Cast {
  ownerId: string;
  practiceId: string;
  /** Everyone's id by caller name: owner, provider, administrator, team owner, client, second client. */
  people: Record<string, string>;
  stranger: { id: string; practiceId: string; email: string };
  strangersClient: { id: string; email: string };
}

async function seedOwner(c: Conversation, planString: string | undefined) {
  const owner = await seedProvider(c.t.deps.db, {
    name: 'Morgan Owner',
    email: 'morgan.owner@still-water.test',
    password: PASSWORD,
    planString: planString ?? null,
  });
  await c.logInQuietly('owner', owner.email, PASSWORD, 'provider');
  return owner;
}

/**
 * The cast, seeded through the repositories and signed in through the API without recording (each group's
 * script records only its own routes; the users script records a practice signing up on its own).
 */
export async function castFor(
  c: Conversation,
  options: {
    /** The practice's super owner when the script signed it up itself (signed in as 'owner'). */
    owner?: { id: string; practiceId: string };
    planString?: string;
  } = {},
): Promise<Cast> {
  const t = c.t;
  const owner = options.owner ?? (await seedOwner(c, options.planString));
  const people: Record<string, string> = { owner: owner.id };
  for (const [caller, name, teamRole] of [
    ['provider', 'Pat Provider', 'provider'],
    ['administrator', 'Ada Administrator', 'administrator'],
    ['team owner', 'Olive Owner', 'owner'],
  ] as const) {
    const email = `${caller.replace(' ', '.')}@still-water.test`;
    const member = await seedProvider(t.deps.db, {
      practiceId: owner.practiceId,
      teamRole,
      name,
      email,
      password: PASSWORD,
    });
    people[caller] = member.id;
    await c.logInQuietly(caller, email, PASSWORD, 'provider');
  }
  for (const [caller, name, providerId] of [
    ['client', 'Cleo Client', owner.id],
    ['second client', 'Sid Second', people.provider!],
  ] as const) {
    const email = `${caller.replace(' ', '.')}@clients.test`;
    const client = await seedClient(t.deps.db, {
      practiceId: owner.practiceId,
      providerId,
      name,
      email,
      password: PASSWORD,
    });
    people[caller] = client.id;
    await c.logInQuietly(caller, email, PASSWORD, 'client');
  }
  const stranger = await seedProvider(t.deps.db, {
    name: 'Stella Stranger',
    email: 'stella@elsewhere.test',
    password: PASSWORD,
    planString: 'month_individual_ultimate',
  });
  const strangersClient = await seedClient(t.deps.db, {
    practiceId: stranger.practiceId,
    providerId: stranger.id,
    name: 'Alex Moreno',
    email: 'alex@clients.test',
    password: PASSWORD,
  });
  await c.logInQuietly('other practice', stranger.email, PASSWORD, 'provider');
  return {
    ownerId: owner.id,
    practiceId: owner.practiceId,
    people,
    stranger,
    strangersClient,
  };
}
