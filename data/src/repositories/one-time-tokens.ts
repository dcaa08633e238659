import { Op } from 'sequelize';
import type { OneTimeTokenModel, TokenPurpose } from '#data/db/models/one-time-token.js';
import { newId } from '#data/lib/ids.js';
import { hashToken, newToken } from '#data/lib/tokens.js';
import { txOf, type Db } from './transaction.js';

export type { TokenPurpose };

export interface OneTimeTokenRecord {
  id: string;
  purpose: TokenPurpose;
  userId: string | null;
  pendingRegistrationId: string | null;
  clientInvitationId: string | null;
  clientRequestId: string | null;
  appointmentId: string | null;
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
    clientRequestId: row.client_request_id,
    appointmentId: row.appointment_id ?? null,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  };
}

/**
 * Issues a random single-use token and returns it in clear exactly once (for the link being sent); only its
 * hash is stored. Earlier unused tokens of the same purpose for the same subject stop working.
 */
export async function issueOneTimeToken(
  db: Db,
  input: {
    purpose: TokenPurpose;
    userId?: string;
    pendingRegistrationId?: string;
    clientInvitationId?: string;
    clientRequestId?: string;
    /** With `userId`: a link about one appointment (a pay link), leaving the person's other links alone. */
    appointmentId?: string;
    ttlMs: number;
    now: Date;
  },
): Promise<string> {
  const subject = input.appointmentId
    ? { user_id: input.userId ?? null, appointment_id: input.appointmentId }
    : input.userId
      ? { user_id: input.userId }
      : input.clientInvitationId
        ? { client_invitation_id: input.clientInvitationId }
        : { pending_registration_id: input.pendingRegistrationId ?? null };
  await db.models.OneTimeToken.update(
    { used_at: input.now },
    { where: { ...subject, purpose: input.purpose, used_at: { [Op.is]: null } }, ...txOf(db) },
  );
  const token = newToken();
  await db.models.OneTimeToken.create(
    {
      id: newId(input.now),
      purpose: input.purpose,
      token_hash: hashToken(token),
      user_id: input.userId ?? null,
      pending_registration_id: input.pendingRegistrationId ?? null,
      client_invitation_id: input.clientInvitationId ?? null,
      client_request_id: input.clientRequestId ?? null,
      appointment_id: input.appointmentId ?? null,
      expires_at: new Date(input.now.getTime() + input.ttlMs),
      used_at: null,
      created_at: input.now,
    },
    txOf(db),
  );
  return token;
}

/**
 * Spans practices: a lookup by secret. Finds a token by its clear value, used or not (callers decide what a
 * used or expired token means).
 */
export async function findOneTimeToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  options: { lock?: boolean } = {},
): Promise<OneTimeTokenRecord | null> {
  const row = await db.models.OneTimeToken.findOne({
    where: { token_hash: hashToken(token), purpose },
    ...txOf(db),
    ...(options.lock && db.transaction ? { lock: true } : {}),
  });
  return row ? toRecord(row) : null;
}

/** Marks a token used; false when someone else used it first (the conditional update is the guard). */
export async function consumeOneTimeToken(db: Db, id: string, now: Date): Promise<boolean> {
  const [count] = await db.models.OneTimeToken.update(
    { used_at: now },
    { where: { id, used_at: { [Op.is]: null } }, ...txOf(db) },
  );
  return count === 1;
}

/** Retires every unused pay link of an invoice (it was paid): the links were for one payment. */
export async function retireInvoiceLinks(db: Db, appointmentId: string, now: Date): Promise<void> {
  await db.models.OneTimeToken.update(
    { used_at: now },
    {
      where: { appointment_id: appointmentId, purpose: 'pay_invoice', used_at: { [Op.is]: null } },
      ...txOf(db),
    },
  );
}
