import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { insertAppointmentType, findAppointmentTypes } from '../src/repositories/appointment-types.js';
import {
  findAppointmentById,
  findInvitedAppointment,
  insertAppointments,
  isAppointmentOfAnotherPractice,
} from '../src/repositories/appointments.js';
import {
  findAppointmentPage,
  findAppointmentsStartingBetween,
} from '../src/repositories/appointment-lists.js';
import { linkClientToProvider } from '../src/repositories/client-provider-links.js';
import { countSessionsByDay, findMonthFigures, findReportPage } from '../src/repositories/reports.js';
import {
  findClientRequest,
  findClientRequestPage,
  upsertClientRequest,
} from '../src/repositories/client-requests.js';
import { findPracticePerson } from '../src/repositories/practice-person.js';
import { countPracticeNotifications } from '../src/repositories/notification-counts.js';
import { findAppointmentNotifications, insertNotification } from '../src/repositories/notifications.js';
import {
  findPracticeClientIds,
  findPracticeClientsPage,
  findPracticeProvider,
  findTeamPage,
} from '../src/repositories/people.js';
import { createPractice } from '../src/repositories/practices.js';
import { findPayoutAccount, insertPayoutAccount } from '../src/repositories/payout-accounts.js';
import { findScheduledReminders, rescheduleReminders } from '../src/repositories/reminders.js';
import { createUser } from '../src/repositories/users.js';
import type { Db } from '../src/db/database.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

// Every repository read of practice data filters by the practice (or, for a client's own reads, by the client)
// in its SQL: each read below, asked by practice A for what practice B holds, finds nothing.

const now = new Date('2026-11-21T10:00:00.000Z');
const start = new Date('2026-11-24T10:00:00.000Z');
const from = new Date('2026-11-01T00:00:00.000Z');
const to = new Date('2026-12-01T00:00:00.000Z');

interface Fixture {
  practiceId: string;
  providerId: string;
  clientId: string;
  appointmentId: string;
}

let database: TestDatabase;
let db: Db;
let a: Fixture;
let b: Fixture;

async function seedPractice(name: string): Promise<Fixture> {
  const practiceId = newId(now);
  const providerId = newId(now);
  const clientId = newId(now);
  const appointmentId = newId(now);
  await createPractice(db, { id: practiceId, name, ownerId: providerId, planString: null, now });
  const person = { practiceId, passwordHash: null, emailVerifiedAt: now, now };
  await createUser(db, {
    ...person,
    id: providerId,
    email: `provider-${providerId}@example.test`,
    name: `${name} Provider`,
    isProvider: true,
    isClient: false,
    teamRole: 'super_owner',
  });
  await createUser(db, {
    ...person,
    id: clientId,
    email: `client-${clientId}@example.test`,
    name: `${name} Client`,
    isProvider: false,
    isClient: true,
    teamRole: null,
  });
  await linkClientToProvider(db, { clientId, providerId, practiceId, now });
  await insertAppointments(db, [
    {
      id: appointmentId,
      practiceId,
      providerId,
      seriesId: null,
      title: `${name} session`,
      notes: '',
      allDay: false,
      recurring: false,
      online: true,
      startTime: start,
      endTime: new Date(start.getTime() + 3_000_000),
      timeDistance: 50,
      repeatUntil: null,
      recurrenceFrequency: null,
      payment: 0,
      appointmentType: null,
      state: 1,
      inviteClient: false,
      roleUpdated: 'provider',
      inviteeIds: [clientId],
      now,
    },
  ]);
  await rescheduleReminders(db, [appointmentId], now);
  await insertAppointmentType(db, {
    id: newId(now),
    practiceId,
    providerId,
    position: 0,
    name: 'Intake',
    description: '',
    lengthMinutes: 50,
    amount: 0,
    now,
  });
  await insertNotification(db, {
    id: newId(now),
    practiceId,
    appointmentId,
    channel: 'email',
    recipient: `client-${clientId}@example.test`,
    template: 'appointment-invite',
    payload: {},
    now,
  });
  return { practiceId, providerId, clientId, appointmentId };
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  a = await seedPractice('Alder');
  b = await seedPractice('Birch');
});

afterAll(async () => {
  await database?.drop();
});

