import { Op } from 'sequelize';
import { OneTimeTokenModel, type TokenPurpose } from '#data/db/models/one-time-token.js';
import { newId } from '#data/lib/ids.js';
import { hashToken, newToken } from '#data/lib/tokens.js';
import type { TxOptions } from './transaction.js';

export type { TokenPurpose };

export interface OneTimeTokenRecord {
  id: string;
  purpose: TokenPurpose;
  userId: string | null;
  pendingRegistrationId: string | null;
  clientInvitationId: string | null;
  expiresAt: Date;
  usedAt: Date | null;
}

function toRecord(row: OneTimeTokenModel): OneTimeTokenRecord {
  return {
    id: row.id,
    purpose: row.purpose,
    userId: row.user_id,
    pendingRegistrationId: row.pending_registration_id,
    clientInvitationId: row.client_invitation_id,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  };
}

/**
 * Issues a random single-use token and returns it in clear exactly once (for the link being sent); only its
 * hash is stored. Earlier unused tokens of the same purpose for the same subject stop working.
 */
export async function issueOneTimeToken(
  input: {
    purpose: TokenPurpose;
    userId?: string;
    pendingRegistrationId?: string;
    clientInvitationId?: string;
    ttlMs: number;
    now: Date;
  },
  options: TxOptions = {},
): Promise<string> {
  const subject = input.userId
    ? { user_id: input.userId }
    : input.clientInvitationId
      ? { client_invitation_id: input.clientInvitationId }
      : { pending_registration_id: input.pendingRegistrationId ?? null };
  await OneTimeTokenModel.update(
    { used_at: input.now },
    { where: { ...subject, purpose: input.purpose, used_at: { [Op.is]: null } }, ...options },
  );
  const token = newToken();
  await OneTimeTokenModel.create(
    {
      id: newId(input.now),
      purpose: input.purpose,
      token_hash: hashToken(token),
      user_id: input.userId ?? null,
      pending_registration_id: input.pendingRegistrationId ?? null,
      client_invitation_id: input.clientInvitationId ?? null,
      expires_at: new Date(input.now.getTime() + input.ttlMs),
      used_at: null,
      created_at: input.now,
    },
    options,
  );
  return token;
}

/** Finds a token by its clear value, used or not (callers decide what a used or expired token means). */
export async function findOneTimeToken(
  token: string,
  purpose: TokenPurpose,
  options: TxOptions & { lock?: boolean } = {},
): Promise<OneTimeTokenRecord | null> {
  const { lock, ...tx } = options;
  const row = await OneTimeTokenModel.findOne({
    where: { token_hash: hashToken(token), purpose },
    ...tx,
    ...(lock && tx.transaction ? { lock: true } : {}),
  });
  return row ? toRecord(row) : null;
}

/** Marks a token used; false when someone else used it first (the conditional update is the guard). */
export async function consumeOneTimeToken(id: string, now: Date, options: TxOptions = {}): Promise<boolean> {
  const [count] = await OneTimeTokenModel.update(
    { used_at: now },
    { where: { id, used_at: { [Op.is]: null } }, ...options },
  );
  return count === 1;
}
