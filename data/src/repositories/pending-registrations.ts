import { Op } from 'sequelize';
import { PendingRegistrationModel } from '#data/db/models/pending-registration.js';
import type { TxOptions } from './transaction.js';

export interface PendingRegistrationRecord {
  id: string;
  practiceName: string;
  name: string;
  email: string;
  passwordHash: string;
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
    passwordHash: row.password_hash,
    expiresAt: row.expires_at,
    verifiedAt: row.verified_at,
    userId: row.user_id,
    createdAt: row.created_at,
  };
}

/** Replaces any unverified request for the same address: the newest sign-up is the one that counts. */
export async function replacePendingRegistration(
  input: Omit<PendingRegistrationRecord, 'verifiedAt' | 'userId'>,
  options: TxOptions = {},
): Promise<PendingRegistrationRecord> {
  await PendingRegistrationModel.destroy({
    where: { email: input.email, verified_at: { [Op.is]: null } },
    ...options,
  });
  const row = await PendingRegistrationModel.create(
    {
      id: input.id,
      practice_name: input.practiceName,
      name: input.name,
      email: input.email,
      password_hash: input.passwordHash,
      expires_at: input.expiresAt,
      verified_at: null,
      user_id: null,
      created_at: input.createdAt,
    },
    options,
  );
  return toRecord(row);
}

export async function findOpenRegistrationByEmail(
  email: string,
  now: Date,
): Promise<PendingRegistrationRecord | null> {
  const row = await PendingRegistrationModel.findOne({
    where: { email, verified_at: { [Op.is]: null }, expires_at: { [Op.gt]: now } },
  });
  return row ? toRecord(row) : null;
}

export async function findPendingRegistrationById(id: string, options: TxOptions & { lock?: boolean } = {}) {
  const { lock, ...tx } = options;
  const row = await PendingRegistrationModel.findByPk(id, {
    ...tx,
    ...(lock && tx.transaction ? { lock: true } : {}),
  });
  return row ? toRecord(row) : null;
}

export async function markRegistrationVerified(
  id: string,
  userId: string,
  now: Date,
  options: TxOptions = {},
) {
  await PendingRegistrationModel.update({ verified_at: now, user_id: userId }, { where: { id }, ...options });
}
