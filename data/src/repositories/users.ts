import { Op } from 'sequelize';
import type { UserModel, TeamRole } from '#data/db/models/user.js';
import { canonicalEmail } from '#data/lib/emails.js';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

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

/** The user's columns a record is read from (a model, or a row of a read that selects them). */
type UserColumns = Pick<
  UserModel,
  | 'id'
  | 'practice_id'
  | 'email'
  | 'name'
  | 'is_provider'
  | 'is_client'
  | 'team_role'
  | 'phone'
  | 'time_zone'
  | 'first_login'
  | 'email_verified_at'
  | 'deleted_at'
  | 'created_at'
>;

function toRecord(row: UserColumns): UserRecord {
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

export async function createUser(db: Db, input: NewUser): Promise<UserRecord> {
  const row = await db.models.User.create(
    {
      id: input.id,
      practice_id: input.practiceId,
      email: canonicalEmail(input.email),
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
    txOf(db),
  );
  return toRecord(row);
}

/**
 * Spans practices: a person by id, for identity (the caller's own account) and for the people a service
 * has already reached through a practice-scoped read or a checked invitation (an invitee, an invited client).
 */
export async function findUserById(db: Db, id: string): Promise<UserRecord | null> {
  const row = await db.models.User.findByPk(id, txOf(db));
  return row ? toRecord(row) : null;
}

/**
 * Spans practices: an identity lookup by credential (login, sign-up, reset, invitations by address), deleted
 * accounts included (callers decide what a deleted account means). The address is compared in its canonical
 * form, byte for byte (lib/emails.ts).
 */
export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  const row = await db.models.User.findOne({ where: { email: canonicalEmail(email) }, ...txOf(db) });
  return row ? toRecord(row) : null;
}

/** Spans practices: the caller's own password hash (identity, by the signed-in or logging-in user's id). */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const row = await db.models.User.findByPk(userId, { attributes: ['password_hash'], ...txOf(db) });
  return row?.password_hash ?? null;
}

/** The caller's account and its practice in one read (the dashboard and every page's account ask for it). */
const USER_WITH_PRACTICE_SQL = `SELECT u.id, u.practice_id, u.email, u.name, u.is_provider, u.is_client, u.team_role,
    u.phone, u.time_zone, u.first_login, u.email_verified_at, u.deleted_at, u.created_at,
    p.name AS practice_name, p.owner_id AS practice_owner_id, p.plan_string
  FROM users u LEFT JOIN practices p ON p.id = u.practice_id
  WHERE u.id = :id AND u.deleted_at IS NULL`;

/** Spans practices: the caller's own account with its practice (identity, by the signed-in user's id). */
export async function findUserWithPractice(db: Db, id: string): Promise<UserWithPractice | null> {
  const [row] = await selectPrepared<
    UserColumns & {
      practice_name: string | null;
      practice_owner_id: string | null;
      plan_string: string | null;
    }
  >(db, USER_WITH_PRACTICE_SQL, { id });
  if (!row) return null;
  return {
    ...toRecord(row),
    practiceName: row.practice_name ?? '',
    practiceOwnerId: row.practice_owner_id,
    planString: row.plan_string,
  };
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string, now: Date) {
  await db.models.User.update(
    { password_hash: passwordHash, updated_at: now },
    { where: { id: userId }, ...txOf(db) },
  );
}

export async function markEmailVerified(db: Db, userId: string, now: Date) {
  await db.models.User.update(
    { email_verified_at: now, updated_at: now },
    { where: { id: userId, email_verified_at: { [Op.is]: null } }, ...txOf(db) },
  );
}

export async function setFirstLogin(db: Db, userId: string, value: number, now: Date): Promise<void> {
  await db.models.User.update(
    { first_login: value, updated_at: now },
    { where: { id: userId }, ...txOf(db) },
  );
}

export async function setTimeZone(db: Db, userId: string, timeZone: string, now: Date): Promise<void> {
  await db.models.User.update(
    { time_zone: timeZone, updated_at: now },
    { where: { id: userId }, ...txOf(db) },
  );
}
