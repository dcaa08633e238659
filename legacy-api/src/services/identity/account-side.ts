import { EITHER_SIDE_ROLE } from '@tele/contract/constants';

/**
 * Whether an account answers a login or a reset asked for `role` (the legacy body field): 'client' is the
 * client app's, EITHER_SIDE_ROLE the web app's one form for everyone (ADR 0031), and anything else, the
 * provider app's 'provider' or nothing, the team's side as it always was.
 */
export function isAccountOfSide(
  account: { isProvider: boolean; isClient: boolean },
  role: string | undefined,
): boolean {
  if (role === EITHER_SIDE_ROLE) return account.isProvider || account.isClient;
  return role === 'client' ? account.isClient : account.isProvider;
}
