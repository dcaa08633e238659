import type { Db } from '@tele/data/db';
import { refuse } from '#api/errors/app-error.js';
import { findClientProviderCards } from '@tele/data/repositories/client-providers';
import { findListedProvider } from '@tele/data/repositories/directory';
import { findPracticePerson } from '@tele/data/repositories/practice-person';
import { findProfile } from '@tele/data/repositories/profiles';
import { findRepeatReminder } from '@tele/data/repositories/repeat-reminders';
import { readsAsClient } from '#api/services/appointments/access.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { PROFILE_MESSAGES } from '@tele/contract/messages';
import type { RouteAnswer, RouteBody } from '@tele/contract/routes';
import { recordClientRead } from '#api/services/audit/audit.js';
import { toProfileWire } from './profile-wire.js';
import { mayReachClient, refuseUnreachable } from './reach.js';

/**
 * `get-photo-user`: who the shell shows, the caller's own record only. A client's `practice_name` is a JSON
 * string of its providers' practices (the legacy client app parses it); a gone account answers `results: null`
 * (the client app logs out on it).
 */
export async function getPhotoUser(
  db: Db,
  user: SessionUser,
  input: RouteBody<'users/get-photo-user'>,
): Promise<RouteAnswer<'users/get-photo-user'>> {
  const profile = user.isDeleted ? null : await findProfile(db, user.id);
  if (!profile) return { msg: PROFILE_MESSAGES.missing, results: null };
  const practiceName = readsAsClient(user, input.role)
    ? JSON.stringify([
        ...new Set((await findClientProviderCards(db, user.id)).map((card) => card.practiceName)),
      ])
    : profile.practiceName;
  const wire = toProfileWire(profile, 'full');
  return {
    msg: PROFILE_MESSAGES.found,
    results: {
      _id: wire._id,
      name: wire.name,
      photo: wire.photo,
      role: wire.role,
      ...(wire.invited_role ? { invited_role: wire.invited_role } : {}),
      practice_name: practiceName,
    },
  };
}

const found = (results: RouteAnswer<'users/get-info-user'>['results']) => ({
  msg: PROFILE_MESSAGES.infoFound,
  results,
});

/** A provider the public may see (the directory's rule), in its public view; else the legacy 400. */
async function publicProfileOf(db: Db, id: string) {
  const listed = await findListedProvider(db, id);
  const profile = listed ? await findProfile(db, listed.id) : null;
  if (!profile) refuse(PROFILE_MESSAGES.notFound);
  return found(toProfileWire(profile, 'public'));
}

/**
 * `get-info-user`: the profile the screens show (ADR 0026). Anyone reads a provider the directory lists, in its
 * public view (the public site's profile page). A signed-in person reads its own in full; a client, its
 * providers' public view; a team member, its practice's team and the clients it may open (a provider-role
 * member, those connected to it), in full, a client with the caller's repeat reminder. Nobody else.
 */
export async function getInfoUser(
  db: Db,
  user: SessionUser | null,
  input: RouteBody<'users/get-info-user'>,
  now: Date,
): Promise<RouteAnswer<'users/get-info-user'>> {
  const id = input.id || user?.id;
  if (!id) refuse(PROFILE_MESSAGES.notFound);
  if (!user) return publicProfileOf(db, id);
  if (id === user.id) {
    const own = await findProfile(db, id);
    if (!own || own.deletedAt) refuse(PROFILE_MESSAGES.notFound);
    return found(toProfileWire(own, 'full'));
  }
  if (readsAsClient(user, input.role) || user.teamRole === null) {
    const mine = await findClientProviderCards(db, user.id);
    if (mine.some((card) => card.providerId === id)) {
      const provider = await findProfile(db, id);
      if (provider) return found(toProfileWire(provider, 'public'));
    }
    return publicProfileOf(db, id);
  }
  // The three reads of a team member opening a record go together (one round trip, as the floor does): what
  // the person is to the practice decides below whether the profile read beside it is answered at all.
  const [person, profile, everyMinutes] = await Promise.all([
    findPracticePerson(db, user.practiceId, id),
    findProfile(db, id),
    findRepeatReminder(db, user.id, id),
  ]);
  if (profile && person && person.teamRole !== null && !person.isDeleted) {
    return found(toProfileWire(profile, 'full'));
  }
  if (person?.isClient) {
    if (!mayReachClient(user, person)) refuse(PROFILE_MESSAGES.notConnected);
    if (profile) {
      await recordClientRead(db, user, { action: 'client.read', clientId: id }, now);
      return found(
        toProfileWire(profile, 'full', {
          providerIds: person.providerIds,
          repeatReminderHours: everyMinutes === null ? 0 : everyMinutes / 60,
        }),
      );
    }
  }
  if (await findListedProvider(db, id)) return publicProfileOf(db, id);
  return refuseUnreachable(db, user, id, PROFILE_MESSAGES.notFound);
}
