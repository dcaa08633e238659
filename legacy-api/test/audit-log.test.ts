import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES } from '@tele/contract/messages';
import { AUDIT_APPEND_ONLY_MESSAGE } from '@tele/data/repositories/audit-entries';
import { CLIENT_ADDRESS_HEADER, INTERNAL_SECRET_HEADER } from '#api/http/client-address.js';
import { allRoutes } from '#api/routes/index.js';
import {
  TEST_INTERNAL_SECRET,
  createTestApp,
  seedClient,
  signInClient,
  signInTeamMember,
  signUpPractice,
  type SignedIn,
  type TestApp,
} from './support/app.js';

// The audit log (issue 29, ADR 0049): who read or changed which client's record, signed in or failed to, changed
// two-factor sign-in or a role, or exported; written with the change it records; append-only; per practice; the
// whole practice's for its owners and administrators, a person's own for anyone else.
let t: TestApp;
let owner: SignedIn;
let admin: SignedIn;
let provider: SignedIn;
let client: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpPractice(t, 'Olive Owner');
  await t.deps.db.sequelize.query(`UPDATE practices SET plan_string = 'month_team_ultimate' WHERE id = :id`, {
    replacements: { id: owner.practiceId },
  });
  admin = await signInTeamMember(t, owner.practiceId, 'administrator', 'Ada Admin');
  provider = await signInTeamMember(t, owner.practiceId, 'provider', 'Pat Provider');
  client = await signInClient(t, {
    practiceId: owner.practiceId,
    providerId: provider.id,
    name: 'Casey Client',
  });
  other = await signUpPractice(t, 'Otto Other');
});
afterAll(async () => {
  await t?.close();
});

type Entry = {
  _id: string;
  action: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: string;
  client_id: string | null;
  client_name: string | null;
  subject_type: string | null;
  subject_id: string | null;
  address: string;
  created_date: string;
};

async function logOf(token: string, filter: Record<string, unknown> = {}) {
  const response = await t.post('users/get-audit-log', { appointment_pagination: 100, ...filter }, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: { list: Entry[]; page_num: { num_total: number } } }).results;
}

const fromBrowser = (address: string) => ({
  [CLIENT_ADDRESS_HEADER]: address,
  [INTERNAL_SECRET_HEADER]: TEST_INTERNAL_SECRET,
});

async function countRows(sql: string, replacements: Record<string, unknown>) {
  const [rows] = await t.deps.db.sequelize.query(sql, { replacements });
  return Number((rows as Array<{ n: number | string }>)[0]!.n);
}

describe('reads of a client record', () => {
  it('writes one entry per read, with who, when, what and the browser address the web app forwarded', async () => {
    t.clock.advance(60_000);
    const read = await t.inject({
      method: 'POST',
      url: '/api/api/users/get-info-user',
      payload: { id: client.id, role: 'client' },
      headers: { authorization: `Bearer ${provider.token}`, ...fromBrowser('203.0.113.7') },
    });
    expect(read.statusCode, read.body).toBe(200);

    const { list } = await logOf(owner.token, { client_id: client.id });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      action: 'client.read',
      actor_id: provider.id,
      actor_name: 'Pat Provider',
      actor_role: 'provider',
      client_id: client.id,
      client_name: 'Casey Client',
      address: '203.0.113.7',
      created_date: t.clock.now().toISOString(),
    });
  });

  it('logs a list of the client’s appointments or payments once, not once per row', async () => {
    const list = await t.post(
      'appointments/appointment-one-one',
      { client_id: client.id, btn_state: 1, appointment_pagination: 6 },
      provider.token,
    );
    expect(list.statusCode, list.body).toBe(200);
    const payments = await t.post(
      'appointments/appointment-one-one',
      { client_id: client.id, btn_state: 3 },
      provider.token,
    );
    expect(payments.statusCode).toBe(200);
    const actions = (await logOf(owner.token, { client_id: client.id })).list.map((entry) => entry.action);
    expect(actions.slice(0, 2)).toEqual(['payment.read', 'appointment.read']);
  });

  it('writes reads that arrive together in one INSERT, each with its own time in UTC', async () => {
    t.clock.advance(60_000);
    const at = t.clock.now().toISOString();
    const reads = await Promise.all(
      [0, 1, 2].map(() => t.post('users/get-info-user', { id: client.id, role: 'client' }, provider.token)),
    );
    expect(reads.map((read) => read.statusCode)).toEqual([200, 200, 200]);
    const { list } = await logOf(owner.token, { client_id: client.id });
    expect(list.slice(0, 3).map((entry) => [entry.action, entry.created_date])).toEqual([
      ['client.read', at],
      ['client.read', at],
      ['client.read', at],
    ]);
    expect(new Set(list.slice(0, 3).map((entry) => entry._id)).size).toBe(3);
  });

  it('does not log a client reading its own record', async () => {
    const before = (await logOf(owner.token, { client_id: client.id })).list.length;
    const own = await t.post('users/get-info-user', { id: client.id, role: 'client' }, client.token);
    expect(own.statusCode).toBe(200);
    expect((await logOf(owner.token, { client_id: client.id })).list).toHaveLength(before);
  });
});

