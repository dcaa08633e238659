import { issueOneTimeToken, type TokenPurpose } from '#data/repositories/one-time-tokens.js';
import type { Db } from '#data/db/database.js';

/** The tokens sent as links (the two-factor sign-in token is handed to the web app, never e-mailed). */
export type LinkPurpose = Exclude<TokenPurpose, 'two_factor_sign_in'>;

/** How long each kind of e-mailed link works. */
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  verify_email: 48 * 3_600_000,
  reset_password: 60 * 60_000,
  set_password: 7 * 24 * 3_600_000,
  accept_invitation: 7 * 24 * 3_600_000,
  register_client: 7 * 24 * 3_600_000,
  pay_invoice: 14 * 24 * 3_600_000,
  answer_reminder: 7 * 24 * 3_600_000,
};

/** The screen each link opens in the web app (spec part 1, section 2). */
const LINK_PATH: Record<LinkPurpose, string> = {
  verify_email: '/success-verification/',
  reset_password: '/reset-password/',
  set_password: '/reset-password/',
  accept_invitation: '/accept-invitation/',
  register_client: '/register-client/',
  pay_invoice: '/pay/',
  answer_reminder: '/reminder-answer/',
};

/**
 * Mints the single-use token for a link at the moment the message is sent (by the worker), so no usable
 * token ever rests in the outbox or a log; only its hash is stored.
 */
export async function issueLink(
  db: Db,
  input: {
    purpose: LinkPurpose;
    subject:
      | { userId: string }
      | { pendingRegistrationId: string }
      | { clientInvitationId: string }
      | { clientRequestId: string }
      | { userId: string; appointmentId: string };
    publicUrl: string;
    now: Date;
  },
): Promise<string> {
  const token = await issueOneTimeToken(db, {
    purpose: input.purpose,
    ...input.subject,
    ttlMs: LINK_TTL_MS[input.purpose],
    now: input.now,
  });
  return `${input.publicUrl.replace(/\/+$/, '')}${LINK_PATH[input.purpose]}${token}`;
}
