import { selectPrepared } from './prepared.js';
import type { TeamRole } from '#data/db/models/user.js';
import { canonicalEmail } from '#data/lib/emails.js';
import { txOf, type Db } from './transaction.js';
import { readJsonColumn } from '#data/lib/json-column.js';

/** Everything the profile screens show of a person, with its home practice's name and plan. */
export interface ProfileRecord {
  id: string;
  practiceId: string;
  practiceName: string;
  planString: string | null;
  email: string;
  name: string;
  isProvider: boolean;
  isClient: boolean;
  teamRole: TeamRole | null;
  phone: string | null;
  gender: string | null;
  birthYear: number | null;
  photo: string | null;
  bgPhoto: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  stateProvince: string | null;
  zipCode: string | null;
  country: string | null;
  about: string | null;
  licenseInfo: string | null;
  cost: number | null;
  expertise: string[];
  category: string[];
  /** Whether the person ever proved the address or chose a password (an invited account never used has neither). */
  isClaimed: boolean;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface Row {
  id: string;
  practice_id: string;
  practice_name: string;
  plan_string: string | null;
  email: string;
  name: string;
  is_provider: number;
  is_client: number;
  team_role: TeamRole | null;
  phone: string | null;
  gender: string | null;
  birth_year: number | null;
  photo: string | null;
  bg_photo: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state_province: string | null;
  zip_code: string | null;
  country: string | null;
  about: string | null;
  license_info: string | null;
  cost: string | number | null;
  expertise: string | string[] | null;
  category: string | string[] | null;
  is_claimed: number;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A JSON column as MariaDB (text) or MySQL (parsed) returns it. */
export function readKeys(value: string | string[] | null): string[] {
  const parsed: unknown = readJsonColumn(value);
  return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
}

const toRecord = (row: Row): ProfileRecord => ({
  id: row.id,
  practiceId: row.practice_id,
  practiceName: row.practice_name,
  planString: row.plan_string,
  email: row.email,
  name: row.name,
  isProvider: Boolean(row.is_provider),
  isClient: Boolean(row.is_client),
  teamRole: row.team_role,
  phone: row.phone,
  gender: row.gender,
  birthYear: row.birth_year,
  photo: row.photo,
  bgPhoto: row.bg_photo,
  address1: row.address1,
  address2: row.address2,
  city: row.city,
  stateProvince: row.state_province,
  zipCode: row.zip_code,
  country: row.country,
  about: row.about,
  licenseInfo: row.license_info,
  cost: row.cost === null ? null : Number(row.cost),
  expertise: readKeys(row.expertise),
  category: readKeys(row.category),
  isClaimed: Boolean(row.is_claimed),
  deletedAt: row.deleted_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The statement of findProfile; exported so the benchmark's floor runs the same SQL. */
export const PROFILE_SQL = `SELECT u.id, u.practice_id, p.name AS practice_name, p.plan_string, u.email, u.name, u.is_provider,
            u.is_client, u.team_role, u.phone, u.gender, u.birth_year, u.photo, u.bg_photo, u.address1,
            u.address2, u.city, u.state_province, u.zip_code, u.country, u.about, u.license_info, u.cost,
            u.expertise, u.category,
            (u.password_hash IS NOT NULL OR u.email_verified_at IS NOT NULL) AS is_claimed,
            u.deleted_at, u.created_at, u.updated_at
       FROM users u JOIN practices p ON p.id = u.practice_id WHERE u.id = :id`;

/**
 * Spans practices: a person's profile by id. Callers read their own, or someone they already reached through a
 * practice-scoped check (people.ts, findPracticePerson) or the public directory's rule (directory.ts).
 */
export async function findProfile(db: Db, id: string): Promise<ProfileRecord | null> {
  const [row] = await selectPrepared<Row>(db, PROFILE_SQL, { id });
  return row ? toRecord(row) : null;
}

/** What a profile update may change (each screen block sends its own part). */
export type ProfileChanges = Partial<
  Pick<
    ProfileRecord,
    | 'name'
    | 'email'
    | 'phone'
    | 'gender'
    | 'birthYear'
    | 'photo'
    | 'bgPhoto'
    | 'address1'
    | 'address2'
    | 'city'
    | 'stateProvince'
    | 'zipCode'
    | 'country'
    | 'about'
    | 'licenseInfo'
    | 'cost'
    | 'expertise'
    | 'category'
  >
>;

const COLUMN: Record<keyof ProfileChanges, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  gender: 'gender',
  birthYear: 'birth_year',
  photo: 'photo',
  bgPhoto: 'bg_photo',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  stateProvince: 'state_province',
  zipCode: 'zip_code',
  country: 'country',
  about: 'about',
  licenseInfo: 'license_info',
  cost: 'cost',
  expertise: 'expertise',
  category: 'category',
};

/** Writes the given fields of one person (nothing else, so two screens' blocks never undo each other). */
export async function updateProfile(db: Db, id: string, changes: ProfileChanges, now: Date): Promise<void> {
  const values: Record<string, unknown> = { updated_at: now };
  for (const [key, value] of Object.entries(changes) as Array<[keyof ProfileChanges, unknown]>) {
    if (value === undefined) continue;
    values[COLUMN[key]] = key === 'email' ? canonicalEmail(String(value)) : value;
  }
  await db.models.User.update(values, { where: { id }, ...txOf(db) });
}