describe('changes of a client record', () => {
  it('writes the entry in the change’s transaction: with the entry refused, the change is not made', async () => {
    const notes = () =>
      countRows('SELECT COUNT(*) AS n FROM private_notes WHERE client_id = :id', { id: client.id });
    const before = await notes();
    await t.deps.db.sequelize.query('RENAME TABLE audit_entries TO audit_entries_away');
    try {
      const posted = await t.post(
        'articles/post-notes',
        { client_id: client.id, content: '<p>Not kept</p>' },
        provider.token,
      );
      expect(posted.statusCode, posted.body).toBe(500);
    } finally {
      await t.deps.db.sequelize.query('RENAME TABLE audit_entries_away TO audit_entries');
    }
    expect(await notes()).toBe(before);

    const posted = await t.post(
      'articles/post-notes',
      { client_id: client.id, content: '<p>Kept</p>' },
      provider.token,
    );
    expect(posted.statusCode, posted.body).toBe(200);
    expect(await notes()).toBe(before + 1);
    const [latest] = (await logOf(owner.token, { client_id: client.id })).list;
    expect(latest).toMatchObject({
      action: 'note.create',
      subject_type: 'private_note',
      actor_id: provider.id,
    });
  });

  it('writes no entry for a refused change', async () => {
    const before = (await logOf(owner.token)).page_num.num_total;
    const refused = await t.post(
      'articles/post-notes',
      { client_id: client.id, content: '' },
      provider.token,
    );
    expect(refused.statusCode).toBe(400);
    expect((await logOf(owner.token)).page_num.num_total).toBe(before);
  });

  it('logs an appointment booked and cancelled, and a message sent, naming the client', async () => {
    const start = new Date(t.clock.now().getTime() + 86_400_000);
    const created = await t.post(
      'appointments/create-appointment',
      {
        invitees_id: [client.id],
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 50 * 60_000).toISOString(),
      },
      provider.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    const [row] = (await t.deps.db.sequelize.query(
      'SELECT id FROM appointments WHERE provider_id = :id ORDER BY requested_date DESC LIMIT 1',
      { replacements: { id: provider.id } },
    )) as unknown as [Array<{ id: string }>];
    const cancelled = await t.post('appointments/cancel-appointment', { id: row[0]!.id }, provider.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const sent = await t.post(
      'message/register-message',
      { sender_id: provider.id, recipient_id: client.id, message: 'Hello' },
      provider.token,
    );
    expect(sent.statusCode, sent.body).toBe(200);

    const { list } = await logOf(owner.token, { client_id: client.id, person_id: provider.id });
    expect(list.slice(0, 3).map((entry) => [entry.action, entry.subject_type])).toEqual([
      ['message.send', 'thread'],
      ['appointment.cancel', 'appointment'],
      ['appointment.create', 'appointment'],
    ]);
    expect(list[1]!.subject_id).toBe(row[0]!.id);
  });

  it('logs a message changed and one deleted, in the client’s thread', async () => {
    const sent = await t.post(
      'message/register-message',
      { sender_id: provider.id, recipient_id: client.id, message: 'See you Tuesday' },
      provider.token,
    );
    const id = (sent.json() as { results: { _id: string } }).results._id;
    const edited = await t.post(
      'message/update-message',
      { id, message: 'See you Wednesday' },
      provider.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const deleted = await t.post('message/delete-message', { id }, provider.token);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const { list } = await logOf(owner.token, { client_id: client.id, person_id: provider.id });
    expect(list.slice(0, 3).map((entry) => [entry.action, entry.subject_type, entry.subject_id])).toEqual([
      ['message.delete', 'thread', provider.id],
      ['message.update', 'thread', provider.id],
      ['message.send', 'thread', provider.id],
    ]);
  });
});

describe('sign-ins, two-factor and exports', () => {
  it('logs a sign-in and a failed one for a known account; an unknown address names no practice', async () => {
    t.clock.advance(60_000);
    const failed = await t.post('users/login', {
      email: admin.email,
      password: 'wrong password',
      role: 'provider',
    });
    expect(failed.statusCode).toBe(400);
    const unknown = await t.post('users/login', {
      email: 'nobody@example.test',
      password: 'wrong password',
      role: 'provider',
    });
    expect(unknown.statusCode).toBe(400);
    const signedIn = await t.post('users/login', {
      email: admin.email,
      password: admin.password,
      role: 'provider',
    });
    expect(signedIn.statusCode).toBe(200);

    const { list } = await logOf(owner.token, { person_id: admin.id });
    expect(list.slice(0, 2).map((entry) => entry.action)).toEqual(['sign_in', 'sign_in.failed']);
    expect(list[0]).toMatchObject({ actor_role: 'administrator', client_id: null, address: '127.0.0.1' });
    expect(await countRows('SELECT COUNT(*) AS n FROM audit_entries WHERE actor_id IS NULL', {})).toBe(0);
  });

  it('logs the practice rule for two-factor sign-in and the audit log’s own export', async () => {
    const required = await t.post('users/require-two-factor', { is_required: true }, owner.token);
    expect(required.statusCode, required.body).toBe(200);
    await t.post('users/require-two-factor', { is_required: false }, owner.token);
    const csv = await t.post('users/get-audit-csv', {}, owner.token);
    expect(csv.statusCode).toBe(200);
    const { list } = await logOf(owner.token, { person_id: owner.id });
    expect(list.slice(0, 3).map((entry) => [entry.action, entry.subject_type])).toEqual([
      ['export', 'audit_log'],
      ['two_factor.off', 'practice'],
      ['two_factor.on', 'practice'],
    ]);
  });
});

describe('who reads the log', () => {
  it('gives owners and administrators the whole practice, anyone else only its own entries', async () => {
    const all = await logOf(owner.token);
    expect(new Set(all.list.map((entry) => entry.actor_id))).toEqual(
      new Set([owner.id, admin.id, provider.id, client.id]),
    );
    // Reading the log is not itself an entry.
    expect((await logOf(admin.token)).page_num.num_total).toBe(all.page_num.num_total);

    // A provider asking for the owner's entries still gets only its own.
    const own = await logOf(provider.token, { person_id: owner.id });
    expect(own.list.length).toBeGreaterThan(0);
    expect(own.list.every((entry) => entry.actor_id === provider.id)).toBe(true);
  });

  it('refuses clients and people without a session', async () => {
    expect((await t.post('users/get-audit-log', {}, client.token)).statusCode).toBe(403);
    expect((await t.post('users/get-audit-log', {})).statusCode).toBe(403);
    expect((await t.post('users/get-audit-csv', {}, client.token)).statusCode).toBe(403);
  });

  it('keeps each practice’s log to itself, even filtered by the other practice’s client', async () => {
    const theirs = await logOf(other.token, { client_id: client.id });
    expect(theirs.list).toEqual([]);
    const everything = await logOf(other.token);
    expect(everything.list.every((entry) => entry.actor_id === other.id)).toBe(true);
  });

  it('filters by local dates in the reader’s zone and refuses a bad date or range with 400', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const all = (await logOf(owner.token)).page_num.num_total;
    expect((await logOf(owner.token, { from: today, to: today })).page_num.num_total).toBeGreaterThan(0);
    expect((await logOf(owner.token, { from: '2026-01-01', to: '2026-01-31' })).list).toEqual([]);
    expect((await logOf(owner.token, { to: '2030-01-01' })).page_num.num_total).toBeGreaterThanOrEqual(all);

    const bad = await t.post('users/get-audit-log', { from: '2026-02-30' }, owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ msg: AUDIT_MESSAGES.badDate });
    const backwards = await t.post(
      'users/get-audit-log',
      { from: '2026-12-02', to: '2026-12-01' },
      owner.token,
    );
    expect(backwards.json()).toEqual({ msg: AUDIT_MESSAGES.badRange });
    const notAnId = await t.post('users/get-audit-log', { client_id: 'nope' }, owner.token);
    expect(notAnId.statusCode).toBe(400);
  });

  it('shows no name for an id of someone outside the practice typed into a request', async () => {
    const stranger = await seedClient(t.deps.db, {
      practiceId: other.practiceId,
      providerId: other.id,
      name: 'Secret Stranger',
    });
    await t.post('appointments/appointment-one-one', { client_id: stranger.id }, provider.token);
    const { list } = await logOf(owner.token, { client_id: stranger.id });
    expect(list[0]).toMatchObject({ client_id: stranger.id, client_name: null });
  });
});

