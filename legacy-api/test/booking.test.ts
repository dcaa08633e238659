import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { AVAILABILITY_MESSAGES, BOOKING_MESSAGES } from '@tele/contract/messages';
import { newId } from '@tele/data/ids';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import { saveScheduling } from '@tele/data/repositories/provider-settings';
import { slugFor } from '@tele/data/repositories/booking-links';
import { toLocalInputs } from '@tele/data/zoned-time';
import { createTestApp, logInAs, logInAsClient, seedClient, type TestApp } from './support/app.js';
import { seedSchedulingProvider } from './support/scheduling.js';

// Booking by link (issue 30, ADR 0054). The test clock starts on Saturday 2026-11-21 09:00 UTC.
// The per-address limit (any provider) stays the test default: every login here comes from 127.0.0.1.
const PAIR_MAX = 4;
const PROVIDER_MAX = 8;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimitMax: PAIR_MAX,
    rateLimitAccountMax: PROVIDER_MAX,
  });
});
afterAll(async () => {
  await t?.close();
});

let addresses = 0;
/** Each test books from its own address unless it says otherwise (the limits are per address). */
const nextAddress = () => `10.30.${Math.floor(addresses / 200)}.${(addresses++ % 200) + 1}`;

function post(path: string, body: object, from = nextAddress(), token?: string) {
  return t.inject({
    method: 'POST',
    url: `/api/api/${path}`,
    payload: body,
    remoteAddress: from,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const range = (start: string, end: string) => ({ start, end, in_person: false, office: null });
const rows = <T extends object>(sql: string, replacements: Record<string, unknown> = {}) =>
  t.deps.db.sequelize.query<T>(sql, { type: QueryTypes.SELECT, replacements });

async function bookablePractice(
  options: { allowRequests?: boolean; name?: string; practiceId?: string } = {},
) {
  const { provider, typeId } = await seedSchedulingProvider(t.deps.db, t.clock.now(), {
    name: options.name ?? 'Maya Patel',
    allowRequests: options.allowRequests,
    practiceId: options.practiceId,
  });
  const providerToken = await logInAs(t, provider);
  const saved = await t.post(
    'availability/set-availability',
    {
      weekly_hours: [[], [range('09:00', '12:00')], [], [], [], [], []],
      min_notice_minutes: 60,
      horizon_days: 14,
      requestable_types: [{ type_id: typeId, length_minutes: 50 }],
    },
    providerToken,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  await saveScheduling(
    t.deps.db,
    provider.id,
    { reminders: true, remindersValue: 1, allowRequests: true },
    t.clock.now(),
  );
  const link = await t.post('availability/get-booking-link', {}, providerToken);
  expect(link.statusCode, link.body).toBe(200);
  const slug = link.json().results.booking_slug as string;
  if (options.allowRequests === false)
    await saveScheduling(
      t.deps.db,
      provider.id,
      { reminders: true, remindersValue: 1, allowRequests: false },
      t.clock.now(),
    );
  return { provider, providerToken, typeId, slug };
}

const monday = { from: '2026-11-23T05:00:00.000Z', to: '2026-11-24T05:00:00.000Z' }; // Monday in New York
const visitor = (n: number) => ({
  name: 'Jordan Lee',
  email: `jordan.${n}.${newId()}@example.test`,
  phone: '+61 2 9999 0000',
  time_zone: 'Australia/Sydney',
});

async function firstSlot(slug: string) {
  const slots = await post('availability/get-public-slots', { slug, ...monday });
  expect(slots.statusCode, slots.body).toBe(200);
  return slots.json().results.slots[0] as { start_time: string; end_time: string };
}

const requestsOf = (providerId: string) =>
  rows<{ id: string; state: number; invite_client: number; start_time: Date; invitees_json: unknown }>(
    `SELECT id, state, invite_client, start_time, invitees_json FROM appointments
     WHERE provider_id = :providerId AND deleted_at IS NULL`,
    { providerId },
  );

const inviteesOf = (row: { invitees_json: unknown }) =>
  typeof row.invitees_json === 'string' ? (JSON.parse(row.invitees_json) as unknown) : row.invitees_json;

/**
 * A client's address typed on `page`'s booking page by someone not signed in as them: the request is taken (200),
 * books nothing, leaves the client connected to `homeProviderId` alone, and asks `page`'s provider to enroll them.
 */
async function expectEnrollmentInstead(
  page: { slug: string; typeId: string; provider: { id: string } },
  client: { id: string; email: string },
  homeProviderId: string,
) {
  const slot = await firstSlot(page.slug);
  const typed = await post('availability/request-booking', {
    slug: page.slug,
    type_id: page.typeId,
    start_time: slot.start_time,
    name: 'Casey Home',
    email: client.email,
    phone: '555 123 4567',
  });
  expect(typed.statusCode, typed.body).toBe(200);
  expect(typed.json()).toEqual({ msg: BOOKING_MESSAGES.requested });
  expect(await requestsOf(page.provider.id)).toEqual([]);
  expect(
    await rows('SELECT provider_id FROM client_provider_links WHERE client_id = :id', { id: client.id }),
  ).toEqual([{ provider_id: homeProviderId }]);
  const enrollment = await rows<{ provider_id: string; msg: string }>(
    'SELECT provider_id, msg FROM client_requests WHERE email = :email',
    { email: client.email },
  );
  expect(enrollment).toEqual([
    { provider_id: page.provider.id, msg: expect.stringContaining('from the booking page') },
  ]);
}

describe('the booking link', () => {
  it('is made from the name with a short suffix, once, and only while requests are allowed', async () => {
    expect(slugFor('Maya Patél, LMFT')).toMatch(/^maya-patel-lmft-[a-z2-9]{4}$/);
    const p = await bookablePractice();
    expect(p.slug).toMatch(/^maya-patel-[a-z2-9]{4}$/);
    const again = await t.post('availability/get-booking-link', {}, p.providerToken);
    expect(again.json().results.booking_slug).toBe(p.slug);

    const closed = await bookablePractice({ allowRequests: false });
    const none = await t.post('availability/get-booking-link', {}, closed.providerToken);
    expect(none.json().results).toEqual({ booking_slug: null });
  });

  it('answers the page and the slots by slug, and 404 with the same words when requests are off', async () => {
    const p = await bookablePractice();
    const page = await post('availability/get-booking-page', { slug: p.slug });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().results).toEqual({
      slug: p.slug,
      provider_name: 'Maya Patel',
      time_zone: 'America/New_York',
      types: [{ type_id: p.typeId, name: 'Intake', length_minutes: 50 }],
      is_known_client: false,
    });
    const slot = await firstSlot(p.slug);
    expect(toLocalInputs(new Date(slot.start_time), 'America/New_York').time).toBe('09:00');

    const closed = await bookablePractice({ allowRequests: false, name: 'Ravi Shah' });
    for (const slug of [closed.slug, 'nobody-abcd', 'NOT A SLUG', '']) {
      for (const route of ['get-booking-page', 'get-public-slots', 'request-booking']) {
        const response = await post(`availability/${route}`, {
          slug,
          type_id: closed.typeId,
          start_time: slot.start_time,
          ...visitor(0),
        });
        expect(response.statusCode, `${route} ${slug}`).toBe(404);
        expect(response.json()).toEqual({ msg: AVAILABILITY_MESSAGES.notBookable });
      }
    }
    expect(await requestsOf(closed.provider.id)).toEqual([]);
  });
});

describe('availability/request-booking', () => {
  it('lands a visitor’s request as a client request, tells the provider, and the client hears the approval', async () => {
    const p = await bookablePractice();
    const slot = await firstSlot(p.slug);
    const who = visitor(1);
    const asked = await post('availability/request-booking', {
      slug: p.slug,
      type_id: p.typeId,
      start_time: slot.start_time,
      ...who,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ msg: BOOKING_MESSAGES.requested });

    const [request] = await requestsOf(p.provider.id);
    expect(request).toMatchObject({ state: 1, invite_client: 1 });
    expect(request!.start_time.toISOString()).toBe(slot.start_time);
    const [client] = await rows<{ id: string; practice_id: string; time_zone: string; is_client: number }>(
      'SELECT id, practice_id, time_zone, is_client FROM users WHERE email = :email',
      { email: who.email },
    );
    expect(client).toMatchObject({ practice_id: p.provider.practiceId, time_zone: 'Australia/Sydney' });
    expect(inviteesOf(request!)).toEqual([expect.objectContaining({ id: client!.id, name: 'Jordan Lee' })]);
    const [told] = await findNotificationsByRecipient(t.deps.db, p.provider.email);
    expect(told).toMatchObject({ template: 'appointment-requested' });

    // The dashboard's requests list shows it; the provider approves; the client is e-mailed.
    const waiting = await t.post('appointments/get-clients-appointment', { flag: 5 }, p.providerToken);
    expect(waiting.json().results.list.map((a: { _id: string }) => a._id)).toContain(request!.id);
    const approved = await t.post('appointments/accept-appointment', { id: request!.id }, p.providerToken);
    expect(approved.statusCode, approved.body).toBe(200);
    const mails = await findNotificationsByRecipient(t.deps.db, who.email);
    expect(mails).toEqual([
      expect.objectContaining({
        template: 'appointment-request-answered',
        payload: expect.objectContaining({
          approved: true,
          needsPassword: true,
          timeZone: 'Australia/Sydney',
        }),
      }),
    ]);
  });

  it('tells the client when the provider declines the request', async () => {
    const p = await bookablePractice();
    const slot = await firstSlot(p.slug);
    const who = visitor(2);
    await post('availability/request-booking', {
      slug: p.slug,
      type_id: p.typeId,
      start_time: slot.start_time,
      ...who,
    });
    const [request] = await requestsOf(p.provider.id);
    const declined = await t.post('appointments/cancel-appointment', { id: request!.id }, p.providerToken);
    expect(declined.statusCode, declined.body).toBe(200);
    const [mail] = await findNotificationsByRecipient(t.deps.db, who.email);
    expect(mail).toMatchObject({
      template: 'appointment-request-answered',
      payload: expect.objectContaining({ approved: false }),
    });
  });

  it('refuses a slot outside the hours or taken with the same words, and keeps nothing', async () => {
    const p = await bookablePractice();
    const slot = await firstSlot(p.slug);
    const first = await post('availability/request-booking', {
      slug: p.slug,
      type_id: p.typeId,
      start_time: slot.start_time,
      ...visitor(3),
    });
    expect(first.statusCode, first.body).toBe(200);
    for (const start of [
      slot.start_time, // taken now
      new Date(new Date(slot.start_time).getTime() + 15 * 60_000).toISOString(), // overlaps it
      '2026-11-23T22:00:00.000Z', // 17:00 in New York: outside the hours
      '2026-11-21T09:30:00.000Z', // inside the notice
      '2026-11-23T14:05:00.000Z', // not on the 15-minute grid
    ]) {
      const refused = await post('availability/request-booking', {
        slug: p.slug,
        type_id: p.typeId,
        start_time: start,
        ...visitor(4),
      });
      expect(refused.statusCode, start).toBe(400);
      expect(refused.json()).toEqual({ msg: BOOKING_MESSAGES.notFree });
    }
    expect(await requestsOf(p.provider.id)).toHaveLength(1);
    const bad = await post('availability/request-booking', {
      slug: p.slug,
      type_id: p.typeId,
      start_time: 'soon',
      ...visitor(5),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ msg: BOOKING_MESSAGES.badStart });
    const noPhone = await post('availability/request-booking', {
      slug: p.slug,
      type_id: p.typeId,
      start_time: slot.start_time,
      ...visitor(6),
      phone: '',
    });
    expect(noPhone.json()).toEqual({ msg: BOOKING_MESSAGES.phone });
  });

  it('books two requests sent at once with the same new address as one client, never a 500', async () => {
    const p = await bookablePractice();
    const slots = await post('availability/get-public-slots', { slug: p.slug, ...monday });
    const [first, , third] = slots.json().results.slots as Array<{ start_time: string }>;
    const who = visitor(7);
    const answers = await Promise.all(
      [first!, third!].map((slot) =>
        post('availability/request-booking', {
          slug: p.slug,
          type_id: p.typeId,
          start_time: slot.start_time,
          ...who,
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
    const clients = await rows<{ id: string }>('SELECT id FROM users WHERE email = :email', {
      email: who.email,
    });
    expect(clients).toHaveLength(1);
    const booked = answers.filter((answer) => answer.statusCode === 200).length;
    expect(await requestsOf(p.provider.id)).toHaveLength(booked);
  });

  it('answers a filled honeypot the same success and keeps nothing', async () => {
    const p = await bookablePractice();
    const slot = await firstSlot(p.slug);
    const who = visitor(7);
    const trapped = await post('availability/request-booking', {
      slug: p.slug,
      type_id: p.typeId,
      start_time: slot.start_time,
      ...who,
      website: 'http://spam.example',
    });
    expect(trapped.statusCode).toBe(200);
    expect(trapped.json()).toEqual({ msg: BOOKING_MESSAGES.requested });
    expect(await requestsOf(p.provider.id)).toEqual([]);
    expect(await rows('SELECT id FROM users WHERE email = :email', { email: who.email })).toEqual([]);
    expect(await findNotificationsByRecipient(t.deps.db, p.provider.email)).toEqual([]);
  });

  it('lets a signed-in client of the practice skip the contact fields', async () => {
    const p = await bookablePractice();
    const client = await seedClient(t.deps.db, {
      practiceId: p.provider.practiceId,
      providerId: p.provider.id,
      name: 'Alex Moreno',
      password: 'client password 123',
    });
    const token = await logInAsClient(t, { email: client.email, password: 'client password 123' });
    const page = await post('availability/get-booking-page', { slug: p.slug }, nextAddress(), token);
    expect(page.json().results.is_known_client).toBe(true);
    const slot = await firstSlot(p.slug);
    const asked = await post(
      'availability/request-booking',
      { slug: p.slug, type_id: p.typeId, start_time: slot.start_time },
      nextAddress(),
      token,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const [request] = await requestsOf(p.provider.id);
    expect(inviteesOf(request!)).toEqual([expect.objectContaining({ id: client.id })]);
  });

  it('cannot reach another practice’s clients: their address gets an enrollment request, their account is untouched', async () => {
    const home = await bookablePractice({ name: 'Home Provider' });
    const client = await seedClient(t.deps.db, {
      practiceId: home.provider.practiceId,
      providerId: home.provider.id,
      name: 'Casey Home',
      password: 'client password 789',
    });
    const other = await bookablePractice({ name: 'Other Provider' });
    const clientToken = await logInAsClient(t, { email: client.email, password: 'client password 789' });
    const page = await post(
      'availability/get-booking-page',
      { slug: other.slug },
      nextAddress(),
      clientToken,
    );
    expect(page.json().results.is_known_client).toBe(false);

    const slot = await firstSlot(other.slug);
    const asked = await post(
      'availability/request-booking',
      { slug: other.slug, type_id: other.typeId, start_time: slot.start_time },
      nextAddress(),
      clientToken,
    );
    // Signed in elsewhere is not known here: the contact fields are asked.
    expect(asked.statusCode).toBe(400);
    await expectEnrollmentInstead(other, client, home.provider.id);
  });

  it('does not connect a client of the practice to another of its providers: that provider gets an enrollment request', async () => {
    const home = await bookablePractice({ name: 'Home Provider' });
    const client = await seedClient(t.deps.db, {
      practiceId: home.provider.practiceId,
      providerId: home.provider.id,
      name: 'Casey Home',
    });
    const colleague = await bookablePractice({
      name: 'Colleague Provider',
      practiceId: home.provider.practiceId,
    });
    // Anyone may type the address: typed on the colleague's page it must not open the client's record to them.
    await expectEnrollmentInstead(colleague, client, home.provider.id);

    // Typed on the page of the provider it is connected to, it asks as that client.
    const own = await firstSlot(home.slug);
    const asked = await post('availability/request-booking', {
      slug: home.slug,
      type_id: home.typeId,
      start_time: own.start_time,
      name: 'Casey Home',
      email: client.email,
      phone: '555 123 4567',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await requestsOf(home.provider.id)).toHaveLength(1);
  });

  it('limits requests per address (for a provider) and per provider with 429 {msg}', async () => {
    const p = await bookablePractice();
    const from = nextAddress();
    const ask = (address: string) =>
      post(
        'availability/request-booking',
        { slug: p.slug, type_id: p.typeId, start_time: 'soon', ...visitor(8) },
        address,
      );
    const statuses: number[] = [];
    for (let n = 0; n <= PAIR_MAX; n += 1) statuses.push((await ask(from)).statusCode);
    expect(statuses).toEqual([...Array(PAIR_MAX).fill(400), 429]);
    const blocked = await ask(from);
    expect(blocked.json()).toEqual({ msg: 'Too many attempts. Please wait a minute and try again.' });

    // From many addresses, the provider's own budget runs out too.
    const spread: number[] = [];
    for (let n = 0; n < PROVIDER_MAX; n += 1) spread.push((await ask(nextAddress())).statusCode);
    expect(spread).toContain(429);
  });
});