describe("a practice's reads never return another practice's rows", () => {
  it('an appointment by id: found in its practice, not from another', async () => {
    expect(await findAppointmentById(db, a.practiceId, a.appointmentId)).toMatchObject({
      id: a.appointmentId,
    });
    expect(await findAppointmentById(db, a.practiceId, b.appointmentId)).toBeNull();
    // The probe that tells "another practice's" (403) from "no such appointment" (400).
    expect(await isAppointmentOfAnotherPractice(db, a.practiceId, b.appointmentId)).toBe(true);
    expect(await isAppointmentOfAnotherPractice(db, a.practiceId, a.appointmentId)).toBe(false);
    expect(await isAppointmentOfAnotherPractice(db, a.practiceId, newId(now))).toBe(false);
  });

  it("a client's appointment: only one it is invited to", async () => {
    expect(await findInvitedAppointment(db, a.clientId, a.appointmentId)).toMatchObject({
      id: a.appointmentId,
    });
    expect(await findInvitedAppointment(db, a.clientId, b.appointmentId)).toBeNull();
  });

  it("the practice calendar, list and per-day counts hold only the practice's appointments", async () => {
    const calendar = await findAppointmentsStartingBetween(db, { practiceId: a.practiceId }, from, to);
    expect(calendar.map((row) => row.id)).toEqual([a.appointmentId]);
    const page = await findAppointmentPage(
      db,
      { scope: { practiceId: a.practiceId } },
      { offset: 0, limit: 10, sort: [['start_time', 'ASC']] },
    );
    expect({ total: page.total, ids: page.list.map((row) => row.id) }).toEqual({
      total: 1,
      ids: [a.appointmentId],
    });
    expect(await countSessionsByDay(db, { practiceId: a.practiceId }, [{ start: from, end: to }])).toEqual([
      1,
    ]);
    const report = await findReportPage(db, {
      scope: { practiceId: a.practiceId },
      sort: { column: 'attendees', direction: 'ASC' },
      offset: 0,
      limit: 10,
    });
    expect({ total: report.total, ids: report.list.map((row) => row.id) }).toEqual({
      total: 1,
      ids: [a.appointmentId],
    });
    const figures = await findMonthFigures(db, { scope: { practiceId: a.practiceId }, from, to });
    expect(figures.providers.map((row) => row.providerId)).toEqual([a.providerId]);
    const invited = await findAppointmentsStartingBetween(db, { inviteeId: a.clientId }, from, to);
    expect(invited.map((row) => row.id)).toEqual([a.appointmentId]);
  });

  it("an appointment's messages and reminders", async () => {
    expect(await findAppointmentNotifications(db, a.practiceId, a.appointmentId)).toHaveLength(1);
    expect(await findAppointmentNotifications(db, a.practiceId, b.appointmentId)).toEqual([]);
    expect(await findScheduledReminders(db, a.practiceId, a.appointmentId)).toHaveLength(2);
    expect(await findScheduledReminders(db, a.practiceId, b.appointmentId)).toEqual([]);
    expect(
      await countPracticeNotifications(db, {
        practiceId: a.practiceId,
        templates: ['appointment-invite'],
        since: from,
      }),
    ).toBe(1);
  });

  it("a provider's appointment types", async () => {
    expect(await findAppointmentTypes(db, a.practiceId, a.providerId)).toHaveLength(1);
    expect(await findAppointmentTypes(db, a.practiceId, b.providerId)).toEqual([]);
  });

  it('people: clients, team and providers', async () => {
    expect([...(await findPracticeClientIds(db, a.practiceId, [a.clientId, b.clientId]))]).toEqual([
      a.clientId,
    ]);
    const clients = await findPracticeClientsPage(db, { practiceId: a.practiceId }, { offset: 0, limit: 10 });
    expect(clients.list.map((row) => row.id)).toEqual([a.clientId]);
    const ofProvider = { practiceId: a.practiceId, providerId: b.providerId };
    expect((await findPracticeClientsPage(db, ofProvider, { offset: 0, limit: 10 })).list).toEqual([]);
    const team = await findTeamPage(db, a.practiceId, newId(now), { offset: 0, limit: 10 });
    expect(team.list.map((row) => row.id)).toEqual([a.providerId]);
    expect(await findPracticeProvider(db, a.practiceId, a.providerId)).toMatchObject({ id: a.providerId });
    expect(await findPracticeProvider(db, a.practiceId, b.providerId)).toBeNull();
    expect(await findPracticePerson(db, a.practiceId, a.clientId)).toMatchObject({ isClient: true });
    expect(await findPracticePerson(db, a.practiceId, b.clientId)).toBeNull();
    expect(await findPracticePerson(db, a.practiceId, b.providerId)).toBeNull();
  });

  it('client requests', async () => {
    const id = newId(now);
    await upsertClientRequest(db, {
      id,
      practiceId: b.practiceId,
      providerId: b.providerId,
      name: 'Riley Requester',
      email: 'riley@example.test',
      msg: 'Hello',
      isKnownClient: false,
      now,
    });
    expect(await findClientRequest(db, { practiceId: a.practiceId }, id)).toBeNull();
    expect(await findClientRequest(db, { practiceId: b.practiceId }, id)).toMatchObject({ id });
    const page = { offset: 0, limit: 10 };
    expect((await findClientRequestPage(db, { practiceId: a.practiceId }, page)).total).toBe(0);
    expect((await findClientRequestPage(db, { practiceId: b.practiceId }, page)).total).toBe(1);
  });

  it('payout accounts and the invoices owed', async () => {
    await insertPayoutAccount(db, {
      providerId: b.providerId,
      practiceId: b.practiceId,
      stripeAccountId: `acct_${b.providerId}`,
      now,
    });
    expect(await findPayoutAccount(db, a.practiceId, b.providerId)).toBeNull();
    expect(await findPayoutAccount(db, b.practiceId, b.providerId)).toMatchObject({
      stripeAccountId: `acct_${b.providerId}`,
    });
    const page = { offset: 0, limit: 10, sort: [['start_time', 'ASC']] as Array<['start_time', 'ASC']> };
    expect(
      (await findAppointmentPage(db, { scope: { providerId: a.providerId }, isOwing: true }, page)).list,
    ).toEqual([]);
    expect(
      (await findAppointmentPage(db, { scope: { inviteeId: a.clientId }, isOwing: true }, page)).list,
    ).toEqual([]);
  });
});