describe('the CSV', () => {
  it('writes formula-like cells with a leading apostrophe, times in the reader’s zone', async () => {
    const sneaky = await seedClient(t.deps.db, {
      practiceId: owner.practiceId,
      providerId: provider.id,
      name: '=HYPERLINK("http://x.test","y")',
    });
    await t.post('users/get-info-user', { id: sneaky.id, role: 'client' }, provider.token);
    const csv = await t.post('users/get-audit-csv', { client_id: sneaky.id }, owner.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const [heading, line, end] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(heading).toBe('Time (UTC),Person,Role,Action,Client,Record,Record id,Address');
    expect(line).toContain(
      `Pat Provider,provider,Opened the client’s profile,"'=HYPERLINK(""http://x.test"",""y"")"`,
    );
    expect(end).toBe('');
  });
});

describe('append-only', () => {
  it('refuses any UPDATE or DELETE of an entry in the database itself', async () => {
    await expect(t.deps.db.sequelize.query(`UPDATE audit_entries SET address = '0.0.0.0'`)).rejects.toThrow(
      AUDIT_APPEND_ONLY_MESSAGE,
    );
    await expect(t.deps.db.sequelize.query('DELETE FROM audit_entries')).rejects.toThrow(
      AUDIT_APPEND_ONLY_MESSAGE,
    );
  });

  it('leaves every entry as it was after every route is called by the owner', async () => {
    const snapshot = async () =>
      (await t.deps.db.sequelize.query('SELECT * FROM audit_entries ORDER BY id'))[0] as Array<{
        id: string;
      }>;
    const before = await snapshot();
    for (const route of allRoutes) {
      if (route.name === 'logout' || route.name === 'delete-user') continue;
      const response = await t.post(`${route.group}/${route.name}`, {}, owner.token);
      expect(response.statusCode, `${route.group}/${route.name}`).toBeLessThan(500);
    }
    const after = await snapshot();
    const kept = new Map(after.map((row) => [row.id, row]));
    for (const row of before) expect(kept.get(row.id)).toEqual(row);
  });
});
