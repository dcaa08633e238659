import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import { findUserByEmail } from '@tele/data/repositories/users';
import { updateAppointment } from '@tele/data/repositories/appointments';
import { issueLink } from '@tele/data/links';
import { LIFECYCLE_MESSAGES } from '@tele/contract/messages';
import { CLIENT_ADDRESS_HEADER, INTERNAL_SECRET_HEADER } from '../src/http/client-address.js';
import {
  TEST_INTERNAL_SECRET,
  createTestApp,
  logInAs,
  logInAsClient,
  seedClient,
  seedProvider,
  type SeededProvider,
  type TestApp,
} from './support/app.js';

/**
 * The second security review (../shared/security-review-2.md): each attack as the review made it, refused,
 * and the data read back unchanged. The flood of N3 has its own file (hashing-flood.test.ts); the web tier's
 * findings (N4's forwarding, N6, N9, cross-site posts) are remix-app's tests.
 */
const PAIR_MAX = 3;
const ADDRESS_MAX = 30;
const ACCOUNT_MAX = 8;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimitMax: PAIR_MAX,
    rateLimitAddressMax: ADDRESS_MAX,
    rateLimitAccountMax: ACCOUNT_MAX,
  });
});
afterAll(async () => {
  await t?.close();
});

function post(path: string, body: object, from: string, token?: string) {
  return t.inject({
    method: 'POST',
    url: `/api/api/${path}`,
    payload: body,
    remoteAddress: from,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const login = (email: string, password: string, from: string) =>
  post('users/login', { email, password, role: 'provider' }, from);

const rowsOf = (sql: string, replacements: Record<string, unknown>) =>
  t.deps.db.sequelize.query<Record<string, unknown>>(sql, { replacements, type: QueryTypes.SELECT });

describe('N1: one canonical form of an address for limits, look-ups and storage', () => {
  let priya: SeededProvider;
  beforeAll(async () => {
    priya = await seedProvider(t.deps.db, { email: 'priya.raman@demo-practice.test' });
  });

  it('logs in with case and width variants of the address, never with an accented one', async () => {
    expect((await login('PRIYA.RAMAN@DEMO-PRACTICE.TEST', priya.password, '10.21.0.1')).statusCode).toBe(200);
    expect(
      (await login('ｐｒｉｙａ.ｒａｍａｎ@demo-practice.test', priya.password, '10.21.0.2')).statusCode,
    ).toBe(200);
    for (const variant of ['príya.raman@demo-practice.test', 'PRÍYA.RAMAN@DEMO-PRACTICE.TEST']) {
      const answer = await login(variant, priya.password, '10.21.0.3');
      expect(answer.statusCode, variant).toBe(400);
      expect(answer.json()).toEqual({ msg: 'The login has failed. Please try again.' });
    }
  });

  it('counts every spelling against one account: variants from many addresses stop at the account limit', async () => {
    const target = await seedProvider(t.deps.db, { email: 'jonas.berg@demo-practice.test' });
    const spellings = [
      'Jonas.Berg@demo-practice.test',
      'JONAS.BERG@DEMO-PRACTICE.TEST',
      ' jonas.berg@demo-practice.test',
    ];
    const statuses: number[] = [];
    for (let address = 0; address < 5; address += 1)
      for (let n = 0; n < 2; n += 1) {
        // Each guess after the account's growing delay (ADR 0046) has run out: only the limits count here.
        t.clock.advance(900_000);
        statuses.push(
          (await login(spellings[(address + n) % 3]!, `guess-${n}`, `10.22.0.${address}`)).statusCode,
        );
      }
    expect(statuses.slice(0, ACCOUNT_MAX)).toEqual(Array<number>(ACCOUNT_MAX).fill(400));
    expect(statuses.slice(ACCOUNT_MAX)).toEqual([429, 429]);
    expect(await rowsOf('SELECT id FROM sessions WHERE user_id = :id', { id: target.id })).toEqual([]);
  });

  it('sends no reset e-mail for an accented variant, and stores every address in one form', async () => {
    const victim = await seedProvider(t.deps.db, { email: 'maya.okafor@demo-practice.test' });
    for (const variant of ['máya.okafor@demo-practice.test', 'mayá.okafor@demo-practice.test']) {
      const answer = await post('users/forgot-password', { email: variant, role: 'provider' }, '10.23.0.1');
      expect(answer.json()).toEqual({ msg: 'Your email has sent successfully. Please check your mailbox.' });
    }
    // (The variants get the no-account row, never sent; the lookup here compares loosely, so filter.)
    const sent = await findNotificationsByRecipient(t.deps.db, victim.email);
    expect(sent.filter((row) => row.template === 'reset-password')).toEqual([]);
    expect(sent.map((row) => row.recipient).sort()).toEqual([
      'mayá.okafor@demo-practice.test',
      'máya.okafor@demo-practice.test',
    ]);

    const signUp = await post(
      'users/register-provider',
      {
        practice_name: 'Mixed Case',
        name: 'Mixed Case',
        email: '  Mixed.Case@Example.TEST ',
        password: 'Mixed-case-pass-1',
        confirm_password: 'Mixed-case-pass-1',
      },
      '10.23.0.2',
    );
    expect(signUp.statusCode).toBe(200);
    expect(
      await rowsOf('SELECT email FROM pending_registrations WHERE email LIKE :like', { like: '%mixed%' }),
    ).toEqual([{ email: 'mixed.case@example.test' }]);
  });
});

describe('N2: a client declines only its own place, only before the session, and a record is kept', () => {
  async function groupSession(options: { startInMinutes?: number } = {}) {
    const owner = await seedProvider(t.deps.db, { planString: 'month_team_ultimate' });
    const ownerToken = await logInAs(t, owner);
    const clients = [];
    for (const name of ['Alex Moreno', 'Sam Lee']) {
      const client = await seedClient(t.deps.db, {
        practiceId: owner.practiceId,
        providerId: owner.id,
        name,
        password: 'client password 123',
      });
      clients.push({
        ...client,
        token: await logInAsClient(t, { email: client.email, password: 'client password 123' }),
      });
    }
    const start = new Date(t.clock.now().getTime() + (options.startInMinutes ?? 3 * 24 * 60) * 60_000);
    const created = await post(
      'appointments/create-appointment',
      {
        title: 'Group session',
        invitees_id: clients.map((client) => client.id),
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 3_600_000).toISOString(),
      },
      '10.24.0.1',
      ownerToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await rowsOf('SELECT id FROM appointments WHERE provider_id = :id', { id: owner.id });
    const [alex, sam] = clients as [(typeof clients)[0], (typeof clients)[0]];
    return { owner, ownerToken, alex, sam, id: String(row!.id) };
  }

  const appointmentRow = async (id: string) =>
    (await rowsOf('SELECT * FROM appointments WHERE id = :id', { id }))[0];
  const inviteesOf = async (id: string) =>
    (
      await rowsOf(
        'SELECT client_id FROM appointment_invitees WHERE appointment_id = :id ORDER BY client_id',
        { id },
      )
    ).map((row) => row.client_id);

  it("takes only the declining client off a group session; the other keeps it, and the practice's view is whole", async () => {
    const s = await groupSession();
    const declined = await post('appointments/cancel-appointment', { id: s.id }, '10.24.0.2', s.alex.token);
    expect(declined.json()).toEqual({ msg: LIFECYCLE_MESSAGES.deleted });
    expect(
      (await post('appointments/get-appointment', { id: s.id }, '10.24.0.3', s.sam.token)).statusCode,
    ).toBe(200);
    const full = await post(
      'appointments/get-full-appointment',
      { appointment_id: s.id },
      '10.24.0.1',
      s.ownerToken,
    );
    expect(full.statusCode).toBe(200);
    expect(await inviteesOf(s.id)).toEqual([s.sam.id]);
    expect((await appointmentRow(s.id))!.deleted_at).toBeNull();
    // Alex no longer reaches it; Sam, the last one, declining cancels it.
    expect(
      (await post('appointments/get-appointment', { id: s.id }, '10.24.0.2', s.alex.token)).statusCode,
    ).toBe(403);
    expect(
      (await post('appointments/cancel-appointment', { id: s.id }, '10.24.0.3', s.sam.token)).statusCode,
    ).toBe(200);
    expect((await appointmentRow(s.id))!.deleted_at).not.toBeNull();
  });

  it('refuses a decline once the session has started, when it has a note, or when it is paid, changing nothing', async () => {
    const cases: Array<[string, Parameters<typeof updateAppointment>[2], string]> = [
      ['started', { actualStart: t.clock.now(), state: 4 }, LIFECYCLE_MESSAGES.notDeclinable],
      ['noted', { sessionNote: 'SAM-NOTE' }, LIFECYCLE_MESSAGES.hasNote],
      ['paid', { payment: 80, paidDate: t.clock.now() }, LIFECYCLE_MESSAGES.paidRecord],
    ];
    for (const [label, changes, msg] of cases) {
      const fresh = await groupSession();
      await updateAppointment(t.deps.db, fresh.id, changes);
      const before = [await appointmentRow(fresh.id), await inviteesOf(fresh.id)];
      for (const client of [fresh.alex, fresh.sam]) {
        const answer = await post(
          'appointments/cancel-appointment',
          { id: fresh.id },
          '10.24.1.1',
          client.token,
        );
        expect(answer.statusCode, label).toBe(400);
        expect(answer.json(), label).toEqual({ msg });
      }
      expect([await appointmentRow(fresh.id), await inviteesOf(fresh.id)], label).toEqual(before);
    }
  });

  it('refuses a decline of a session whose start has passed', async () => {
    const s = await groupSession({ startInMinutes: 20 });
    t.clock.advance(21 * 60_000);
    const before = await appointmentRow(s.id);
    const answer = await post('appointments/cancel-appointment', { id: s.id }, '10.24.2.1', s.alex.token);
    expect(answer.json()).toEqual({ msg: LIFECYCLE_MESSAGES.notDeclinable });
    expect(await appointmentRow(s.id)).toEqual(before);
    expect(await inviteesOf(s.id)).toHaveLength(2);
  });
});

describe('N4: a person in good standing is not locked out by others', () => {
  const viaWebApp = (path: string, body: object, browser: string) =>
    t.inject({
      method: 'POST',
      url: `/api/api/${path}`,
      payload: body,
      remoteAddress: '127.0.0.1',
      headers: { [INTERNAL_SECRET_HEADER]: TEST_INTERNAL_SECRET, [CLIENT_ADDRESS_HEADER]: browser },
    });

  it('lets the account in from an address it signed in from before, after five addresses used up its limit', async () => {
    const victim = await seedProvider(t.deps.db);
    const home = '198.51.100.40';
    expect(
      (
        await viaWebApp(
          'users/login',
          { email: victim.email, password: victim.password, role: 'provider' },
          home,
        )
      ).statusCode,
    ).toBe(200);

    for (let attacker = 0; attacker < 5; attacker += 1)
      for (let n = 0; n < PAIR_MAX; n += 1)
        await viaWebApp(
          'users/login',
          { email: victim.email, password: `guess-${n}`, role: 'provider' },
          `203.0.113.${attacker}`,
        );

    const fromNewPlace = await viaWebApp(
      'users/login',
      { email: victim.email, password: victim.password, role: 'provider' },
      '192.0.2.200',
    );
    expect(fromNewPlace.statusCode).toBe(429);
    const fromHome = await viaWebApp(
      'users/login',
      { email: victim.email, password: victim.password, role: 'provider' },
      home,
    );
    expect(fromHome.statusCode).toBe(200);
    // A wrong password from home is still a plain refusal, and home keeps its own per-address limit.
    expect(
      (await viaWebApp('users/login', { email: victim.email, password: 'typo', role: 'provider' }, home))
        .statusCode,
    ).toBe(400);
  });
});

describe('N5: no text the requester typed in an e-mail to an address not yet proven', () => {
  it('queues the sign-up e-mail with nothing from the form but the address', async () => {
    const phishing = {
      practice_name: 'Billing Dept',
      name: 'Customer. Your payment failed - call +1 555 0100 today or visit http://evil.example/pay',
      email: 'spam.target0@example.com',
      password: 'Phish-pass-123',
      confirm_password: 'Phish-pass-123',
    };
    expect((await post('users/register-provider', phishing, '10.25.0.1')).statusCode).toBe(200);
    const [mail] = await findNotificationsByRecipient(t.deps.db, phishing.email);
    expect(mail).toMatchObject({ template: 'verify-email' });
    expect(Object.keys(mail!.payload)).toEqual(['pendingRegistrationId']);
    expect(JSON.stringify(mail)).not.toMatch(/Customer|payment|evil|Billing/i);
  });
});

describe('N7 and N8: nobody is made a client without consent, and the list tells nothing of accounts', () => {
  it('invites a colleague of a higher role instead of changing their account; they decide', async () => {
    const owner = await seedProvider(t.deps.db, { planString: 'month_team_ultimate', name: 'Dana Whitaker' });
    const maya = await seedProvider(t.deps.db, {
      practiceId: owner.practiceId,
      teamRole: 'owner',
      name: 'Maya Okafor',
    });
    const priya = await seedProvider(t.deps.db, {
      practiceId: owner.practiceId,
      teamRole: 'provider',
      name: 'Priya Raman',
    });
    const priyaToken = await logInAs(t, priya);
    const accounts = async () =>
      rowsOf('SELECT id, is_client, team_role FROM users WHERE id IN (:ids) ORDER BY id', {
        ids: [owner.id, maya.id],
      });
    const before = await accounts();

    for (const target of [owner, maya]) {
      const answer = await post(
        'users/accept-request',
        { add_role: 'client', name: 'X', email: target.email },
        '10.26.0.1',
        priyaToken,
      );
      expect(answer.json()).toEqual({ msg: 'Your invitation has succeed.' });
    }
    expect(await accounts()).toEqual(before);
    expect(
      await rowsOf('SELECT * FROM client_provider_links WHERE client_id IN (:ids)', {
        ids: [owner.id, maya.id],
      }),
    ).toEqual([]);
    // Booking them is refused: they are no clients (yet).
    const booked = await post(
      'appointments/create-appointment',
      {
        title: 'x',
        invitees_id: [owner.id],
        start_time: '2026-12-01T10:00:00.000Z',
        end_time: '2026-12-01T11:00:00.000Z',
      },
      '10.26.0.1',
      priyaToken,
    );
    expect(booked.statusCode).not.toBe(200);
    expect(await rowsOf('SELECT id FROM appointments WHERE provider_id = :id', { id: priya.id })).toEqual([]);

    // Maya accepts hers: only now is she Priya's client.
    const [mail] = await findNotificationsByRecipient(t.deps.db, maya.email);
    expect(mail).toMatchObject({
      template: 'client-connect-invite',
      payload: { providerName: 'Priya Raman' },
    });
    const link = await issueLink(t.deps.db, {
      purpose: 'accept_invitation',
      subject: { clientInvitationId: String(mail!.payload.invitationId) },
      publicUrl: 'http://localhost:3000',
      now: t.clock.now(),
    });
    expect(
      (await post('users/accept-invitation', { id: link.slice(link.lastIndexOf('/') + 1) }, '10.26.0.2'))
        .statusCode,
    ).toBe(200);
    expect(await findUserByEmail(t.deps.db, maya.email)).toMatchObject({ isClient: true, teamRole: 'owner' });
    expect(await findUserByEmail(t.deps.db, owner.email)).toMatchObject({ isClient: false });
  });

  it('adds the caller as a client of a colleague at once: their own consent', async () => {
    const owner = await seedProvider(t.deps.db, { planString: 'month_team_ultimate' });
    const priya = await seedProvider(t.deps.db, { practiceId: owner.practiceId, teamRole: 'provider' });
    const ownerToken = await logInAs(t, owner);
    const answer = await post(
      'users/accept-request',
      { add_role: 'client', name: 'Dana', email: owner.email, provider_id: priya.id },
      '10.26.1.1',
      ownerToken,
    );
    expect(answer.json()).toEqual({ msg: 'You just have connected with the client.' });
    expect(await findUserByEmail(t.deps.db, owner.email)).toMatchObject({ isClient: true });
  });

  it("lists an invitation to another practice's account exactly as a new address, until it is accepted", async () => {
    const a = await seedProvider(t.deps.db, { planString: 'month_team_ultimate' });
    const alex = await seedClient(t.deps.db, {
      practiceId: a.practiceId,
      providerId: a.id,
      name: 'Alex Moreno',
    });
    const b = await seedProvider(t.deps.db, { planString: 'month_team_ultimate' });
    const bToken = await logInAs(t, b);
    for (const email of [alex.email, 'nobody.here@example.com'])
      expect(
        (
          await post(
            'users/accept-request',
            { add_role: 'client', name: 'x person', email, phone: '555 0100' },
            '10.27.0.1',
            bToken,
          )
        ).statusCode,
      ).toBe(200);
    const list = await post(
      'users/get-user-list',
      { role: 'client', client_pagination: 10 },
      '10.27.0.1',
      bToken,
    );
    const rows = (list.json() as { results: { list: Array<Record<string, unknown>> } }).results.list;
    expect(
      rows.map(({ _id, ...row }) => row).sort((x, y) => String(x.email).localeCompare(String(y.email))),
    ).toEqual(
      [alex.email, 'nobody.here@example.com'].sort().map((email) => ({
        name: 'X Person',
        email,
        phone: '5550100',
        provider_ids: [b.id],
        role: ['client'],
      })),
    );
    expect(rows.every((row) => /^[0-9a-f]{24}$/.test(String(row._id)))).toBe(true);
    // Inviting the same account again keeps one row.
    await post(
      'users/accept-request',
      { add_role: 'client', name: 'x person', email: alex.email },
      '10.27.0.1',
      bToken,
    );
    const again = await post(
      'users/get-user-list',
      { role: 'client', client_pagination: 10 },
      '10.27.0.1',
      bToken,
    );
    expect((again.json() as { results: { list: unknown[] } }).results.list).toHaveLength(2);
  });
});
