import { refuse } from '#api/errors/app-error.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_MSG = `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;

/** The one server-side password rule (the legacy had none): long enough; everything else is allowed. */
export function assertPasswordRule(password: string): void {
  if ([...password].length < PASSWORD_MIN_LENGTH) refuse(PASSWORD_RULE_MSG);
}
