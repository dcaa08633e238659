import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { CLIENT_SCHEDULING_MESSAGES, CREATE_MESSAGES } from '@tele/contract/messages';
import type { AppointmentState } from '@tele/contract/constants';
import { newId } from '@tele/data/ids';
import { insertAppointments } from '@tele/data/repositories/appointments';
import { saveScheduling } from '@tele/data/repositories/provider-settings';
import { findNotificationsByRecipient } from '@tele/data/repositories/notifications';
import {
  createTestApp,
  logInAs,
  logInAsClient,
  seedClient,
  seedProvider,
  type TestApp,
} from './support/app.js';

// The client's side of scheduling (legacy-contract 6.2, issue 24): a client asks one of its providers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const appointments = () =>
  t.deps.db.sequelize.query<Record<string, unknown>>('SELECT * FROM appointments ORDER BY id', {
    type: QueryTypes.SELECT,
  });

async function practice(options: { planString?: string | null; allowRequests?: boolean } = {}) {
  const provider = await seedProvider(t.deps.db, {
    planString: options.planString === undefined ? 'month_individual_ultimate' : options.planString,
    name: 'Dana Whitaker',
  });
  await saveScheduling(
    t.deps.db,
    provider.id,
    { reminders: true, remindersValue: 1, allowRequests: options.allowRequests ?? true },
    t.clock.now(),
  );
  const client = await seedClient(t.deps.db, {
    practiceId: provider.practiceId,
    providerId: provider.id,
    name: 'Alex Moreno',
    password: 'client password 123',
  });
  const clientToken = await logInAsClient(t, { email: client.email, password: 'client password 123' });
  return { provider, client, clientToken, providerToken: await logInAs(t, provider) };
}

const at = (hours: number) => new Date(t.clock.now().getTime() + hours * 3_600_000).toISOString();
const request = (provider_id: string, start = at(48), minutes = 50, extra: Record<string, unknown> = {}) => ({
  provider_id,
  title: 'Check-in',
  start_time: start,
  end_time: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  time_distance: minutes,
  online: true,
  ...extra,
});

