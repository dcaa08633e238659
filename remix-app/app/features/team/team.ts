/**
 * The practice's team as the team screen shows it (/provider-management, spec part 2: Team management), and who
 * may do what there. The rules are the API's (ADR 0026: the account creator and owners add team members and
 * remove the roles below their own; nobody removes themselves or the account creator); the screen offers only
 * what the API allows (ADR 0028).
 */

export const TEAM_PATH = '/provider-management';
/** Spec part 2, section 9: the provider list pages by 6 with 2 neighbours. */
export const TEAM_PAGE_SIZE = 6;
export const TEAM_PAGE_NEIGHBOURS = 2;
/** Table footers repeat the header above 5 rows (spec part 2, section 9). */
export const FOOTER_ROW_THRESHOLD = 5;

export type TeamMember = {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** Where the browser shows the photo, or null. */
  photo: string | null;
  /** The invited role (owner, administrator, provider); null for the account creator. */
  invitedRole: string | null;
};

/** The roles a colleague is added with, as the add-user modal offers them (spec part 1, section 5). */
export const TEAM_ROLE_OPTIONS = [
  { value: 'owner', label: 'Owner' },
  { value: 'administrator', label: 'Administrator' },
  { value: 'provider', label: 'Provider' },
] as const;
export type TeamRoleValue = (typeof TEAM_ROLE_OPTIONS)[number]['value'];

/** The viewer's invited role: null is the account creator (the legacy's super_owner). */
type ViewerRole = string | null;

const isOwnerRole = (role: ViewerRole) => role === null || role === 'super_owner' || role === 'owner';

/** Add New Provider, and removing members: the account creator and owners (the API refuses anyone else). */
export function canManageTeam(viewerRole: ViewerRole): boolean {
  return isOwnerRole(viewerRole);
}

/**
 * Whether a row has actions at all: spec part 2, "only when the current user's own role is not provider": a
 * provider-role member sees the team, nothing more.
 */
export function hasRowActions(viewerRole: ViewerRole): boolean {
  return viewerRole !== 'provider';
}

/** The team's roles from the least: the account creator (no invited role) ranks above everyone. */
function rankOf(role: ViewerRole): number {
  if (role === null || role === 'super_owner') return 3;
  if (role === 'owner') return 2;
  if (role === 'administrator') return 1;
  return 0;
}

/**
 * Delete on a row: a manager of the team removes the roles below their own (the account creator also owners;
 * owners administrators and providers), never themselves and never the account creator (ADR 0026).
 */
export function canRemoveMember(
  viewer: { id: string; invitedRole: ViewerRole },
  member: Pick<TeamMember, 'id' | 'invitedRole'>,
): boolean {
  return (
    canManageTeam(viewer.invitedRole) &&
    member.id !== viewer.id &&
    rankOf(member.invitedRole) < rankOf(viewer.invitedRole)
  );
}
