import { Op } from 'sequelize';
import { PracticeModel } from '#data/db/models/practice.js';
import { UserModel, type TeamRole } from '#data/db/models/user.js';
import type { TxOptions } from './transaction.js';

export type { TeamRole };

export interface UserRecord {
  id: string;
  practiceId: string;
  email: string;
  name: string;
  isProvider: boolean;
  isClient: boolean;
  teamRole: TeamRole | null;
  phone: string | null;
  timeZone: string;
  firstLogin: number;
  emailVerifiedAt: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
}

/** A user with what the wire shape needs from the practice. */
export interface UserWithPractice extends UserRecord {
  practiceName: string;
  practiceOwnerId: string | null;
  planString: string | null;
}

function toRecord(row: UserModel): UserRecord {
  return {
    id: row.id,
    practiceId: row.practice_id,
    email: row.email,
    name: row.name,
    isProvider: Boolean(row.is_provider),
    isClient: Boolean(row.is_client),
    teamRole: row.team_role,
    phone: row.phone,
    timeZone: row.time_zone,
    firstLogin: row.first_login,
    emailVerifiedAt: row.email_verified_at,
    deletedAt: row.deleted_at ?? null,
    createdAt: row.created_at,
  };
}

export interface NewUser {
  id: string;
  practiceId: string;
  email: string;
  passwordHash: string | null;
  name: string;
  isProvider: boolean;
  isClient: boolean;
  teamRole: TeamRole | null;
  phone?: string | null;
  timeZone?: string;
  emailVerifiedAt: Date | null;
  now: Date;
}

export async function createUser(input: NewUser, options: TxOptions = {}): Promise<UserRecord> {
  const row = await UserModel.create(
    {
      id: input.id,
      practice_id: input.practiceId,
      email: input.email,
      password_hash: input.passwordHash,
      name: input.name,
      is_provider: input.isProvider,
      is_client: input.isClient,
      team_role: input.teamRole,
      phone: input.phone ?? null,
      ...(input.timeZone ? { time_zone: input.timeZone } : {}),
      email_verified_at: input.emailVerifiedAt,
      created_at: input.now,
      updated_at: input.now,
    },
    options,
  );
  return toRecord(row);
}

export async function findUserById(id: string, options: TxOptions = {}): Promise<UserRecord | null> {
  const row = await UserModel.findByPk(id, options);
  return row ? toRecord(row) : null;
}

/** Looks up by normalised e-mail, deleted accounts included (callers decide what a deleted account means). */
export async function findUserByEmail(email: string, options: TxOptions = {}): Promise<UserRecord | null> {
  const row = await UserModel.findOne({ where: { email }, ...options });
  return row ? toRecord(row) : null;
}

export async function findPasswordHash(userId: string, options: TxOptions = {}): Promise<string | null> {
  const row = await UserModel.findByPk(userId, { attributes: ['password_hash'], ...options });
  return row?.password_hash ?? null;
}

export async function findUserWithPractice(
  id: string,
  options: TxOptions = {},
): Promise<UserWithPractice | null> {
  const row = await UserModel.findOne({ where: { id, deleted_at: { [Op.is]: null } }, ...options });
  if (!row) return null;
  const practice = await PracticeModel.findByPk(row.practice_id, options);
  return {
    ...toRecord(row),
    practiceName: practice?.name ?? '',
    practiceOwnerId: practice?.owner_id ?? null,
    planString: practice?.plan_string ?? null,
  };
}

export async function updatePasswordHash(
  userId: string,
  passwordHash: string,
  now: Date,
  options: TxOptions = {},
) {
  await UserModel.update(
    { password_hash: passwordHash, updated_at: now },
    { where: { id: userId }, ...options },
  );
}

export async function markEmailVerified(userId: string, now: Date, options: TxOptions = {}) {
  await UserModel.update(
    { email_verified_at: now, updated_at: now },
    { where: { id: userId, email_verified_at: { [Op.is]: null } }, ...options },
  );
}

export async function setFirstLogin(userId: string, value: number, now: Date): Promise<void> {
  await UserModel.update({ first_login: value, updated_at: now }, { where: { id: userId } });
}

export async function setTimeZone(userId: string, timeZone: string, now: Date): Promise<void> {
  await UserModel.update({ time_zone: timeZone, updated_at: now }, { where: { id: userId } });
}
