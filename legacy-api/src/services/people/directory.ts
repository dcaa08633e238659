import type { Db } from '@tele/data/db';
import {
  findDirectoryPage,
  type DirectoryFilter,
  type DirectoryRecord,
} from '@tele/data/repositories/directory';
import { pageNumOf, readPaging } from '#api/lib/paging.js';
import { SPECIALIST_CATEGORY_ALIASES, SPECIALTIES } from '@tele/contract/catalogues';
import { PROFILE_MESSAGES } from '@tele/contract/messages';
import type { RouteAnswer, RouteBody } from '@tele/contract/routes';

type Input = RouteBody<'users/get-middle-information'>;

/** The price bands of the directory's filter (legacy-contract 6.1), in dollars, [from, to). */
const PRICE_BANDS: Record<number, [number, number | null]> = { 1: [0, 90], 2: [90, 130], 3: [130, null] };

/**
 * The age bands, as ages [from, to] inclusive. The legacy compared birth years with gaps between its bands
 * (ages 7, 11, 14, 20 and 65 fell in none); these are the bands it meant, end to end (ADR 0026).
 */
const AGE_BANDS: Record<number, [number, number]> = {
  1: [0, 6],
  2: [7, 10],
  3: [11, 13],
  4: [14, 19],
  5: [20, 64],
  6: [65, 200],
};

const SORTS: Record<string, DirectoryFilter['sort']> = {
  newest_first: 'newest',
  most_views: 'newest',
  oldest_first: 'oldest',
  highest_rating: 'cost_desc',
  lowest_rating: 'cost_asc',
};

/** The bands chosen; `[0]`, an empty list or '' (the site's reset call, a 400 in the legacy) mean "any". */
function bandsOf<T>(value: Input['price'], bands: Record<number, T>): T[] {
  if (!Array.isArray(value)) return [];
  const chosen = value.map(Number);
  if (chosen.length === 0 || chosen.includes(0)) return [];
  return [...new Set(chosen)].flatMap((band) => (bands[band] ? [bands[band]] : []));
}

/** Specialty keys with the same label are one specialty (the provider app's list repeats three). */
function sameSpecialties(keys: string[]): string[] {
  const labels = new Set(keys.map((key) => SPECIALTIES[key as keyof typeof SPECIALTIES]).filter(Boolean));
  return Object.entries(SPECIALTIES)
    .filter(([, label]) => labels.has(label))
    .map(([key]) => key);
}

const textFilter = (value: string | undefined) => value?.trim() || null;

export function readDirectoryFilter(input: Input, now: Date): DirectoryFilter {
  const thisYear = now.getUTCFullYear();
  const categories = (input.special_category ?? [])
    .map((entry) => String(entry.id ?? ''))
    .map((id) => SPECIALIST_CATEGORY_ALIASES[id] ?? id)
    .filter((id) => id && id !== '0');
  return {
    expertise: sameSpecialties(input.expertise_category ?? []),
    category: [...new Set(categories)],
    country: textFilter(input.country),
    stateProvince: textFilter(input.state_province),
    gender: input.gender === 'Gender' ? null : textFilter(input.gender),
    city: textFilter(input.looking_value),
    costRanges: bandsOf(input.price, PRICE_BANDS),
    birthYearRanges: bandsOf(input.age, AGE_BANDS).map(([from, to]): [number, number] => [
      thisYear - to,
      thisYear - from + 1,
    ]),
    sort: SORTS[input.sort ?? ''] ?? 'name',
  };
}

function toDirectoryWire(entry: DirectoryRecord) {
  return {
    _id: entry.id,
    name: entry.name,
    photo: entry.photo ?? '',
    gender: entry.gender ?? '',
    city: entry.city ?? '',
    state_province: entry.stateProvince ?? '',
    country: entry.country ?? '',
    about: entry.about ?? '',
    license_info: entry.licenseInfo ?? '',
    cost: entry.cost,
    expertise: entry.expertise,
    category: entry.category,
    practice_name: entry.practiceName,
  };
}

/**
 * `get-middle-information`: the public directory search (ADR 0026), paged in SQL. Only providers the directory
 * lists (repositories/directory.ts), and only what a visitor may see of them.
 */
export async function searchDirectory(
  db: Db,
  input: Input,
  now: Date,
): Promise<RouteAnswer<'users/get-middle-information'>> {
  const paging = readPaging(
    { size: input.pagination, page: input.current_page, neighbours: input.page_neighbours },
    { size: 10, neighbours: 1 },
  );
  const found = await findDirectoryPage(db, readDirectoryFilter(input, now), {
    offset: paging.offset,
    limit: paging.size,
  });
  return {
    msg: PROFILE_MESSAGES.directory,
    results: { list: found.list.map(toDirectoryWire), page_num: pageNumOf(found.total, paging) },
  };
}
