import { selectCountedPage, selectPrepared } from './prepared.js';
import { readKeys } from './profiles.js';
import type { Db } from './transaction.js';

/**
 * Who the public directory lists (ADR 0026): live team members who see clients (providers, owners and the super
 * owner; not administrators) of a practice whose plan includes the directory listing (every plan but the basic
 * ones: spec part 2, section 9). The public profile page and the contact form reach only these.
 */
const LISTED = `u.is_provider = 1 AND u.deleted_at IS NULL AND u.team_role IN ('provider', 'owner', 'super_owner')
  AND p.plan_string IS NOT NULL AND p.plan_string NOT LIKE '%\\_basic'`;

/** A provider as the directory shows it: nothing a visitor should not see (no address lines, e-mail or phone). */
export interface DirectoryRecord {
  id: string;
  practiceId: string;
  name: string;
  photo: string | null;
  gender: string | null;
  birthYear: number | null;
  city: string | null;
  stateProvince: string | null;
  country: string | null;
  about: string | null;
  licenseInfo: string | null;
  cost: number | null;
  expertise: string[];
  category: string[];
  practiceName: string;
}

/** The search, each part optional; ranges are [from, to) and empty lists mean "any". */
export interface DirectoryFilter {
  expertise: string[];
  category: string[];
  country: string | null;
  stateProvince: string | null;
  gender: string | null;
  city: string | null;
  costRanges: Array<[number, number | null]>;
  birthYearRanges: Array<[number, number]>;
  sort: 'newest' | 'oldest' | 'cost_desc' | 'cost_asc' | 'name';
}

const ORDER: Record<DirectoryFilter['sort'], string> = {
  newest: 'u.created_at DESC, u.id DESC',
  oldest: 'u.created_at ASC, u.id ASC',
  cost_desc: 'u.cost IS NULL, u.cost DESC, u.id',
  cost_asc: 'u.cost IS NULL, u.cost ASC, u.id',
  name: 'u.name, u.id',
};

function whereOf(filter: DirectoryFilter): { sql: string; values: Record<string, unknown> } {
  const parts = [LISTED];
  const values: Record<string, unknown> = {};
  if (filter.expertise.length) {
    parts.push('JSON_OVERLAPS(u.expertise, :expertise)');
    values.expertise = JSON.stringify(filter.expertise);
  }
  if (filter.category.length) {
    parts.push('JSON_OVERLAPS(u.category, :category)');
    values.category = JSON.stringify(filter.category);
  }
  for (const [column, key, value] of [
    ['u.country', 'country', filter.country],
    ['u.state_province', 'stateProvince', filter.stateProvince],
    ['u.gender', 'gender', filter.gender],
    ['u.city', 'city', filter.city],
  ] as const) {
    if (value === null) continue;
    parts.push(`${column} = :${key}`);
    values[key] = value;
  }
  if (filter.costRanges.length) {
    parts.push(
      `(${filter.costRanges
        .map(([from, to], index) => {
          values[`costFrom${index}`] = from;
          values[`costTo${index}`] = to;
          return to === null
            ? `u.cost >= :costFrom${index}`
            : `(u.cost >= :costFrom${index} AND u.cost < :costTo${index})`;
        })
        .join(' OR ')})`,
    );
  }
  if (filter.birthYearRanges.length) {
    parts.push(
      `(${filter.birthYearRanges
        .map(([from, to], index) => {
          values[`yearFrom${index}`] = from;
          values[`yearTo${index}`] = to;
          return `(u.birth_year >= :yearFrom${index} AND u.birth_year < :yearTo${index})`;
        })
        .join(' OR ')})`,
    );
  }
  return { sql: parts.join(' AND '), values };
}

interface Row {
  id: string;
  practice_id: string;
  name: string;
  photo: string | null;
  gender: string | null;
  birth_year: number | null;
  city: string | null;
  state_province: string | null;
  country: string | null;
  about: string | null;
  license_info: string | null;
  cost: string | number | null;
  expertise: string | string[] | null;
  category: string | string[] | null;
  practice_name: string;
}

const COLUMNS = `u.id, u.practice_id, u.name, u.photo, u.gender, u.birth_year, u.city, u.state_province, u.country,
  u.about, u.license_info, u.cost, u.expertise, u.category, p.name AS practice_name`;

const toRecord = (row: Row): DirectoryRecord => ({
  id: row.id,
  practiceId: row.practice_id,
  name: row.name,
  photo: row.photo,
  gender: row.gender,
  birthYear: row.birth_year,
  city: row.city,
  stateProvince: row.state_province,
  country: row.country,
  about: row.about,
  licenseInfo: row.license_info,
  cost: row.cost === null ? null : Number(row.cost),
  expertise: readKeys(row.expertise),
  category: readKeys(row.category),
  practiceName: row.practice_name,
});

/** Spans practices: the public directory. One page of listed providers matching the search, paged in SQL, and how many match. */
export async function findDirectoryPage(
  db: Db,
  filter: DirectoryFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; list: DirectoryRecord[] }> {
  const where = whereOf(filter);
  const from = `FROM users u JOIN practices p ON p.id = u.practice_id WHERE ${where.sql}`;
  const { total, rows } = await selectCountedPage<Row>(
    db,
    {
      countSql: `SELECT COUNT(*) AS total ${from}`,
      pageSql: `SELECT ${COLUMNS} ${from} ORDER BY ${ORDER[filter.sort]} LIMIT :limit OFFSET :offset`,
    },
    { ...where.values, ...page },
  );
  return { total, list: rows.map(toRecord) };
}

/** Spans practices: a listed provider by id (the public profile page, the contact form), or null. */
export async function findListedProvider(db: Db, id: string): Promise<DirectoryRecord | null> {
  const [row] = await selectPrepared<Row>(
    db,
    `SELECT ${COLUMNS} FROM users u JOIN practices p ON p.id = u.practice_id WHERE u.id = :id AND ${LISTED}`,
    { id },
  );
  return row ? toRecord(row) : null;
}
