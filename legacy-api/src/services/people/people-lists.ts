import type { Db } from '@tele/data/db';
import { findClientProviderCards } from '@tele/data/repositories/client-providers';
import {
  findClientProvidersPage,
  findPracticeClients,
  findTeam,
  type ClientScope,
} from '@tele/data/repositories/people';
import { managesPractice, readsAsClient } from '#api/services/appointments/access.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import type { RouteAnswer, RouteBody } from '@tele/contract/routes';
import { toPersonLite } from './person-wire.js';

/** The short lists are for pickers, never a whole table: at most this many people. */
const SHORT_LIST_MAX = 1000;

/** Whose clients a team member reaches: the practice's (its managers), or its own (a provider-role member). */
export function clientScopeOf(user: SessionUser): ClientScope {
  return managesPractice(user)
    ? { practiceId: user.practiceId }
    : { practiceId: user.practiceId, providerId: user.id };
}

/**
 * `get-users`: the caller's own scope, never "all users" (the admin app's GET with no body got every user):
 * a client its providers; a team member its practice's clients (`role: 'client'`; a provider-role member its
 * own) or, otherwise, its team.
 */
export async function getUsers(
  db: Db,
  user: SessionUser,
  input: RouteBody<'users/get-users'>,
): Promise<RouteAnswer<'users/get-users'>> {
  if (readsAsClient(user, input.role) || user.teamRole === null) {
    const { list } = await findClientProvidersPage(db, user.id, { offset: 0, limit: SHORT_LIST_MAX });
    return { results: list.map(toPersonLite) };
  }
  const people =
    input.role === 'client'
      ? await findPracticeClients(db, clientScopeOf(user), SHORT_LIST_MAX)
      : await findTeam(db, user.practiceId);
  return { results: people.map(toPersonLite) };
}

/** `get-allow-providers`: a client's providers who take appointment requests (the client's request form). */
export async function getAllowProviders(
  db: Db,
  user: SessionUser,
): Promise<RouteAnswer<'users/get-allow-providers'>> {
  const { list } = await findClientProvidersPage(
    db,
    user.id,
    { offset: 0, limit: SHORT_LIST_MAX },
    { allowRequestsOnly: true },
  );
  return { results: list.map(toPersonLite) };
}

/** `get-client-practices`: a client's providers with their photos and practices (the client app's shell). */
export async function getClientPractices(
  db: Db,
  user: SessionUser,
): Promise<RouteAnswer<'users/get-client-practices'>> {
  const cards = await findClientProviderCards(db, user.id);
  return {
    results: cards.map((card) => ({
      provider_name: card.providerName,
      provider_photo: card.providerPhoto ?? '',
      practice_name: card.practiceName,
    })),
  };
}
