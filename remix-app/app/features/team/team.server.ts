import { Type } from '@sinclair/typebox';
import { PersonAnswer } from '@tele/contract/users';
import { callApi, compileReader, nullableTextOf, textOf } from '#app/services/api.server.ts';
import { toOutcome, type Outcome } from '#app/services/outcome.server.ts';
import { toPageInfo, type PageInfo } from '#app/utils/paging.ts';
import { displayPathOf } from '#app/utils/stored-files.ts';
import type { SessionUser } from '#app/utils/session.server.ts';
import type { AddTeamMember } from '#app/features/team/form-schemas.ts';
import { TEAM_PAGE_NEIGHBOURS, TEAM_PAGE_SIZE, type TeamMember } from '#app/features/team/team.ts';

/** The practice's team against legacy-api: listed (get-user-list, role provider), added and removed. */

const ROLE = 'provider';

const readMember = compileReader(PersonAnswer);
/** The page is read member by member: one member the web app cannot read is left out, not the whole page. */
const readPage = compileReader(Type.Object({ list: Type.Array(Type.Unknown()), page_num: Type.Unknown() }));

export type TeamPage = { isAvailable: boolean; members: TeamMember[]; page: PageInfo };

/**
 * A page of the team: every member of the practice but the viewer, 6 per page with 2 neighbours (spec part 2,
 * section 9). A failed call is logged and the screen says the list could not be loaded.
 */
export async function listTeam(request: Request, page: number): Promise<TeamPage> {
  const result = await callApi(request, 'users/get-user-list', {
    role: ROLE,
    client_pagination: TEAM_PAGE_SIZE,
    client_current_page: page,
    client_page_neighbours: TEAM_PAGE_NEIGHBOURS,
  });
  const parsed = result.ok && readPage(result.results) ? result.results : null;
  if (!parsed || !Array.isArray(parsed.list)) {
    console.warn(`[team] get-user-list answered ${result.status}: ${result.msg ?? 'no list'}`);
    return { isAvailable: false, members: [], page: toPageInfo(undefined, page) };
  }
  const members: TeamMember[] = [];
  for (const person of parsed.list) {
    if (!readMember(person) || typeof person._id !== 'string' || !person._id) continue;
    members.push({
      id: person._id,
      name: textOf(person.name),
      email: textOf(person.email),
      phone: textOf(person.phone),
      photo: displayPathOf(nullableTextOf(person.photo)),
      invitedRole: nullableTextOf(person.invited_role),
    });
  }
  return { isAvailable: true, members, page: toPageInfo(parsed.page_num, page) };
}

/**
 * Adds a colleague with a role (accept-request, add_role 'provider', as the original add-user modal sent it).
 * The API e-mails them a single-use link to set their own password; the plan's limits come back as its message.
 */
export async function addTeamMember(
  request: Request,
  { values, viewer }: { values: AddTeamMember; viewer: SessionUser },
): Promise<Outcome> {
  return toOutcome(
    await callApi(request, 'users/accept-request', {
      add_role: 'provider',
      detail_role: values.role,
      name: values.name,
      email: values.email,
      provider_id: viewer.id,
      provider_name: viewer.name,
    }),
  );
}

/** Removes a member of the practice (delete-user); the API keeps their history for the practice. */
export async function removeTeamMember(request: Request, id: string): Promise<Outcome> {
  return toOutcome(await callApi(request, 'users/delete-user', { _id: id, role: ROLE }));
}
