import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import { findUserById } from '@tele/data/repositories/users';
import { DEFAULT_CLIENT_TILES, DEFAULT_PROVIDER_TILES } from '../src/services/dashboard/tiles.js';
import { pathsOf } from '../src/http/define-route.js';
import { allRoutes } from '../src/routes/index.js';
import { issueLink } from '@tele/data/links';
import { createTestApp, seedClient, seedProvider, type TestApp } from './support/app.js';
import { addAppointment } from './support/access-matrix.js';
import { Placeholders } from './support/wire-normalise.js';

/**
 * The wire recording (README "The wire recording"): one scripted conversation that calls every route with the
 * callers that matter, recorded from the code before the workspace reshape (issue 10). A normal run replays
 * the script and compares every answer byte for byte with test/fixtures/wire-recording.json.
 * `RECORD_WIRE=1 npx vitest run test/wire-replay.test.ts` rewrites it: only for a deliberate contract change.
 */
const RECORDING = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/wire-recording.json');
const isRecording = process.env.RECORD_WIRE === '1';

interface Exchange {
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

let t: TestApp;
let assetsDir: string;
const exchanges: Exchange[] = [];
const placeholders = new Placeholders();
const tokens = new Map<string, string>();

beforeAll(async () => {
  // The generated waiting-room files are not in git: serve a fixed stand-in, so the headers do not vary.
  assetsDir = await mkdtemp(path.join(tmpdir(), 'wire-waiting-'));
  await writeFile(path.join(assetsDir, '1.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  // Five attempts per address and account a minute, so the sixth is the 429; nothing else comes close.
  t = await createTestApp({ rateLimitMax: 5, waitingAssetsDir: assetsDir });
});
afterAll(async () => {
  await t?.close();
  await rm(assetsDir, { recursive: true, force: true });
});

function headersOf(response: LightMyRequestResponse, all: boolean): Record<string, string | string[]> {
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
      ? value.map((item) => placeholders.normalise(item))
      : placeholders.normalise(String(value));
  }
  return pinned;
}

/**
 * Adds one exchange: the request is normalised first and then the answer, so placeholders number by first
 * appearance in the conversation.
 */
function record(
  request: Pick<Exchange, 'caller' | 'method' | 'path'> & { body?: unknown },
  answerOf: () => Pick<Exchange, 'status' | 'headers' | 'answer'>,
): void {
  const path = placeholders.normalise(request.path);
  const body =
    request.body === undefined
      ? null
      : (JSON.parse(placeholders.normalise(JSON.stringify(request.body))) as unknown);
  exchanges.push({ caller: request.caller, method: request.method, path, body, ...answerOf() });
}

/** One call as `caller` (a name whose session token is in `tokens`, or a guest/nobody), recorded. */
async function call(
  caller: string,
  route: string,
  /** The JSON body; a string is sent as it is (malformed JSON). */
  body?: Record<string, unknown> | string,
  options: { method?: 'GET' | 'POST'; allHeaders?: boolean; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const method = options.method ?? 'POST';
  const url = route.startsWith('/') ? route : `/api/api/${route}`;
  const token = tokens.get(caller);
  const response = await t.inject({
    method,
    url,
    ...(method === 'POST' ? { payload: body ?? {} } : {}),
    headers: {
      ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...options.headers,
    },
  });
  record({ caller, method, path: url, body: method === 'POST' ? (body ?? {}) : undefined }, () => ({
    status: response.statusCode,
    headers: headersOf(response, options.allHeaders ?? false),
    // A binary answer (the waiting-room picture) is pinned by its headers and length.
    answer: /json|text/.test(String(response.headers['content-type']))
      ? placeholders.normalise(response.body)
      : `<${response.rawPayload.length} bytes>`,
  }));
  return response;
}

/** Logs in through the API (recorded) and keeps the session for `caller`. */
async function logIn(caller: string, email: string, password: string, role: string) {
  const response = await call('nobody', 'users/login', { email, password, role });
  if (response.statusCode !== 200) throw new Error(`${caller} could not log in: ${response.body}`);
  tokens.set(caller, (response.json() as { results: { token: string } }).results.token);
}

/** The token of the link the API would e-mail for a queued message. */
async function linkToken(
  purpose: 'verify_email' | 'reset_password' | 'accept_invitation',
  subject: Parameters<typeof issueLink>[1]['subject'],
): Promise<string> {
  const link = await issueLink(t.deps.db, {
    purpose,
    subject,
    publicUrl: t.deps.config.publicUrl,
    now: t.clock.now(),
  });
  return link.slice(link.lastIndexOf('/') + 1);
}

async function payloadOf(recipient: string, template: string): Promise<Record<string, unknown>> {
  const mails = await findNotificationsByRecipient(t.deps.db, recipient);
  // Newest first: the clock moves between two messages to one address.
  const mail = mails.find((candidate) => candidate.template === template);
  if (!mail) throw new Error(`no ${template} for ${recipient}: ${mails.map((m) => m.template).join(', ')}`);
  return mail.payload;
}

/** A live-events stream read from a real listening server: its status, headers and first `frames` frames. */
async function openStream(route: string, headers: Record<string, string> = {}) {
  const address = await t.app
    .listen({ port: 0, host: '127.0.0.1' })
    .catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
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
    async recordAfter(frames: number, caller: string) {
      for (let i = 0; i < 1000 && text.split('\n\n').length - 1 < frames; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 10));
      controller.abort();
      await pump;
      const pinned: Record<string, string> = {};
      for (const name of ['content-type', 'cache-control', 'x-accel-buffering'])
        if (response.headers.has(name)) pinned[name] = response.headers.get(name)!;
      record({ caller, method: 'GET', path: route }, () => ({
        status: response.status,
        headers: pinned,
        answer: placeholders.normalise(text),
      }));
    },
  };
}

/** The whole conversation, in order; each call is one exchange of the recording. */
async function converse(): Promise<void> {
  const password = 'a long enough password';

  // --- Anyone: health, unknown routes, the waiting room's files.
  await call('nobody', '/health', undefined, { method: 'GET', allHeaders: true });
  await call('nobody', 'users/no-such-route', {});
  await call('nobody', '/api/waiting/1.png', undefined, { method: 'GET' });
  await call('nobody', '/api/waiting/6.png', undefined, { method: 'GET' });
  await call('nobody', '/api/waiting/2.mp3', undefined, { method: 'GET' });
  await call('nobody', '/api/api/users/login', undefined, { method: 'GET' });
  await call('nobody', 'users/login', '{"email":');

  // --- A practice signs up through the API: register, verify with the link's token and a password, log in.
  const ownerEmail = 'morgan.owner@still-water.test';
  await call('nobody', 'users/register-provider', {});
  await call('nobody', 'users/register-provider', {
    practice_name: 'still water counselling',
    name: 'Morgan Owner',
    email: ownerEmail,
    password,
    confirm_password: 'something else',
  });
  await call('nobody', 'users/register-provider', {
    practice_name: 'still water counselling',
    name: 'Morgan Owner',
    email: ownerEmail,
    password,
    confirm_password: password,
  });
  // A second sign-up a minute later replaces the first; its link is the one that works.
  t.clock.advance(60_000);
  await call('nobody', 'users/register-provider', {
    practice_name: 'still water counselling',
    name: 'Morgan Owner',
    email: ownerEmail,
    password,
    confirm_password: password,
  });
  const pending = await payloadOf(ownerEmail, 'verify-email');
  const verifyToken = await linkToken('verify_email', {
    pendingRegistrationId: String(pending.pendingRegistrationId),
  });
  await call('nobody', 'users/get-request-provider', {});
  await call('nobody', 'users/get-request-provider', { id: 'made-up-token-0123456789' });
  await call('nobody', 'users/get-request-provider', { id: verifyToken });
  await call('nobody', 'users/verification', {
    id: verifyToken,
    password,
    confirm_password: 'not the same one',
  });
  await call('nobody', 'users/verification', { id: verifyToken, password, confirm_password: password });
  await call('nobody', 'users/verification', { id: verifyToken, password, confirm_password: password });
  await call('nobody', 'users/login', {});
  await call('nobody', 'users/login', { email: ownerEmail, password: 'not my password', role: 'provider' });
  await call('nobody', 'users/login', { email: ownerEmail, password, role: 'client' });
  await logIn('owner', ownerEmail, password, 'provider');
  const me = (await call('owner', 'users/get-simple-user', {})).json() as { results: { _id: string } };
  const ownerId = me.results._id;
  const practiceId = (await findUserById(t.deps.db, ownerId))!.practiceId;

  // --- Its team, its clients, another practice: seeded, then logged in through the API.
  const members = [
    ['provider', 'Pat Provider', 'provider'],
    ['administrator', 'Ada Administrator', 'administrator'],
    ['team owner', 'Olive Owner', 'owner'],
  ] as const;
  const people: Record<string, string> = { owner: ownerId };
  for (const [caller, name, teamRole] of members) {
    const email = `${caller.replace(' ', '.')}@still-water.test`;
    const member = await seedProvider(t.deps.db, { practiceId, teamRole, name, email, password });
    people[caller] = member.id;
    await logIn(caller, email, password, 'provider');
  }
  for (const [caller, name, providerId] of [
    ['client', 'Cleo Client', ownerId],
    ['second client', 'Sid Second', people.provider!],
  ] as const) {
    const email = `${caller.replace(' ', '.')}@clients.test`;
    people[caller] = (await seedClient(t.deps.db, { practiceId, providerId, name, email, password })).id;
    await logIn(caller, email, password, 'client');
  }
  const stranger = await seedProvider(t.deps.db, {
    name: 'Stella Stranger',
    email: 'stella@elsewhere.test',
    password,
    planString: 'month_individual_ultimate',
  });
  const strangersClient = await seedClient(t.deps.db, {
    practiceId: stranger.practiceId,
    providerId: stranger.id,
    name: 'Alex Moreno',
    email: 'alex@clients.test',
    password,
  });
  await logIn('other practice', stranger.email, password, 'provider');

  // --- Who am I, terms, dashboard tiles.
  await call('nobody', 'users/get-simple-user', {});
  await call(
    'nobody',
    'users/get-simple-user',
    {},
    { headers: { authorization: 'Bearer not-a-real-session-token-at-all' } },
  );
  await call('client', 'users/get-simple-user', {});
  await call('provider', 'users/get-simple-user', { id: ownerId });
  await call('owner', 'users/accept-terms', { id: ownerId });
  await call('nobody', 'users/accept-terms', {});
  await call('owner', 'users/get-drag', { id: ownerId });
  await call('client', 'users/get-drag', {});
  await call('nobody', 'users/get-drag', {});
  // Every route is served under /api too (the legacy clients used both prefixes).
  await call('client', '/api/users/get-drag', {});
  await call('owner', 'users/drag-update', { id: ownerId, list: [{ title: 'Calendar', color: '#80b540' }] });
  await call('owner', 'users/drag-update', { list: 'not a list' });
  await call('owner', 'users/drag-update', { id: ownerId, list: [...DEFAULT_PROVIDER_TILES].reverse() });
  await call('owner', 'users/get-drag', {});
  await call('client', 'users/drag-update', {
    list: [{ title: 'Calendar', color: '#80b540' }],
    role: 'client',
  });
  await call('client', 'users/drag-update', { list: [...DEFAULT_CLIENT_TILES].reverse() });
  await call('client', 'users/get-drag', { role: 'client' });

  // --- People: add a client, invite another practice's client, the lists.
  await call('client', 'users/accept-request', {
    add_role: 'client',
    name: 'New Person',
    email: 'new.person@clients.test',
  });
  await call('owner', 'users/accept-request', {
    add_role: 'provider',
    name: 'New Person',
    email: 'new.person@clients.test',
  });
  await call('owner', 'users/accept-request', {
    add_role: 'client',
    name: 'New Person',
    email: 'new.person@clients.test',
    phone: '15550100002',
  });
  // The practice takes a plan (as the payment webhook would): adding and inviting clients opens up.
  await t.deps.db.sequelize.query(
    "UPDATE practices SET plan_string = 'month_individual_ultimate' WHERE id = ?",
    {
      replacements: [practiceId],
    },
  );
  await call('owner', 'users/accept-request', {
    add_role: 'client',
    name: 'New Person',
    email: 'new.person@clients.test',
    phone: '15550100002',
  });
  await call('owner', 'users/accept-request', {
    add_role: 'client',
    name: 'New Person',
    email: 'not-an-address',
  });
  await call('owner', 'users/accept-request', {
    add_role: 'client',
    name: 'Alex Moreno',
    email: strangersClient.email,
  });
  const invitation = await payloadOf(strangersClient.email, 'client-connect-invite');
  const invitationToken = await linkToken('accept_invitation', {
    clientInvitationId: String(invitation.invitationId),
  });
  await call('nobody', 'users/accept-invitation', {});
  await call('nobody', 'users/accept-invitation', { id: 'made-up-token-0123456789' });
  await call('nobody', 'users/accept-invitation', { id: invitationToken });
  await call('nobody', 'users/accept-invitation', { id: invitationToken });
  await call('owner', 'users/get-user-list', {
    id: ownerId,
    role: 'client',
    client_pagination: 10,
    client_current_page: 1,
    client_page_neighbours: 2,
  });
  await call('owner', 'users/get-user-list', { role: 'provider' });
  await call('client', 'users/get-user-list', { role: 'client' });
  await call('other practice', 'users/get-user-list', { role: 'client' });
  await call('nobody', 'users/get-user-list', { role: 'client' });

  // --- The waiting room's picture and music.
  await call('owner', 'users/get-background-user', {});
  await call('owner', 'users/room-image', { bgRoom: 3, bgMusic: '2' });
  await call('owner', 'users/room-image', { bgRoom: 9 });
  await call('owner', 'users/get-background-user', { id: ownerId });
  await call('client', 'users/get-background-user', {});
  await call('client', 'users/room-image', { bgRoom: 1 });
  // A client reads and sets its own waiting room only.
  await call('client', 'users/get-background-user', { id: ownerId, role: 'client' });
  await call('client', 'users/room-image', { id: ownerId, role: 'client', bgRoom: 4, bgMusic: 3 });

  // --- Scheduling settings and appointment types.
  await call('owner', 'appointments/get-allow-reminders', {});
  await call('owner', 'appointments/appointment-settings', {
    reminders: true,
    allow_requests: false,
    reminders_value: 2,
  });
  await call('owner', 'appointments/appointment-settings', { reminders: 'yes' });
  await call('owner', 'appointments/get-allow-reminders', { id: ownerId });
  await call('client', 'appointments/get-allow-reminders', {});
  await call('owner', 'appointments/create-appointment-type', {
    name: 'Intake',
    description: 'First meeting',
    length: 50,
    amount: 120,
    role: 'create',
  });
  await call('owner', 'appointments/create-appointment-type', {
    name: 'Follow-up',
    length: '30',
    amount: '80.5',
    role: 'create',
  });
  await call('owner', 'appointments/create-appointment-type', { name: '', length: 30, role: 'create' });
  await call('owner', 'appointments/create-appointment-type', {
    name: 'Too long',
    length: 'forever',
    role: 'create',
  });
  await call('owner', 'appointments/create-appointment-type', {
    name: 'Intake (long)',
    length: 60,
    amount: 150,
    role: 'update',
    order: 0,
  });
  await call('owner', 'appointments/get-appointment-type', {});
  await call('owner', 'appointments/delete-appointment-type', { order: 1 });
  await call('owner', 'appointments/delete-appointment-type', { order: 7 });
  await call('owner', 'appointments/get-appointment-type', {});
  await call('client', 'appointments/get-appointment-type', {});

  // --- Booking: refusals, then a session in ten minutes with the first client, and a series.
  const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);
  await call('client', 'appointments/create-appointment', {
    invitees_id: [people.client],
    start_time: at(10).toISOString(),
  });
  await call('owner', 'appointments/create-appointment', {
    invitees_id: [],
    start_time: at(10).toISOString(),
    end_time: at(60).toISOString(),
  });
  await call('owner', 'appointments/create-appointment', {
    invitees_id: [people.client],
    start_time: 'tomorrow',
    end_time: at(60).toISOString(),
  });
  await call('owner', 'appointments/create-appointment', {
    invitees_id: [people.client],
    start_time: at(10).toISOString(),
    end_time: at(60).toISOString(),
    payment: 'a lot',
  });
  await call('owner', 'appointments/create-appointment', {
    title: 'Weekly Session',
    notes: 'Bring the worksheet',
    invitees_id: [people.client],
    start_time: at(10).toISOString(),
    end_time: at(60).toISOString(),
    time_distance: 50,
    payment: 120,
    online: true,
    all_day: false,
    recurring: false,
  });
  await call('owner', 'appointments/create-appointment', {
    title: 'Series',
    invitees_id: [people.client],
    start_time: at(2 * 24 * 60).getTime(),
    end_time: at(2 * 24 * 60 + 30).getTime(),
    time_distance: 30,
    recurring: true,
    recurrence_frequency: 7,
    repeat_until: at(16 * 24 * 60).getTime(),
    payment: 0,
  });
  const session = (await t.deps.db.models.Appointment.findOne({
    where: { title: 'Weekly Session', provider_id: ownerId },
  }))!;
  const sessionId = session.id;
  const roomKey = session.room_key;
  const secondsSession = await addAppointment(t.deps.db, {
    practiceId,
    providerId: people.provider!,
    clientId: people['second client']!,
    start: '2026-11-24T12:00:00.000Z',
    note: 'NOTE-second-client',
  });
  const strangersSession = await addAppointment(t.deps.db, {
    practiceId: stranger.practiceId,
    providerId: stranger.id,
    clientId: strangersClient.id,
    start: '2026-11-24T14:00:00.000Z',
    note: 'NOTE-stranger',
  });
  await call('owner', 'appointments/create-appointment', {
    _id: sessionId,
    update_flag: true,
    title: 'Weekly Session (moved)',
    invitees_id: [people.client],
    start_time: at(10).toISOString(),
    end_time: at(60).toISOString(),
    time_distance: 50,
    payment: 120,
  });

