/**
 * Two of each behave like one (issue 31). The stack (global-setup.ts): two API, two web and two worker processes
 * over one database and one Redis db, HAProxy round robin in front of the APIs and the webs. Over HTTP, as the
 * web app and the original apps call the API:
 *   1. the booking race split across both APIs: one winner, the others the legacy overlap refusal;
 *   2. a thread's live events opened on one API reach its reader when the message is written through the other;
 *   3. a session signed out on one API is refused by the other at once (its session cache hears it);
 *   4. an invoice paid twice at once, once through each API: one payment intent, one charge at the fake Stripe;
 *   5. under a steady booking load, one API and one worker are killed (SIGKILL): every booking answered 200 is in
 *      the database, HAProxy routes the rest to the survivor, and every booking's e-mail reaches the fake
 *      SendGrid exactly once (the outbox is claimed once across workers).
 */
import { readFileSync } from 'node:fs';
import type { RowDataPacket } from 'mysql2/promise';
import { expect, Mailbox, test, uniqueEmail } from '../fixtures/index.js';
import { addClient, newAccount, registerVerifiedProvider } from '../support/accounts.js';
import type { Account } from '../support/accounts.js';
import { connectE2eDatabase, setPracticePlan } from '../support/database.js';
import { STACK_FILE } from './global-setup.js';
import { manyInstancesSettings } from './settings.js';

const many = manyInstancesSettings();
const balancer = many.apiUrl;
const apiInstance = (n: 1 | 2) => `http://127.0.0.1:${many.apiPorts[n - 1]}`;
const mailbox = new Mailbox(many.sendgridUrl);

interface Answer {
  status: number;
  body: { msg?: string; results?: Record<string, unknown> } & Record<string, unknown>;
}

