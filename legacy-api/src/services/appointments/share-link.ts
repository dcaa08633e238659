import type { AppDeps } from '#api/deps.js';
import { newId } from '@tele/data/ids';
import {
  insertAppointments,
  lockProviderCalendar,
  updateAppointment,
} from '@tele/data/repositories/appointments';
import {
  findShareLink,
  newShareLink,
  readShareLinks,
  type ShareLinkRecord,
} from '@tele/data/repositories/share-links';
import { inTransaction } from '@tele/data/repositories/transaction';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { assertTeamMember } from '#api/services/people/team-only.js';

/** A shown share link is renewed after a day, so the link on the dashboard works for six more days at least. */
const SHARE_LINK_RENEW_MS = 24 * 3_600_000;
const isStale = (startTime: Date, now: Date) => now.getTime() - startTime.getTime() > SHARE_LINK_RENEW_MS;

/**
 * `appointment-empty`: the provider's one shareable waiting-room appointment (state 0), made when missing.
 * Its guest key expires a week after its start (room.ts), so a day-old one is given a fresh start.
 */
export async function getOrCreateShareLink(
  deps: AppDeps,
  user: SessionUser,
  now: Date,
): Promise<Pick<ShareLinkRecord, 'id' | 'roomKey'>> {
  assertTeamMember(user);
  // Every dashboard asks for the link. A fresh one is only read (one statement); the provider's calendar is
  // locked (which queued every parallel dashboard of the same person, ADR 0033) only to make or renew it, or to
  // remove extra ones.
  const [shown, ...extra] = await readShareLinks(deps.db, user.id);
  if (shown && !extra.length && shown.practiceId === user.practiceId && !isStale(shown.startTime, now))
    return shown;
  return inTransaction(deps.db, async (tx) => {
    await lockProviderCalendar(tx, user.id);
    const existing = await findShareLink(tx, user.id);
    if (existing) {
      if (existing.practiceId === user.practiceId && isStale(existing.startTime, now))
        await updateAppointment(tx, existing.id, { startTime: now, requestedDate: now });
      return existing;
    }
    await insertAppointments(tx, [
      newShareLink({ id: newId(now), practiceId: user.practiceId, providerId: user.id, now }),
    ]);
    // The new link's guest key is made by the insert: read it back (only when a link is made).
    const made = await findShareLink(tx, user.id);
    if (!made) throw new Error('The share link just made could not be read back');
    return made;
  });
}