  // --- Payment, the full record, the client's answer.
  await call('owner', 'appointments/edit-appointment', { id: sessionId, payment_amount: 95 });
  await call('owner', 'appointments/edit-appointment', { id: sessionId, payment_amount: 'free' });
  await call('owner', 'appointments/edit-appointment', { id: strangersSession, payment_amount: 1 });
  await call('owner', 'appointments/get-full-appointment', { appointment_id: sessionId });
  await call('owner', 'appointments/get-full-appointment', { id: strangersSession });
  await call('owner', 'appointments/get-full-appointment', {});
  await call('client', 'appointments/get-full-appointment', { appointment_id: sessionId });
  await call('second client', 'appointments/accept-appointment', { id: sessionId });
  await call('client', 'appointments/accept-appointment', { id: sessionId });
  await call('client', 'appointments/accept-appointment', {});

  // --- Lists and calendars, from each side.
  // The calendar's week of consecutive days (Saturday 21 to Friday 27 November); a gap is refused.
  const days = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2026, 10, 21 + day)).toISOString());
  await call('owner', 'appointments/get-month-appointment', {
    id: ownerId,
    calendar_flag: 2,
    dateArray: days,
  });
  await call('owner', 'appointments/get-month-appointment', {
    calendar_flag: 2,
    dateArray: [days[0], days[2]],
  });
  await call('owner', 'appointments/get-month-appointment', { calendar_flag: 1, dateArray: days });
  await call('owner', 'appointments/get-month-appointment', { calendar_flag: 2, dateArray: 'soon' });
  await call('client', 'appointments/get-month-appointment', {
    role: 'client',
    calendar_flag: 2,
    dateArray: days,
  });
  await call('provider', 'appointments/get-month-appointment', { calendar_flag: 2, dateArray: days });
  await call('owner', 'appointments/get-clients-appointment', { flag: 0, calendar_flag: 2 });
  await call('owner', 'appointments/get-clients-appointment', {
    flag: 1,
    calendar_flag: 2,
    appointment_pagination: 2,
    appointment_current_page: 1,
    appointment_page_neighbours: 1,
  });
  await call('owner', 'appointments/get-clients-appointment', { flag: [1] });
  await call('client', 'appointments/get-clients-appointment', { role: 'client', flag: 0, calendar_flag: 2 });
  await call('owner', 'appointments/get-request-provider', {
    pagination: 10,
    current_page: 1,
    page_neighbours: 2,
  });
  await call('client', 'appointments/get-request-provider', {});
  await call('owner', 'appointments/get-paid-provider', { history_pagination: 10, history_current_page: 1 });
  await call('owner', 'appointments/get-appointment-grouping', {});
  await call('administrator', 'appointments/get-appointment-grouping', {});
  await call('client', 'appointments/get-appointment-grouping', {});
  await call('client', 'appointments/get-paid-provider', {});
  await call('owner', 'appointments/appointment-one-one', {
    provider_id: ownerId,
    client_id: people.client,
    btn_state: 1,
    flag: 0,
  });
  await call('owner', 'appointments/appointment-one-one', {
    provider_id: people.provider,
    btn_state: 2,
    flag: 1,
  });
  await call('other practice', 'appointments/appointment-one-one', {
    provider_id: ownerId,
    btn_state: 1,
    flag: 0,
  });
  // --- The share link, and inviting someone to its room by e-mail and by text.
  const shareLinkOf = async () =>
    ((await call('owner', 'appointments/appointment-empty', {})).json() as { results: string }).results;
  const shareLink = await shareLinkOf();
  await call('owner', 'appointments/appointment-empty', {});
  await call('client', 'appointments/appointment-empty', {});
  await call('owner', 'appointments/appointment-invite', {
    appointment_id: shareLink,
    type: 1,
    email: 'guest@elsewhere.test',
    name: 'Gwen Guest',
  });
  await call('owner', 'appointments/appointment-invite', {
    appointment_id: shareLink,
    type: 1,
    email: 'guest@elsewhere.test',
    name: 'Gwen Guest',
  });
  await call('owner', 'appointments/appointment-invite', {
    appointment_id: sessionId,
    type: 1,
    email: 'g@x.test',
  });
  await call('owner', 'appointments/appointment-invite', {
    _id: await shareLinkOf(),
    type: 2,
    phone: '+15550100003',
    name: 'Gwen Guest',
  });
  await call('owner', 'appointments/appointment-invite', {
    appointment_id: shareLink,
    type: 2,
    phone: 'call me',
  });
  await call('owner', 'appointments/appointment-invite', {
    appointment_id: sessionId,
    type: 1,
    email: 'not an address',
  });
  await call('owner', 'appointments/appointment-invite', {
    appointment_id: strangersSession,
    type: 1,
    email: 'guest@elsewhere.test',
  });
  await call('client', 'appointments/appointment-invite', {
    appointment_id: sessionId,
    type: 1,
    email: 'guest@elsewhere.test',
  });

  // --- Session day: a guest with the room key waits, the provider opens and admits, notes, everyone leaves.
  const sse = '/api/events/appointment/';
  await call('nobody', `${sse}not-an-id`, undefined, { method: 'GET' });
  await call('nobody', `${sse}${sessionId}`, undefined, { method: 'GET' });
  await call('guest', `${sse}${sessionId}`, undefined, {
    method: 'GET',
    headers: { 'x-room-key': 'f'.repeat(32) },
  });
  await call('guest', 'appointments/get-appointment', { id: sessionId, role: 'invited', key: 'wrong' });
  await call('guest', 'appointments/get-appointment', { id: sessionId, role: 'invited', key: roomKey });
  await call('nobody', 'appointments/get-appointment', { id: sessionId });
  await call('owner', 'appointments/get-appointment', { id: sessionId });
  await call('client', 'appointments/get-appointment', { id: sessionId, role: 'client' });
  await call('second client', 'appointments/get-appointment', { id: sessionId, role: 'client' });
  await call('owner', 'appointments/get-appointment', { id: strangersSession });
  await call('guest', 'appointments/join-appointment', { id: sessionId, role: 'invited', key: roomKey });
  await call('owner', 'appointments/send-allow-appointment', { id: sessionId, allow: false });
  const stream = await openStream(`${sse}${sessionId}`, { 'x-room-key': roomKey });
  t.clock.advance(10 * 60_000);
  await call('owner', 'appointments/join-appointment', { id: sessionId, role: 'provider' });
  await call('owner', 'appointments/allow-appointment', { id: sessionId, allow: true });
  await stream.recordAfter(2, 'guest');
  await call('client', 'appointments/allow-appointment', { id: sessionId, allow: true });
  await call('owner', 'appointments/send-allow-appointment', { id: sessionId, allow: true });
  await call('client', 'appointments/send-allow-appointment', { id: sessionId, allow: true });
  await call('guest', 'appointments/join-appointment', {
    id: sessionId,
    role: 'invited',
    key: roomKey,
    start_session: true,
  });
  await call('client', 'appointments/join-appointment', {
    id: sessionId,
    role: 'client',
    start_session: true,
  });
  await call('second client', 'appointments/join-appointment', { id: sessionId, role: 'client' });
  await call('owner', 'appointments/note-appointment', {
    id: sessionId,
    session_note: 'Talked about sleep.',
  });
  await call('owner', 'appointments/note-appointment', { id: sessionId, session_note: '' });
  await call('provider', 'appointments/note-appointment', {
    id: sessionId,
    session_note: 'Not mine to write.',
  });
  await call('owner', 'appointments/get-appointment', { id: sessionId });
  await call('guest', 'appointments/out-appointment', { id: sessionId, role: 'invited', key: roomKey });
  await call('client', 'appointments/out-appointment', { id: sessionId, role: 'client' });
  await call('owner', 'appointments/out-appointment', { id: sessionId, role: 'provider' });
  await call('guest', 'appointments/join-appointment', { id: sessionId, role: 'invited', key: roomKey });
  await call('nobody', 'appointments/out-appointment', { id: sessionId });
  await call('owner', 'appointments/get-full-appointment', { appointment_id: sessionId });

  // --- Cancelling: the second client's session by its provider, a refusal, the series by the client.
  await call('client', 'appointments/cancel-appointment', { id: secondsSession });
  await call('provider', 'appointments/cancel-appointment', { id: secondsSession });
  await call('provider', 'appointments/cancel-appointment', { id: secondsSession });
  const series = (await t.deps.db.models.Appointment.findOne({
    where: { title: 'Series' },
    order: [['start_time', 'ASC']],
  }))!;
  await call('client', 'appointments/cancel-appointment', { id: series.id });
  await call('owner', 'appointments/get-clients-appointment', { flag: 3, calendar_flag: 2 });

  // --- Passwords: the team owner forgets hers and resets it; the provider changes his from settings.
  const teamOwnerEmail = 'team.owner@still-water.test';
  await call('nobody', 'users/forgot-password', {});
  await call('nobody', 'users/forgot-password', { email: teamOwnerEmail, role: 'provider' });
  await call('nobody', 'users/forgot-password', { email: 'nobody.here@still-water.test', role: 'provider' });
  const resetToken = await linkToken('reset_password', { userId: people['team owner']! });
  await call('nobody', 'users/reset-password', {
    id: resetToken,
    new_password: 'a brand new secret',
    confirm_password: 'nope',
  });
  await call('nobody', 'users/reset-password', {
    id: resetToken,
    new_password: 'a brand new secret',
    confirm_password: 'a brand new secret',
  });
  await call('nobody', 'users/reset-password', {
    id: resetToken,
    new_password: 'a brand new secret',
    confirm_password: 'a brand new secret',
  });
  await call('team owner', 'users/get-simple-user', {});
  await call('provider', 'users/reset-password', {
    flag: 'profile',
    password: 'wrong current one',
    new_password: 'another new secret',
    confirm_password: 'another new secret',
  });
  await call('provider', 'users/reset-password', {
    flag: 'profile',
    password,
    new_password: 'another new secret',
    confirm_password: 'another new secret',
  });
  await call('nobody', 'users/reset-password', {
    flag: 'profile',
    password,
    new_password: 'x',
    confirm_password: 'x',
  });

  // --- Too many attempts: the sixth reset request for one address within a minute.
  for (let attempt = 0; attempt < 6; attempt += 1)
    await call('nobody', 'users/forgot-password', { email: 'hammered@still-water.test', role: 'provider' });

  // --- Logging out (through the cookie as the legacy pages do, and the bearer header).
  await call('owner', 'users/logout', { id: ownerId });
  await call('owner', 'users/get-simple-user', {});
  await call('nobody', 'users/logout', {});
  const cookieLogin = await call('nobody', 'users/login', {
    email: 'second.client@clients.test',
    password,
    role: 'client',
  });
  const cookie = String(cookieLogin.headers['set-cookie']).split(';')[0]!;
  tokens.delete('second client');
  await call('second client', 'users/logout', {}, { headers: { cookie } });
}

