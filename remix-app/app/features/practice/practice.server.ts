import { PersonLite } from '@tele/contract/users';
import { callApi, compileReader, nullableTextOf, textOf } from '#app/services/api.server.ts';
import { getRoleLabel } from '#app/utils/account-display.ts';
import { displayPathOf } from '#app/utils/stored-files.ts';
import type { PracticeMember, PracticeTeam } from '#app/features/practice/practice.ts';

/** The practice the signed-in person belongs to (users/get-practice: its team). */

const readMember = compileReader(PersonLite);

/** The practice's team as get-practice lists it; a failed call is logged and the page says so. */
export async function getPracticeTeam(request: Request): Promise<PracticeTeam> {
  const result = await callApi(request, 'users/get-practice', {});
  const list = result.ok && Array.isArray(result.results) ? (result.results as unknown[]) : null;
  if (!list) {
    console.warn(`[practice] get-practice answered ${result.status}: ${result.msg ?? 'no list'}`);
    return { isAvailable: false, members: [] };
  }
  const members: PracticeMember[] = [];
  for (const person of list) {
    if (!readMember(person) || typeof person._id !== 'string' || !person._id) continue;
    members.push({
      id: person._id,
      name: textOf(person.name),
      roleLabel: getRoleLabel(nullableTextOf(person.invited_role)),
      photo: displayPathOf(nullableTextOf(person.photo)),
    });
  }
  return { isAvailable: true, members };
}