describe('create-request-appointment', () => {
  it('makes a pending request the provider answers, tells the provider, and lists it for the client', async () => {
    const p = await practice();
    const answer = await t.post(
      'appointments/create-request-appointment',
      request(p.provider.id),
      p.clientToken,
    );
    expect(answer.json()).toEqual({ msg: CREATE_MESSAGES.created });
    const [row] = (await appointments()).filter((a) => a.provider_id === p.provider.id);
    expect(row).toMatchObject({ state: 1, invite_client: 1, role_updated: 'client', payment: '0.00' });
    const [mail] = await findNotificationsByRecipient(t.deps.db, p.provider.email);
    expect(mail).toMatchObject({ template: 'appointment-requested', payload: { clientName: 'Alex Moreno' } });

    const waiting = await t.post('appointments/get-request-appointment', {}, p.clientToken);
    expect(waiting.json().results.map((a: { _id: string }) => a._id)).toEqual([row!.id]);
    const coming = await t.post('appointments/get-providers-appointment', {}, p.clientToken);
    expect(coming.json().results).toHaveLength(1);
    // The client app calls it as a GET with no body.
    const asGet = await t.inject({
      method: 'GET',
      url: '/api/api/appointments/get-providers-appointment',
      headers: { authorization: `Bearer ${p.clientToken}` },
    });
    expect(asGet.json().results).toHaveLength(1);
    // The provider sees it among the requests to answer.
    const requested = await t.post('appointments/get-clients-appointment', { flag: 5 }, p.providerToken);
    expect(requested.json().results.list.map((a: { _id: string }) => a._id)).toEqual([row!.id]);
  });

  it('refuses a provider the client is not connected to or who takes no requests, and the plan limits, changing nothing', async () => {
    const p = await practice();
    const stranger = await practice();
    const closed = await practice({ allowRequests: false });
    const noPlan = await practice({ planString: null });
    const before = await appointments();
    const cases: Array<[string, string, string]> = [
      [p.clientToken, '', CLIENT_SCHEDULING_MESSAGES.noProvider],
      [p.clientToken, stranger.provider.id, CLIENT_SCHEDULING_MESSAGES.noProvider],
      [closed.clientToken, closed.provider.id, CLIENT_SCHEDULING_MESSAGES.notAllowed],
      [noPlan.clientToken, noPlan.provider.id, CLIENT_SCHEDULING_MESSAGES.providerNoPlan],
    ];
    for (const [token, providerId, msg] of cases) {
      const answer = await t.post('appointments/create-request-appointment', request(providerId), token);
      expect(answer.statusCode, msg).toBe(400);
      expect(answer.json()).toEqual({ msg });
    }
    expect(await appointments()).toEqual(before);
  });

  it('logs the provider’s approval of a request in the audit log, naming the client (ADR 0049)', async () => {
    const p = await practice();
    await t.post('appointments/create-request-appointment', request(p.provider.id), p.clientToken);
    const [row] = (await appointments()).filter((a) => a.provider_id === p.provider.id);
    const accepted = await t.post('appointments/accept-appointment', { id: row!.id }, p.providerToken);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [entries] = await t.deps.db.sequelize.query(
      `SELECT action, actor_id, client_id FROM audit_entries WHERE subject_id = :id ORDER BY id`,
      { replacements: { id: row!.id } },
    );
    expect(entries).toContainEqual({
      action: 'appointment.update',
      actor_id: p.provider.id,
      client_id: p.client.id,
    });
  });

  it('holds the basic plan to five sessions a month and the provider’s calendar to no overlap', async () => {
    const p = await practice({ planString: 'month_individual_basic' });
    for (let n = 0; n < 5; n += 1) {
      const answer = await t.post(
        'appointments/create-request-appointment',
        request(p.provider.id, at(48 + n * 2)),
        p.clientToken,
      );
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const sixth = await t.post(
      'appointments/create-request-appointment',
      request(p.provider.id, at(80)),
      p.clientToken,
    );
    expect(sixth.json()).toEqual({ msg: CLIENT_SCHEDULING_MESSAGES.providerBasicLimit });

    const q = await practice();
    await t.post('appointments/create-request-appointment', request(q.provider.id, at(30)), q.clientToken);
    const clash = await t.post(
      'appointments/create-request-appointment',
      request(q.provider.id, at(30)),
      q.clientToken,
    );
    expect(clash.statusCode).toBe(400);
    expect(clash.json().clash).toBeDefined();
  });

  it('takes its price from the provider’s type, never from the client, and is changed only by its client', async () => {
    const p = await practice();
    await t.post(
      'appointments/create-appointment-type',
      { name: 'Intake', length: 50, amount: 120, role: 'create' },
      p.providerToken,
    );
    await t.post(
      'appointments/create-request-appointment',
      request(p.provider.id, at(48), 50, { type: 'Intake', payment: 1 }),
      p.clientToken,
    );
    const [row] = (await appointments()).filter((a) => a.provider_id === p.provider.id);
    expect(row).toMatchObject({ appointment_type: 'Intake', payment: '120.00' });

    const moved = await t.post(
      'appointments/create-request-appointment',
      request(p.provider.id, at(72), 50, { _id: row!.id, update_flag: true }),
      p.clientToken,
    );
    expect(moved.json()).toEqual({ msg: CREATE_MESSAGES.updated });
    const other = await practice();
    const before = await appointments();
    const foreign = await t.post(
      'appointments/create-request-appointment',
      request(p.provider.id, at(90), 50, { _id: row!.id, update_flag: true }),
      other.clientToken,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await appointments()).toEqual(before);
  });

  it('lists a coming session until it ends, so the client can still join one under way', async () => {
    const p = await practice();
    const session = async (fromHours: number, minutes: number, state: AppointmentState) => {
      const id = newId(t.clock.now());
      const start = new Date(at(fromHours));
      await insertAppointments(t.deps.db, [
        {
          id,
          practiceId: p.provider.practiceId,
          providerId: p.provider.id,
          seriesId: null,
          title: 'Session',
          notes: '',
          allDay: false,
          recurring: false,
          online: true,
          startTime: start,
          endTime: new Date(start.getTime() + minutes * 60_000),
          timeDistance: minutes,
          repeatUntil: null,
          recurrenceFrequency: null,
          payment: 0,
          appointmentType: null,
          state,
          inviteClient: false,
          roleUpdated: null,
          inviteeIds: [p.client.id],
          now: t.clock.now(),
        },
      ]);
      return id;
    };
    const underWay = await session(-0.25, 50, 4);
    await session(-1.5, 60, 3); // over half an hour ago, its state not yet moved on
    const tomorrow = await session(24, 50, 3);
    const coming = await t.post('appointments/get-providers-appointment', {}, p.clientToken);
    expect(coming.json().results.map((a: { _id: string }) => a._id)).toEqual([underWay, tomorrow]);
  });

  it('is for clients only', async () => {
    const p = await practice();
    const answer = await t.post(
      'appointments/create-request-appointment',
      request(p.provider.id),
      p.providerToken,
    );
    expect(answer.statusCode).toBe(403);
  });
});
