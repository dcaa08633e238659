import { pageNumOf, readPaging } from '#api/lib/paging.js';
import { findPracticeClientsPage, findTeamPage, type PersonRow } from '#api/repositories/people.js';
import type { SessionUser } from '#api/services/identity/session-user.js';

function toPersonWire(person: PersonRow) {
  return {
    _id: person.id,
    name: person.name,
    email: person.email,
    phone: person.phone ?? '',
    provider_ids: person.providerIds,
    ...(person.teamRole && person.teamRole !== 'super_owner' ? { invited_role: person.teamRole } : {}),
    role: [person.teamRole ? 'provider' : 'client'],
  };
}

/**
 * `get-user-list`: the practice's clients (`role: 'client'`; the legacy returned every client in the system)
 * or its team (`role: 'provider'`), by name, paged with the `client_*` fields.
 */
export async function listPeople(
  user: SessionUser,
  input: {
    role?: string;
    client_pagination?: unknown;
    client_current_page?: unknown;
    client_page_neighbours?: unknown;
  },
) {
  const role = input.role === 'provider' ? 'provider' : 'client';
  const paging = readPaging(
    {
      size: input.client_pagination,
      page: input.client_current_page,
      neighbours: input.client_page_neighbours,
    },
    { size: 10, neighbours: 1 },
  );
  const page =
    role === 'client'
      ? await findPracticeClientsPage(user.practiceId, { offset: paging.offset, limit: paging.size })
      : await findTeamPage(user.practiceId, user.id, { offset: paging.offset, limit: paging.size });
  return {
    msg: `ID, Email, name, phone number of the whole users${role} list got successfully.`,
    results: { list: page.list.map(toPersonWire), page_num: pageNumOf(page.total, paging) },
  };
}
