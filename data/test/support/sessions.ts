import type { Db } from '../../src/repositories/transaction.js';
import { newId } from '../../src/lib/ids.js';
import { insertAppointments } from '../../src/repositories/appointments.js';
import { createPractice } from '../../src/repositories/practices.js';
import { createUser } from '../../src/repositories/users.js';

/**
 * A practice and its providers, by name (the first is its super owner), for the tests of what the database keeps
 * about appointments (tallies, months, hours).
 */
export async function seedPracticeWithProviders(
  db: Db,
  { names, now }: { names: string[]; now: Date },
): Promise<{ practiceId: string; providers: string[] }> {
  const practiceId = newId(now);
  const providers = names.map(() => newId(now));
  await createPractice(db, {
    id: practiceId,
    name: 'Kept Figures Practice',
    ownerId: providers[0]!,
    planString: null,
    now,
  });
  for (const [index, id] of providers.entries())
    await createUser(db, {
      id,
      practiceId,
      passwordHash: null,
      emailVerifiedAt: now,
      now,
      email: `provider-${id}@example.test`,
      name: names[index]!,
      isProvider: true,
      isClient: false,
      teamRole: index === 0 ? 'super_owner' : 'provider',
    });
  return { practiceId, providers };
}

/** Fifty-minute online sessions of one provider starting at each of `starts`, in `state`; their ids, in order. */
export async function bookSessions(
  db: Db,
  input: {
    practiceId: string;
    providerId: string;
    starts: Date[];
    state: number;
    payment?: number;
    now: Date;
  },
): Promise<string[]> {
  const ids = input.starts.map(() => newId(input.now));
  await insertAppointments(
    db,
    input.starts.map((startTime, index) => ({
      id: ids[index]!,
      practiceId: input.practiceId,
      providerId: input.providerId,
      seriesId: null,
      title: 'Session',
      notes: '',
      allDay: false,
      recurring: false,
      online: true,
      startTime,
      endTime: new Date(startTime.getTime() + 3_000_000),
      timeDistance: 50,
      repeatUntil: null,
      recurrenceFrequency: null,
      payment: input.payment ?? 0,
      appointmentType: null,
      state: input.state as 1,
      inviteClient: false,
      roleUpdated: 'provider' as const,
      inviteeIds: [],
      now: input.now,
    })),
  );
  return ids;
}