describe('the wire recording', () => {
  it(isRecording ? 'records every exchange' : 'answers every recorded exchange byte for byte', async () => {
    await converse();
    if (isRecording) {
      await writeFile(RECORDING, `${JSON.stringify(exchanges, null, 2)}\n`);
    } else {
      const recorded = JSON.parse(await readFile(RECORDING, 'utf8')) as Exchange[];
      exchanges.forEach((actual, index) => compareWithRecording(actual, recorded[index], index));
      expect(exchanges.length, 'the number of exchanges').toBe(recorded.length);
    }
    expect(uncoveredRoutes(), 'routes the conversation never gets a 200 from').toEqual([]);
  });

  it('normalises only whole random values, keeping every other byte', () => {
    const p = new Placeholders();
    const id = '6740f3a0c1d2e3f4a5b6c7d8';
    const text = `{"_id":"${id}","n":1,"s":"1","x":null,"again":"${id}","short":"${id.slice(1)}","long":"${id}0"}`;
    expect(p.normalise(text)).toBe(
      `{"_id":"<id:1>","n":1,"s":"1","x":null,"again":"<id:1>","short":"${id.slice(1)}","long":"${id}0"}`,
    );
    expect(p.normalise(`key ${'ab'.repeat(16)} token ${'Q'.repeat(43)} ${'b'.repeat(24)}`)).toBe(
      'key <key:1> token <token:1> <id:2>',
    );
    expect(p.normalise('TeleTherapist-AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBe('TeleTherapist-<room:1>');
  });
});

/** Compares one exchange with its recording; the messages name the exchange. */
function compareWithRecording(actual: Exchange, expected: Exchange | undefined, index: number): void {
  const name = `exchange #${index + 1}: ${actual.caller} ${actual.method} ${actual.path}`;
  const requestOf = (exchange: Exchange | undefined) =>
    exchange &&
    JSON.stringify({
      caller: exchange.caller,
      method: exchange.method,
      path: exchange.path,
      body: exchange.body,
    });
  // The script itself must still match the recording, or the answers would be compared with another call's.
  expect(requestOf(actual), `${name}: the request differs from the recorded one`).toBe(requestOf(expected));
  expect.soft(actual.status, `${name}: status`).toBe(expected!.status);
  expect.soft(JSON.stringify(actual.headers), `${name}: headers`).toBe(JSON.stringify(expected!.headers));
  expect.soft(actual.answer, `${name}: answer`).toBe(expected!.answer);
}

/** The routes (each POST route by its path, and the GET ones) that no exchange got a 200 from. */
function uncoveredRoutes(): string[] {
  const served = new Set(
    exchanges
      .filter((exchange) => exchange.status === 200)
      .map((exchange) => exchange.path.replace(/<id:\d+>/g, '<id>').replace(/\?.*/, '')),
  );
  return [
    ...allRoutes.map((route) => pathsOf(route)[0]!),
    '/health',
    '/api/waiting/1.png',
    '/api/events/appointment/<id>',
  ].filter((url) => !served.has(url));
}
