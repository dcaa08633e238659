import type { Db } from '@tele/data/db';
import { forbid } from '#api/errors/app-error.js';
import { pageNumOf, readPaging } from '#api/lib/paging.js';
import {
  findClientProvidersPage,
  findPracticeClientsPage,
  findTeamPage,
  type PersonRow,
} from '@tele/data/repositories/people';
import { readsAsClient } from '#api/services/appointments/access.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { USER_LIST_MESSAGES } from '@tele/contract/messages';
import { clientScopeOf } from './people-lists.js';

function toPersonWire(person: PersonRow) {
  return {
    _id: person.id,
    name: person.name,
    email: person.email,
    phone: person.phone ?? '',
    // The lists' Photo column (spec part 2: the client and provider lists); absent without one.
    ...(person.photo ? { photo: person.photo } : {}),
    provider_ids: person.providerIds,
    ...(person.teamRole && person.teamRole !== 'super_owner' ? { invited_role: person.teamRole } : {}),
    role: [person.teamRole ? 'provider' : 'client'],
  };
}

type ListRole = 'client' | 'provider' | 'patient';

/**
 * `get-user-list`: the practice's clients (`role: 'client'`; the legacy returned every client in the system; a
 * provider-role member gets the clients connected to it and its own invitations, spec part 2 section 6),
 * its team (`role: 'provider'`), both for team members, or the caller's own providers (`role: 'patient'`, what
 * the client app asks). A client reads only its own providers: asking for anything else is a 403.
 */
export async function listPeople(
  db: Db,
  user: SessionUser,
  input: {
    role?: string;
    client_pagination?: unknown;
    client_current_page?: unknown;
    client_page_neighbours?: unknown;
  },
) {
  const role: ListRole = input.role === 'provider' || input.role === 'patient' ? input.role : 'client';
  const isClientSide = user.teamRole === null || (role === 'patient' && readsAsClient(user, role));
  if (isClientSide && role !== 'patient') forbid(USER_LIST_MESSAGES.clientsOwnOnly);
  const paging = readPaging(
    {
      size: input.client_pagination,
      page: input.client_current_page,
      neighbours: input.client_page_neighbours,
    },
    { size: 10, neighbours: 1 },
  );
  const page = { offset: paging.offset, limit: paging.size };
  const found =
    role === 'patient'
      ? await findClientProvidersPage(db, user.id, page)
      : role === 'client'
        ? await findPracticeClientsPage(db, clientScopeOf(user), page)
        : await findTeamPage(db, user.practiceId, user.id, page);
  return {
    msg: `ID, Email, name, phone number of the whole users${role} list got successfully.`,
    results: { list: found.list.map(toPersonWire), page_num: pageNumOf(found.total, paging) },
  };
}
