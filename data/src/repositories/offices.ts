import { QueryTypes } from 'sequelize';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

/** One of the practice's offices (ADR 0055): where in-person sessions happen. */
export interface OfficeRecord {
  id: string;
  practiceId: string;
  name: string;
  phone: string | null;
  address1: string;
  address2: string | null;
  city: string;
  stateProvince: string | null;
  zipCode: string | null;
  country: string;
  createdAt: Date;
  updatedAt: Date;
}

/** What a caller writes of an office (its id and practice are the service's). */
export type OfficeFields = Omit<OfficeRecord, 'id' | 'practiceId' | 'createdAt' | 'updatedAt'>;

interface OfficeRow {
  id: string;
  practice_id: string;
  name: string;
  phone: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state_province: string | null;
  zip_code: string | null;
  country: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, practice_id, name, phone, address1, address2, city, state_province, zip_code, country,
  created_at, updated_at`;

function toRecord(row: OfficeRow): OfficeRecord {
  return {
    id: row.id,
    practiceId: row.practice_id,
    name: row.name,
    phone: row.phone,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    stateProvince: row.state_province,
    zipCode: row.zip_code,
    country: row.country,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The practice's offices by name (callers pass the signed-in user's practice, or a bookable provider's). */
export async function findOffices(db: Db, practiceId: string): Promise<OfficeRecord[]> {
  const rows = await selectPrepared<OfficeRow>(
    db,
    `SELECT ${COLUMNS} FROM offices WHERE practice_id = :practiceId ORDER BY name, id`,
    { practiceId },
  );
  return rows.map(toRecord);
}

/**
 * One office of the practice; null for an id of no office or of another practice's. In a transaction, `lock`
 * takes it for update (a delete) or `share` keeps it from being deleted until the transaction ends (hours that
 * name it being saved).
 */
export async function findOffice(
  db: Db,
  practiceId: string,
  id: string,
  options: { lock?: 'update' | 'share' } = {},
): Promise<OfficeRecord | null> {
  const lock =
    !db.transaction || !options.lock ? '' : options.lock === 'update' ? ' FOR UPDATE' : ' LOCK IN SHARE MODE';
  const rows = await selectPrepared<OfficeRow>(
    db,
    `SELECT ${COLUMNS} FROM offices WHERE id = :id AND practice_id = :practiceId${lock}`,
    { id, practiceId },
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function countOffices(db: Db, practiceId: string): Promise<number> {
  const rows = await selectPrepared<{ office_count: number | string }>(
    db,
    'SELECT COUNT(*) AS office_count FROM offices WHERE practice_id = :practiceId',
    { practiceId },
  );
  return Number(rows[0]?.office_count ?? 0);
}

/** An office's row as a write names its values. */
const replacementsOf = (input: { id: string; practiceId: string; fields: OfficeFields; now: Date }) => ({
  id: input.id,
  practiceId: input.practiceId,
  name: input.fields.name,
  phone: input.fields.phone,
  address1: input.fields.address1,
  address2: input.fields.address2,
  city: input.fields.city,
  stateProvince: input.fields.stateProvince,
  zipCode: input.fields.zipCode,
  country: input.fields.country,
  now: input.now,
});

export async function insertOffice(
  db: Db,
  input: { id: string; practiceId: string; fields: OfficeFields; now: Date },
): Promise<void> {
  await db.sequelize.query(
    `INSERT INTO offices (id, practice_id, name, phone, address1, address2, city, state_province, zip_code,
       country, created_at, updated_at)
     VALUES (:id, :practiceId, :name, :phone, :address1, :address2, :city, :stateProvince, :zipCode, :country,
       :now, :now)`,
    {
      replacements: replacementsOf(input),
      type: QueryTypes.INSERT,
      ...txOf(db),
    },
  );
}

/** Writes an office of the practice whole; false when the practice has no such office. */
export async function updateOffice(
  db: Db,
  input: { id: string; practiceId: string; fields: OfficeFields; now: Date },
): Promise<boolean> {
  const [, affected] = await db.sequelize.query(
    `UPDATE offices SET name = :name, phone = :phone, address1 = :address1, address2 = :address2, city = :city,
       state_province = :stateProvince, zip_code = :zipCode, country = :country, updated_at = :now
     WHERE id = :id AND practice_id = :practiceId`,
    {
      replacements: replacementsOf(input),
      type: QueryTypes.UPDATE,
      ...txOf(db),
    },
  );
  return Number(affected) > 0;
}

export async function deleteOffice(db: Db, practiceId: string, id: string): Promise<void> {
  await db.sequelize.query('DELETE FROM offices WHERE id = :id AND practice_id = :practiceId', {
    replacements: { id, practiceId },
    type: QueryTypes.DELETE,
    ...txOf(db),
  });
}

/**
 * The names of the practice's providers whose working hours (weekly or a date's) name the office, by name. The
 * hours are JSON documents: the LIKE finds the candidates (an id is 24 hex digits, nothing to escape), the parse
 * confirms them.
 */
export async function findProvidersUsingOffice(
  db: Db,
  practiceId: string,
  officeId: string,
): Promise<string[]> {
  const pattern = `%"officeId":"${officeId}"%`;
  const rows = await selectPrepared<{ name: string; weekly_hours: string; overrides: string }>(
    db,
    `SELECT u.name, a.weekly_hours, a.overrides FROM provider_availability a JOIN users u ON u.id = a.provider_id
     WHERE a.practice_id = :practiceId AND (a.weekly_hours LIKE :pattern OR a.overrides LIKE :pattern)
     ORDER BY u.name`,
    { practiceId, pattern },
  );
  const names = (row: { weekly_hours: string; overrides: string }) => {
    const weekly = JSON.parse(row.weekly_hours) as Array<Array<{ officeId?: string | null }>>;
    const overrides = JSON.parse(row.overrides) as Array<{ ranges: Array<{ officeId?: string | null }> }>;
    return [...weekly.flat(), ...overrides.flatMap((override) => override.ranges)].some(
      (range) => range.officeId === officeId,
    );
  };
  return rows.filter(names).map((row) => row.name);
}

/** The practice's "in-office sessions" switch (`/practice-offices`). */
export async function findInOfficeSessions(db: Db, practiceId: string): Promise<boolean> {
  const rows = await selectPrepared<{ in_office_sessions: number }>(
    db,
    'SELECT in_office_sessions FROM practices WHERE id = :practiceId',
    { practiceId },
  );
  return Boolean(rows[0]?.in_office_sessions);
}

export async function setInOfficeSessions(
  db: Db,
  practiceId: string,
  isOn: boolean,
  now: Date,
): Promise<void> {
  await db.sequelize.query(
    'UPDATE practices SET in_office_sessions = :isOn, updated_at = :now WHERE id = :practiceId',
    { replacements: { practiceId, isOn: isOn ? 1 : 0, now }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
}
