import type { UserAnswer } from '@tele/contract/users';
import type { UserWithPractice } from '@tele/data/repositories/users';

/** The legacy `role` array: 'provider' for a team member, 'client' for a client, both for someone who is both. */
export function legacyRolesOf(user: { isProvider: boolean; isClient: boolean }): string[] {
  return [...(user.isProvider ? ['provider'] : []), ...(user.isClient ? ['client'] : [])];
}

/**
 * The user as the legacy clients read it: `role` is an array, the super owner has no `invited_role` and a
 * `main_provider_id` of the string "false", team members carry the super owner's id. Never a password.
 */
export function toUserWire(user: UserWithPractice): UserAnswer {
  const isSuperOwner = user.teamRole === 'super_owner';
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: legacyRolesOf(user),
    ...(user.teamRole && !isSuperOwner ? { invited_role: user.teamRole } : {}),
    ...(user.isProvider
      ? { main_provider_id: isSuperOwner ? 'false' : (user.practiceOwnerId ?? 'false') }
      : {}),
    practice_name: user.practiceName,
    ...(user.planString ? { plan_string: user.planString } : {}),
    first_login: user.firstLogin,
    phone: user.phone ?? '',
    photo: '',
    time_zone: user.timeZone,
    registered_date: user.createdAt.toISOString(),
  };
}
