import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import { requireUser } from '#app/features/identity/index.server.ts';
import { getProfile } from '#app/features/profile/index.server.ts';
import { readPageParam } from '#app/utils/paging.ts';
import { getTimeZone } from '#app/utils/session.server.ts';
import { redirectWithToast } from '#app/utils/toast.server.ts';
import { TeamActionSchema } from '#app/features/team/form-schemas.ts';
import { addTeamMember, listTeam, removeTeamMember } from '#app/features/team/team.server.ts';
import { canManageTeam, canRemoveMember, hasRowActions, TEAM_PATH } from '#app/features/team/team.ts';

/**
 * The team screen's URL state: `?page=` the page of the list, `?member=<id>` a member's profile open under their
 * row, `?add=1` the Add Provider modal, `?delete=<id>` the confirmation. Everything is in the server's HTML, so
 * the screen works without JavaScript and each state is linkable.
 */
export async function loadTeamPage(request: Request) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const page = readPageParam(params.get('page'));
  const viewer = { id: user.id, invitedRole: user.invitedRole };
  const canManage = canManageTeam(user.invitedRole);
  const team = await listTeam(request, page);
  const find = (id: string | null) => (id ? (team.members.find((member) => member.id === id) ?? null) : null);

  const opened = hasRowActions(user.invitedRole) ? find(params.get('member')) : null;
  const openedProfile = opened
    ? await getProfile(request, { id: opened.id, timeZone: await getTimeZone(request), now: new Date() })
    : null;
  const removing = find(params.get('delete'));
  return {
    ...team,
    viewer,
    canManage,
    hasRowActions: hasRowActions(user.invitedRole),
    removable: team.members.filter((member) => canRemoveMember(viewer, member)).map((member) => member.id),
    opened: opened && openedProfile ? { memberId: opened.id, read: openedProfile } : null,
    isAddOpen: canManage && params.get('add') === '1',
    removing: removing && canRemoveMember(viewer, removing) ? removing : null,
  };
}

/** Add Provider and the confirmed Delete; success returns to the list with the API's message as a toast. */
export async function submitTeam(request: Request) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: TeamActionSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const values = submission.value;
  const outcome =
    values.intent === 'add'
      ? await addTeamMember(request, { values, viewer: user })
      : await removeTeamMember(request, values.id);
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ formErrors: [outcome.msg] }) },
      { status: outcome.status === 429 ? 429 : 400 },
    );
  }
  return redirectWithToast(TEAM_PATH, { type: 'success', description: outcome.msg });
}
