import type { UserRecord } from '@tele/data/repositories/users';

/**
 * An account some practice created by inviting the address, which its owner never activated (client only, the
 * address never verified: choosing a password through the invitation or a reset verifies it). It must not keep
 * the address from signing up as a provider (review finding 10): the owner, proving the address through the
 * sign-up link, claims it (registration.ts), and the invited row is retired (users-write.ts,
 * releaseUnclaimedAccount). Decided from the row alone, so sign-up does the same work for every address.
 */
export function isUnclaimedInvite(
  user: Pick<UserRecord, 'isProvider' | 'teamRole' | 'emailVerifiedAt' | 'deletedAt'>,
): boolean {
  return (
    !user.isProvider && user.teamRole === null && user.emailVerifiedAt === null && user.deletedAt === null
  );
}
