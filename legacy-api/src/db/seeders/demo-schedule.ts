import type { Db } from '@tele/data/db';
import { newId } from '@tele/data/ids';
import { fromLocal, toLocal } from '@tele/data/zoned-time';
import { insertAppointmentType } from '@tele/data/repositories/appointment-types';
import { insertAppointments, type NewAppointment } from '@tele/data/repositories/appointments';
import { saveAvailability } from '@tele/data/repositories/availability';
import { rescheduleReminders } from '@tele/data/repositories/reminders';
import { STATE } from '@tele/data/appointment-states';

/** The zone the demo practice works in (its people see times in their browser's zone once they log in). */
export const DEMO_TIME_ZONE = 'America/New_York';

const TYPES = [
  { name: 'Intake', description: 'A first conversation and assessment.', lengthMinutes: 60, amount: 150 },
  { name: 'Follow-Up', description: 'An ongoing individual session.', lengthMinutes: 50, amount: 120 },
  { name: 'Couples Session', description: 'A session for two partners.', lengthMinutes: 90, amount: 180 },
] as const;

/** Working hours of a demo day; a day uses some of them, turn by turn. */
const SLOTS = [
  [9, 0],
  [11, 0],
  [14, 0],
  [16, 0],
] as const;

export interface DemoSchedulePeople {
  practiceId: string;
  /** The owner first, then the other providers. */
  providerIds: string[];
  clientIds: string[];
  now: Date;
}

/**
 * A fortnight of work for the demo practice, all ahead of `now` so nothing is stale on the first look: the
 * owner's appointment types and weekday hours, sessions on each working day (most accepted, some still awaiting the client), a
 * weekly follow-up series, two requests from clients waiting for approval, and a few sessions for another
 * provider so the Practice Calendar differs from My Calendar.
 */
export async function seedDemoSchedule(tx: Db, people: DemoSchedulePeople): Promise<void> {
  const { practiceId, providerIds, clientIds, now } = people;
  const [ownerId, secondId] = providerIds;
  if (!ownerId || clientIds.length === 0) return;
  const typeIds: string[] = [];
  for (const [position, type] of TYPES.entries()) {
    const id = newId(now);
    typeIds.push(id);
    await insertAppointmentType(tx, { id, practiceId, providerId: ownerId, position, ...type, now });
  }
  // The owner's hours (ADR 0051): weekday mornings online, afternoons at the office; intakes and follow-ups
  // may be requested.
  const morning = { start: '09:00', end: '12:00', inPerson: false, office: null };
  const afternoon = { start: '13:00', end: '17:00', inPerson: true, office: 'Harbor Light, Suite 4' };
  const workday = [morning, afternoon];
  await saveAvailability(
    tx,
    {
      providerId: ownerId,
      practiceId,
      timeZone: DEMO_TIME_ZONE,
      weekly: [[], workday, workday, workday, workday, workday, []],
      overrides: [],
      minNoticeMinutes: 1440,
      horizonDays: 60,
      bufferMinutes: 10,
      requestableTypes: typeIds.slice(0, 2).map((typeId, index) => ({
        typeId,
        lengthMinutes: TYPES[index]!.lengthMinutes,
      })),
    },
    now,
  );

  const today = toLocal(now, DEMO_TIME_ZONE);
  /** The local calendar day `days` after today (as UTC fields, so month ends roll over). */
  const dayAfter = (days: number) => new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  /** The instant of a local time `days` after today, in the demo's zone. */
  const at = (days: number, hour: number, minute: number) => {
    const day = dayAfter(days);
    return fromLocal(
      {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        day: day.getUTCDate(),
        hour,
        minute,
        second: 0,
        millisecond: 0,
      },
      DEMO_TIME_ZONE,
    );
  };
  const isWorkday = (days: number) => ![0, 6].includes(dayAfter(days).getUTCDay());
  const client = (n: number) => clientIds[n % clientIds.length]!;

  const appointments: NewAppointment[] = [];
  const add = (input: {
    providerId: string;
    start: Date;
    type: (typeof TYPES)[number];
    clientId: string;
    state?: NewAppointment['state'];
    isRequest?: boolean;
    series?: { id: string; repeatUntil: Date; everyDays: number };
  }) => {
    const id =
      input.series && appointments.every((a) => a.seriesId !== input.series?.id)
        ? input.series.id
        : newId(now);
    appointments.push({
      id,
      practiceId,
      providerId: input.providerId,
      seriesId: input.series?.id ?? null,
      title: input.type.name,
      notes: '',
      allDay: false,
      recurring: Boolean(input.series),
      online: true,
      startTime: input.start,
      endTime: new Date(input.start.getTime() + input.type.lengthMinutes * 60_000),
      timeDistance: input.type.lengthMinutes,
      repeatUntil: input.series?.repeatUntil ?? null,
      recurrenceFrequency: input.series?.everyDays ?? null,
      payment: input.type.amount,
      appointmentType: input.type.name,
      state: input.state ?? STATE.accepted,
      inviteClient: Boolean(input.isRequest),
      roleUpdated: input.isRequest ? 'client' : 'provider',
      inviteeIds: [input.clientId],
      now,
    });
  };

  let turn = 0;
  for (let days = 1; days <= 14; days += 1) {
    if (!isWorkday(days)) continue;
    // Two or three sessions a day for the owner, one a day for the second provider.
    for (const [hour, minute] of SLOTS.slice(0, 2 + (days % 2))) {
      const type = TYPES[turn % 3 === 0 ? 0 : turn % 5 === 0 ? 2 : 1];
      add({
        providerId: ownerId,
        start: at(days, hour, minute),
        type,
        clientId: client(turn),
        // Every fourth is still waiting for the client to accept.
        state: turn % 4 === 3 ? STATE.pending : STATE.accepted,
      });
      turn += 1;
    }
    if (secondId)
      add({ providerId: secondId, start: at(days, 10, 0), type: TYPES[1], clientId: client(days + 1) });
  }

  // A weekly follow-up at 12:30 for eight weeks, from the first workday on.
  const firstDay = [1, 2, 3].find(isWorkday) ?? 1;
  const series = { id: newId(now), repeatUntil: at(firstDay + 49, 23, 59), everyDays: 7 };
  for (let week = 0; week < 8; week += 1) {
    add({
      providerId: ownerId,
      start: at(firstDay + week * 7, 12, 30),
      type: TYPES[1],
      clientId: client(0),
      series,
    });
  }

  // Two clients asked for a time; the owner approves or declines them (Requested to Me, the dashboard).
  add({
    providerId: ownerId,
    start: at(firstDay + 7, 17, 30),
    type: TYPES[0],
    clientId: client(1),
    state: STATE.pending,
    isRequest: true,
  });
  add({
    providerId: ownerId,
    start: at(firstDay + 8, 8, 0),
    type: TYPES[1],
    clientId: client(2),
    state: STATE.pending,
    isRequest: true,
  });

  await insertAppointments(tx, appointments);
  await rescheduleReminders(
    tx,
    appointments.map((appointment) => appointment.id),
    now,
  );
}
