import type { Db } from '@tele/data/db';
import { newId } from '@tele/data/ids';
import { insertAppointmentType } from '@tele/data/repositories/appointment-types';
import { saveScheduling } from '@tele/data/repositories/provider-settings';
import { seedProvider, type SeededProvider } from './app.js';

/**
 * A provider of a new ultimate practice (or a colleague in `practiceId`) who takes requests (unless `allowRequests` is false), reminders on, with
 * one appointment type "Intake" of 50 minutes (`amount` in cents, 0 by default): what the availability and
 * booking tests start from. Its hours are the test's own to set.
 */
export async function seedSchedulingProvider(
  db: Db,
  now: Date,
  options: { name: string; timeZone?: string; allowRequests?: boolean; amount?: number; practiceId?: string },
): Promise<{ provider: SeededProvider; typeId: string }> {
  const provider = await seedProvider(db, {
    planString: 'month_individual_ultimate',
    name: options.name,
    timeZone: options.timeZone ?? 'America/New_York',
    ...(options.practiceId ? { practiceId: options.practiceId, teamRole: 'provider' as const } : {}),
  });
  await saveScheduling(
    db,
    provider.id,
    { reminders: true, remindersValue: 1, allowRequests: options.allowRequests ?? true },
    now,
  );
  const typeId = newId();
  await insertAppointmentType(db, {
    id: typeId,
    practiceId: provider.practiceId,
    providerId: provider.id,
    position: 0,
    name: 'Intake',
    description: '',
    lengthMinutes: 50,
    amount: options.amount ?? 0,
    now,
  });
  return { provider, typeId };
}