/** A POST to a legacy route (`/api/api/<route>`) at `base`, with the caller's session when given. */
async function call(base: string, route: string, body: unknown, token?: string): Promise<Answer> {
  const response = await fetch(`${base}/api/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let parsed: Answer['body'] = {};
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = { msg: text.slice(0, 200) };
  }
  return { status: response.status, body: parsed };
}

async function logIn(email: string, password: string): Promise<string> {
  const answer = await call(balancer, 'users/login', { email, password, role: 'any' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.results!.token as string;
}

async function query<T extends RowDataPacket>(sql: string, values: unknown[] = []): Promise<T[]> {
  const connection = await connectE2eDatabase();
  try {
    const [rows] = await connection.query<T[]>(sql, values);
    return rows;
  } finally {
    await connection.end();
  }
}

/** The server-sent events of one stream, as parsed frames, read as they come. */
async function openEvents(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const frames: Array<Record<string, unknown>> = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.startsWith('data: ') ? frame.slice('data: '.length) : null;
          if (data) frames.push(JSON.parse(data) as Record<string, unknown>);
        }
      }
    } catch {
      // closed
    }
  })();
  const waitFor = async (match: (frame: Record<string, unknown>) => boolean, what: string) => {
    await expect.poll(() => frames.some(match), { message: what, timeout: 10_000 }).toBe(true);
  };
  return { frames, waitFor, close: () => controller.abort() };
}

/** Kills one process of the stack (its whole process group) as a crash would: SIGKILL, no shutdown. */
function crash(name: string): void {
  const { pids } = JSON.parse(readFileSync(STACK_FILE, 'utf8')) as { pids: Record<string, number> };
  const pid = pids[name];
  if (!pid) throw new Error(`no ${name} in ${STACK_FILE}`);
  process.kill(-pid, 'SIGKILL');
}

/** HAProxy's view of a backend's servers: name → UP / DOWN (its statistics page as CSV). */
async function serverStates(backend: 'apis' | 'webs'): Promise<Record<string, string>> {
  const csv = await (await fetch(`http://127.0.0.1:${many.statsPort}/stats;csv`)).text();
  const header = csv.split('\n')[0]!.replace(/^# /, '').split(',');
  const status = header.indexOf('status');
  return Object.fromEntries(
    csv
      .split('\n')
      .map((line) => line.split(','))
      .filter((cells) => cells[0] === backend && !['FRONTEND', 'BACKEND'].includes(cells[1]!))
      .map((cells) => [cells[1], cells[status]]),
  );
}

const DAY = 24 * 60 * 60_000;
/** Midnight UTC a few days ahead: every booking of the run lies in the future. */
const baseDay = Math.ceil(Date.now() / DAY) * DAY + 3 * DAY;
const slot = (startMs: number, minutes: number) => ({
  start_time: new Date(startMs).toISOString(),
  end_time: new Date(startMs + minutes * 60_000).toISOString(),
});

let provider: Account & { id: string; token: string };
let client: { email: string; password: string; id: string; token: string };

function booking(body: Record<string, unknown>) {
  return {
    auth_id: provider.id,
    invitees_id: [client.id],
    online: true,
    all_day: false,
    recurring: false,
    payment: 0,
    ...body,
  };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // A practice signs up through the balancer, as anyone would, and adds a client who sets a password.
  const account = newAccount('many', 'Maya Instance');
  await registerVerifiedProvider(request, mailbox, many, account);
  await setPracticePlan(account.email, 'month_individual_ultimate');
  const clientEmail = uniqueEmail('many.client');
  await addClient(request, many, account, { name: 'Theo Replica', email: clientEmail });
  const link = await mailbox.waitForLink(clientEmail, /Invite/, { linkMatch: '/reset-password/' });
  const password = 'my own password 24';
  const reset = await call(balancer, 'users/reset-password', {
    id: link.slice(link.lastIndexOf('/') + 1),
    new_password: password,
    confirm_password: password,
    role: 'any',
  });
  expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  const ids = await query<RowDataPacket & { email: string; id: string }>(
    'SELECT id, email FROM users WHERE email IN (?, ?)',
    [account.email, clientEmail],
  );
  const idOf = (email: string) => ids.find((row) => row.email === email)!.id;
  provider = { ...account, id: idOf(account.email), token: await logIn(account.email, account.password) };
  client = { email: clientEmail, password, id: idOf(clientEmail), token: await logIn(clientEmail, password) };
  await mailbox.clear(clientEmail);
});

test('the booking race across both APIs has exactly one winner', async () => {
  const race = slot(baseDay + 10 * 60 * 60_000, 45);
  const attempts = 24;
  const answers = await Promise.all(
    Array.from({ length: attempts }, (_, i) =>
      call(
        apiInstance(i % 2 === 0 ? 1 : 2),
        'appointments/create-appointment',
        booking({ title: 'race', ...race }),
        provider.token,
      ),
    ),
  );
  const winners = answers.filter((answer) => answer.status === 200);
  expect(winners.map((answer) => answer.body)).toEqual([{ msg: 'An appointment registration succeeded.' }]);
  const losers = answers.filter((answer) => answer.status !== 200);
  expect(losers).toHaveLength(attempts - 1);
  for (const loser of losers) {
    expect(loser.status).toBe(400);
    expect(loser.body.msg).toMatch(
      /^This time overlaps "Race" on .+\. Choose another time or book it anyway\.$/,
    );
  }
  const rows = await query(
    'SELECT id FROM appointments WHERE provider_id = ? AND title = ? AND deleted_at IS NULL',
    [provider.id, 'Race'],
  );
  expect(rows).toHaveLength(1);
});

test("a thread's live events reach its readers on either API instance", async () => {
  // The client watches on API 1; the provider writes through API 2.
  const clientStream = await openEvents(`${apiInstance(1)}/api/events/messages/${provider.id}`, client.token);
  // The provider watches on API 2; the client writes through the balancer.
  const providerStream = await openEvents(
    `${apiInstance(2)}/api/events/messages/${client.id}`,
    provider.token,
  );
  try {
    await clientStream.waitFor((frame) => frame.status === 'ok', 'the client stream subscribed');
    await providerStream.waitFor((frame) => frame.status === 'ok', 'the provider stream subscribed');

    const sent = await call(
      apiInstance(2),
      'message/register-message',
      { sender_id: provider.id, recipient_id: client.id, message: 'Written on API 2' },
      provider.token,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const isMessage = (text: string) => (frame: Record<string, unknown>) =>
      frame.type === 'created' && (frame.message as { message?: string } | undefined)?.message === text;
    await clientStream.waitFor(isMessage('Written on API 2'), 'the client saw the message live on API 1');

    const answer = await call(
      balancer,
      'message/register-message',
      { sender_id: client.id, recipient_id: provider.id, message: 'Answered through the balancer' },
      client.token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await providerStream.waitFor(
      isMessage('Answered through the balancer'),
      'the provider saw the answer live on API 2',
    );
    // Each event once on each stream, though two processes publish and subscribe.
    expect(clientStream.frames.filter(isMessage('Written on API 2'))).toHaveLength(1);
    expect(providerStream.frames.filter(isMessage('Answered through the balancer'))).toHaveLength(1);
  } finally {
    clientStream.close();
    providerStream.close();
  }
});

test('a session signed out on one API is refused by the other', async () => {
  const token = await logIn(provider.email, provider.password);
  const probe = () => call(apiInstance(2), 'message/get-clients', { id: provider.id }, token);
  // API 2 has seen (and remembers) the session.
  expect((await probe()).status).toBe(200);
  const out = await call(apiInstance(1), 'users/logout', { id: provider.id }, token);
  expect(out.body.msg).toBe('The logout has succeed.');
  // API 1's word reaches API 2 through Redis: no waiting for its cache to expire.
  await expect.poll(async () => (await probe()).status, { timeout: 2_000, intervals: [50] }).toBe(403);
});

test('an invoice paid twice at once, once on each API, charges the card once', async () => {
  // The provider's payout account, onboarded at the fake Stripe (its webhook comes back through the balancer).
  const seller = await call(balancer, 'payment/register-seller', {}, provider.token);
  expect(seller.status, JSON.stringify(seller.body)).toBe(200);
  const account = /acct_\w+/.exec(String(seller.body.accountLink))![0];
  const onboarded = await fetch(`${many.stripeUrl}/__advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, action: 'complete_onboarding' }),
  });
  expect(onboarded.status).toBe(200);
  await expect
    .poll(
      async () =>
        (
          await query<RowDataPacket & { charges_enabled: number }>(
            'SELECT charges_enabled FROM payout_accounts WHERE stripe_account_id = ?',
            [account],
          )
        )[0]?.charges_enabled,
      { message: 'the account.updated webhook reached an API' },
    )
    .toBe(1);

  // A priced session the client accepts: its invoice is due.
  const booked = await call(
    balancer,
    'appointments/create-appointment',
    booking({ title: 'paid session', payment: 85, ...slot(baseDay + 14 * 60 * 60_000, 50) }),
    provider.token,
  );
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  const [appointment] = await query<RowDataPacket & { id: string }>(
    'SELECT id FROM appointments WHERE provider_id = ? AND title = ?',
    [provider.id, 'Paid Session'],
  );
  const accepted = await call(
    balancer,
    'appointments/accept-appointment',
    { id: appointment!.id, role: 'client' },
    client.token,
  );
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

  // A double click whose two requests land on different APIs.
  const pay = (n: 1 | 2) =>
    call(
      apiInstance(n),
      'appointments/pay',
      { appointment_id: appointment!.id, payment_method: 'pm_card_visa' },
      client.token,
    );
  const answers = await Promise.all([pay(1), pay(2)]);
  const paid = answers.filter((answer) => answer.body.msg === 'Thank you. Your payment succeeded.');
  expect(paid.length, JSON.stringify(answers)).toBeGreaterThanOrEqual(1);
  for (const answer of answers.filter((a) => !paid.includes(a))) {
    expect(answer.status).toBe(400);
    expect([
      'This payment is being processed. Please wait a moment and reload the page.',
      'This invoice has already been paid.',
    ]).toContain(answer.body.msg);
  }
  // One payment intent for the invoice at Stripe, succeeded, with one charge; the invoice paid.
  const state = (await (await fetch(`${many.stripeUrl}/__state`)).json()) as Record<
    string,
    Array<Record<string, unknown>>
  >;
  const intents = (state.payment_intents ?? []).filter(
    (intent) => (intent.metadata as Record<string, string>).appointment_id === appointment!.id,
  );
  expect(intents.map((intent) => intent.status)).toEqual(['succeeded']);
  const charges = (state.charges ?? []).filter((charge) => charge.payment_intent === intents[0]!.id);
  expect(charges).toHaveLength(1);
  await expect
    .poll(async () => {
      const [row] = await query<RowDataPacket & { paid: number }>(
        'SELECT paid_date IS NOT NULL AS paid FROM appointments WHERE id = ?',
        [appointment!.id],
      );
      return Number(row?.paid);
    })
    .toBe(1);
});

test('killing one API and one worker under load loses no acknowledged booking and sends no e-mail twice', async () => {
  test.setTimeout(150_000);
  await mailbox.clear();
  const loadDay = baseDay + 7 * DAY;
  const EVERY_MS = 100;
  const COUNT = 70;
  const KILL_API_AT = 20;
  const KILL_WORKER_AT = 25;
  const results: Array<{ i: number; status: number; msg?: string }> = [];
  const pending: Array<Promise<void>> = [];
  for (let i = 0; i < COUNT; i++) {
    if (i === KILL_API_AT) crash('api-1');
    if (i === KILL_WORKER_AT) crash('worker-1');
    // Bookings 20 minutes apart, 15 minutes long: none clashes with another.
    const body = booking({ title: `load ${i}`, ...slot(loadDay + i * 20 * 60_000, 15) });
    pending.push(
      call(balancer, 'appointments/create-appointment', body, provider.token).then(
        (answer) => void results.push({ i, status: answer.status, msg: answer.body.msg }),
        (error: Error) => void results.push({ i, status: 0, msg: error.message }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
  }
  await Promise.all(pending);
  results.sort((a, b) => a.i - b.i);
  const acknowledged = results.filter((r) => r.status === 200);
  const refused = results.filter((r) => r.status !== 200);
  test.info().annotations.push({
    type: 'load',
    description: `${acknowledged.length} of ${COUNT} bookings acknowledged; not: ${JSON.stringify(refused)}`,
  });

  // HAProxy saw API 1 go and sends everything to API 2: the bookings after the kill settle all succeed.
  await expect.poll(async () => (await serverStates('apis'))['api-1']).toBe('DOWN');
  expect((await serverStates('apis'))['api-2']).toBe('UP');
  expect(results.filter((r) => r.i >= KILL_API_AT + 20).every((r) => r.status === 200)).toBe(true);
  for (const r of refused) expect([0, 502, 503, 504]).toContain(r.status);
  expect(acknowledged.length).toBeGreaterThanOrEqual(COUNT - 10);

  // No acknowledged write lost: each is in the database, once.
  const rows = await query<RowDataPacket & { id: string; title: string }>(
    "SELECT id, title FROM appointments WHERE provider_id = ? AND title LIKE 'Load %' AND deleted_at IS NULL",
    [provider.id],
  );
  const titles = rows.map((row) => row.title);
  expect(new Set(titles).size).toBe(titles.length);
  for (const r of acknowledged) expect(titles).toContain(`Load ${r.i}`);

  // The outbox: one e-mail per booking in the database, each sent once though two workers claim and one died.
  const notifications = await query<RowDataPacket & { id: string; appointment_id: string; status: string }>(
    `SELECT n.id, n.appointment_id, n.status FROM notifications n JOIN appointments a ON a.id = n.appointment_id
      WHERE a.provider_id = ? AND a.title LIKE 'Load %'`,
    [provider.id],
  );
  expect(notifications).toHaveLength(rows.length);
  const sentIds = async () =>
    (await mailbox.list(client.email)).map((mail) => mail.customArgs?.notification_id).filter(Boolean);
  // A send the killed worker held when it died stays `sending` and is never resent (it may have gone out).
  const interrupted = async () =>
    (
      await query<RowDataPacket & { id: string }>(
        "SELECT id FROM notifications WHERE id IN (?) AND status = 'sending'",
        [notifications.map((n) => n.id)],
      )
    ).map((row) => row.id);
  await expect
    .poll(
      async () => {
        const sent = new Set(await sentIds());
        const held = new Set(await interrupted());
        return notifications.filter((n) => !sent.has(n.id) && !held.has(n.id)).length;
      },
      { message: 'every booking e-mailed', timeout: 100_000, intervals: [500] },
    )
    .toBe(0);
  const sent = await sentIds();
  expect(sent.length, 'no e-mail sent twice').toBe(new Set(sent).size);
  const held = await interrupted();
  expect(held.length, `sends interrupted by the kill: ${held.join(', ')}`).toBeLessThanOrEqual(1);
  const ackedIds = new Set(
    rows.filter((row) => acknowledged.some((r) => row.title === `Load ${r.i}`)).map((r) => r.id),
  );
  const ackedMails = notifications.filter((n) => ackedIds.has(n.appointment_id));
  expect(ackedMails.filter((n) => sent.includes(n.id)).length).toBeGreaterThanOrEqual(
    ackedMails.length - held.length,
  );

  // The web processes still serve through the balancer.
  const login = await fetch(`http://127.0.0.1:${many.webPort}/login`);
  expect(login.status).toBe(200);
});
