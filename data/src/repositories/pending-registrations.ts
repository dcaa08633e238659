import { Op } from 'sequelize';
import type { PendingRegistrationModel } from '#data/db/models/pending-registration.js';
import { canonicalEmail } from '#data/lib/emails.js';
import { txOf, type Db } from './transaction.js';

export interface PendingRegistrationRecord {
  id: string;
  practiceName: string;
  name: string;
  email: string;
  expiresAt: Date;
  verifiedAt: Date | null;
  userId: string | null;
  createdAt: Date;
}

function toRecord(row: PendingRegistrationModel): PendingRegistrationRecord {
  return {
    id: row.id,
    practiceName: row.practice_name,
    name: row.name,
    email: row.email,
    expiresAt: row.expires_at,
    verifiedAt: row.verified_at,
    userId: row.user_id,
    createdAt: row.created_at,
  };
}

/** Replaces any unverified request for the same address: the newest sign-up is the one that counts. */
export async function replacePendingRegistration(
  db: Db,
  input: Omit<PendingRegistrationRecord, 'verifiedAt' | 'userId'>,
): Promise<PendingRegistrationRecord> {
  await db.models.PendingRegistration.destroy({
    where: { email: canonicalEmail(input.email), verified_at: { [Op.is]: null } },
    ...txOf(db),
  });
  const row = await db.models.PendingRegistration.create(
    {
      id: input.id,
      practice_name: input.practiceName,
      name: input.name,
      email: canonicalEmail(input.email),
      expires_at: input.expiresAt,
      verified_at: null,
      user_id: null,
      created_at: input.createdAt,
    },
    txOf(db),
  );
  return toRecord(row);
}

/** Spans practices: a pending registration has no practice yet (sign-up, by the address). */
export async function findOpenRegistrationByEmail(
  db: Db,
  email: string,
  now: Date,
): Promise<PendingRegistrationRecord | null> {
  const row = await db.models.PendingRegistration.findOne({
    where: { email: canonicalEmail(email), verified_at: { [Op.is]: null }, expires_at: { [Op.gt]: now } },
    ...txOf(db),
  });
  return row ? toRecord(row) : null;
}

/** Spans practices: a pending registration has no practice yet (reached by the id its one-time token names). */
export async function findPendingRegistrationById(db: Db, id: string, options: { lock?: boolean } = {}) {
  const row = await db.models.PendingRegistration.findByPk(id, {
    ...txOf(db),
    ...(options.lock && db.transaction ? { lock: true } : {}),
  });
  return row ? toRecord(row) : null;
}

export async function markRegistrationVerified(db: Db, id: string, userId: string, now: Date) {
  await db.models.PendingRegistration.update(
    { verified_at: now, user_id: userId },
    { where: { id }, ...txOf(db) },
  );
}
