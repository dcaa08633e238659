import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { AppointmentModel } from '../src/db/models/appointment.js';
import { createTestApp, logInAs, seedClient, seedProvider, type TestApp } from './support/app.js';

// Security review of issue 19: each attack as the review made it, refused, with nothing changed (read back).
// The test clock starts on Saturday 2026-11-21 09:00 UTC.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function bookedSession() {
  const owner = await seedProvider({ planString: 'month_individual_ultimate' });
  const client = await seedClient({ practiceId: owner.practiceId, providerId: owner.id });
  const token = await logInAs(t, owner);
  const start = new Date(t.clock.now().getTime() + 10 * 60_000);
  const created = await t.post(
    'appointments/create-appointment',
    {
      invitees_id: [client.id],
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 50 * 60_000).toISOString(),
    },
    token,
  );
  expect(created.statusCode).toBe(200);
  const row = await AppointmentModel.findOne({ where: { provider_id: owner.id } });
  return { owner, client, token, id: row!.id, key: row!.room_key };
}

const rowOf = async (id: string) => (await AppointmentModel.findByPk(id, { raw: true }))!;

describe('finding 7: the waiting room gates the video room', () => {
  it('gives a waiting guest no room name, and the name is not made from the link', async () => {
    const s = await bookedSession();
    const before = await rowOf(s.id);
    const guest = { id: s.id, role: 'invited', key: s.key };

    const view = await t.post('appointments/get-appointment', guest);
    expect(view.statusCode).toBe(200);
    expect(view.body).not.toContain('room_name');
    expect(view.body).not.toContain(`-${s.id}-${s.key}`);

    const early = await t.post('appointments/join-appointment', { ...guest, start_session: true });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ msg: 'The provider has not joined yet. Please wait for him to join.' });
    expect(await rowOf(s.id)).toEqual(before);

    // Admitted: the join answer holds the room, which neither the id nor the key can rebuild.
    await t.post('appointments/join-appointment', { id: s.id, role: 'provider' }, s.token);
    await t.post('appointments/allow-appointment', { id: s.id, allow: true }, s.token);
    const joined = (await t.post('appointments/join-appointment', guest)).json();
    expect(joined.msg).toBe('The joining succeed.');
    expect(joined.results.room_name).toMatch(/^TeleTherapist-[A-Za-z0-9]{32}$/);
    expect(joined.results.room_name).not.toContain(s.key);
    expect(joined.results.room_name).not.toContain(s.id);
  });

  it('stops a guest key working an hour after the session ends', async () => {
    const s = await bookedSession();
    const guest = { id: s.id, role: 'invited', key: s.key };
    expect((await t.post('appointments/get-appointment', guest)).statusCode).toBe(200);
    // The session ends at 10:00 (09:10 + 50 min); the key works until 11:00.
    t.clock.advance(2 * 3_600_000);
    try {
      const before = await rowOf(s.id);
      const expired = { msg: 'This link has expired. Please ask your provider for a new one.' };
      const view = await t.post('appointments/get-appointment', guest);
      expect(view.statusCode).toBe(403);
      expect(view.json()).toEqual(expired);
      const join = await t.post('appointments/join-appointment', { ...guest, start_session: true });
      expect(join.statusCode).toBe(403);
      expect(join.json()).toEqual(expired);
      const stream = await t.inject({
        method: 'GET',
        url: `/api/events/appointment/${s.id}`,
        headers: { 'x-room-key': s.key },
      });
      expect(stream.statusCode).toBe(403);
      expect(await rowOf(s.id)).toEqual(before);
    } finally {
      t.clock.advance(-2 * 3_600_000);
    }
  });
});

describe('finding 12: room keys stay out of the API log', () => {
  it('redacts a key given in the live-events URL, and accepts it in a header instead', async () => {
    const s = await bookedSession();
    const other = await bookedSession();
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await buildApp({ ...t.deps, config: { ...t.deps.config, logLevel: 'info' } }, undefined, {
      logStream,
    });
    try {
      // The legacy way, with a real key (for another appointment: refused, and logged like any request).
      const legacy = await logged.inject({
        method: 'GET',
        url: `/api/events/appointment/${other.id}?key=${s.key}`,
      });
      expect(legacy.statusCode).toBe(403);
      const viaHeader = await logged.inject({
        method: 'GET',
        url: `/api/events/appointment/${other.id}`,
        headers: { 'x-room-key': s.key },
      });
      expect(viaHeader.statusCode).toBe(403);
      const log = lines.join('');
      expect(log).toContain(`/api/events/appointment/${other.id}?key=[redacted]`);
      expect(log).not.toContain(s.key);
    } finally {
      await logged.close();
    }
  });
});
