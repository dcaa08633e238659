import type { Static } from '@sinclair/typebox';
import type { AppDeps } from '#api/deps.js';
import { AppError, refuse } from '#api/errors/app-error.js';
import { titleCase } from '#api/lib/text.js';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { managesPractice } from '#api/services/appointments/access.js';
import { readPhone } from '#api/services/people/fields.js';
import type { Db } from '@tele/data/db';
import { newId } from '@tele/data/ids';
import {
  countOffices,
  deleteOffice as removeOffice,
  findInOfficeSessions,
  findOffice,
  findOffices,
  findProvidersUsingOffice,
  insertOffice,
  setInOfficeSessions as saveInOfficeSessions,
  updateOffice as saveOffice,
  type OfficeFields,
  type OfficeRecord,
} from '@tele/data/repositories/offices';
import { lockPractice } from '@tele/data/repositories/practices';
import { inTransaction } from '@tele/data/repositories/transaction';
import { ADDRESS_DEFAULTS, COUNTRIES, US_STATES, isPostalCode } from '@tele/contract/catalogues';
import { OFFICE_LIMITS } from '@tele/contract/constants';
import { OFFICE_MESSAGES } from '@tele/contract/messages';
import type { OfficeWire } from '@tele/contract/offices';
import type { RouteAnswer, RouteBody } from '@tele/contract/routes';

const COUNTRY_CODES = new Set(COUNTRIES.map((country) => country.code));
const US_STATE_NAMES = new Set(US_STATES.map((state) => state.name));

/**
 * Offices are the practice's: its super owner, owners and administrators change them (spec part 2, section 6:
 * provider-role users get no add, edit or delete). A provider is refused with a 400 the screen shows (ADR 0020).
 */
function assertManages(user: SessionUser): void {
  if (!managesPractice(user)) refuse(OFFICE_MESSAGES.manage);
}

export function toOfficeWire(office: OfficeRecord): Static<typeof OfficeWire> {
  return {
    office_id: office.id,
    name: office.name,
    phone: office.phone,
    address1: office.address1,
    address2: office.address2,
    city: office.city,
    state_province: office.stateProvince,
    zip_code: office.zipCode,
    country: office.country,
  };
}

/**
 * How a slot names its office: the name, then the address on one line
 * ("Harbor Light — 12 Main St, Suite 4, Birmingham, Alabama 35203").
 */
export function officePlace(office: OfficeRecord): string {
  const region = [office.stateProvince, office.zipCode].filter(Boolean).join(' ');
  const place = [office.address1, office.address2, office.city, region].filter(Boolean).join(', ');
  return `${office.name} — ${place}`;
}

type OfficeBody = RouteBody<'offices/create-office'>;

/** A required line: trimmed, present and at most `max` characters, else `msg`. */
function line(value: string | undefined, max: number, msg: string): string {
  const text = value?.trim() ?? '';
  if (!text || text.length > max) refuse(msg);
  return text;
}

/** An optional line: trimmed, null when empty, at most `max` characters, else `msg`. */
function optionalLine(value: string | undefined, max: number, msg: string): string | null {
  const text = value?.trim() ?? '';
  if (text.length > max) refuse(msg);
  return text || null;
}

/**
 * An office's fields, checked in the modal's order: the name, the address and the city are required; the state is
 * one of the US states in the US (free text elsewhere); a phone has 6 to 15 digits; the zip fits the country.
 */
export function readOfficeFields(body: OfficeBody): OfficeFields {
  const name = line(body.name, OFFICE_LIMITS.nameMaxLength, OFFICE_MESSAGES.name);
  const address1 = titleCase(line(body.address1, OFFICE_LIMITS.addressMaxLength, OFFICE_MESSAGES.address));
  const address2 = optionalLine(body.address2, OFFICE_LIMITS.addressMaxLength, OFFICE_MESSAGES.address2);
  const city = titleCase(line(body.city, OFFICE_LIMITS.cityMaxLength, OFFICE_MESSAGES.city));
  const country = body.country?.trim() || ADDRESS_DEFAULTS.country;
  if (!COUNTRY_CODES.has(country)) refuse(OFFICE_MESSAGES.country);
  const stateProvince = optionalLine(
    body.state_province,
    OFFICE_LIMITS.stateMaxLength,
    OFFICE_MESSAGES.stateLength,
  );
  if (country === 'US' && !US_STATE_NAMES.has(stateProvince ?? '')) refuse(OFFICE_MESSAGES.state);
  const zipCode = optionalLine(body.zip_code, OFFICE_LIMITS.zipMaxLength, OFFICE_MESSAGES.zip);
  if (zipCode !== null && !isPostalCode(zipCode, country)) refuse(OFFICE_MESSAGES.zip);
  const phone = readPhone(body.phone, OFFICE_MESSAGES.phone);
  return {
    name,
    phone,
    address1,
    address2: address2 && titleCase(address2),
    city,
    stateProvince,
    zipCode,
    country,
  };
}

/** `offices/get-offices`: the practice's offices by name and its switch, for any team member. */
export async function getOffices(db: Db, user: SessionUser): Promise<RouteAnswer<'offices/get-offices'>> {
  const [offices, isOn] = await Promise.all([
    findOffices(db, user.practiceId),
    findInOfficeSessions(db, user.practiceId),
  ]);
  return {
    msg: OFFICE_MESSAGES.got,
    results: {
      in_office_sessions: isOn,
      can_manage: managesPractice(user),
      offices: offices.map(toOfficeWire),
    },
  };
}

/** `offices/create-office`: Add Office. At most OFFICE_LIMITS.offices a practice. */
export async function createOffice(
  deps: AppDeps,
  user: SessionUser,
  body: OfficeBody,
  now: Date,
): Promise<RouteAnswer<'offices/create-office'>> {
  assertManages(user);
  const fields = readOfficeFields(body);
  const id = newId(now);
  await inTransaction(deps.db, async (tx) => {
    // Two Add Office at once for a practice one short of the limit: the second counts after the first commits.
    await lockPractice(tx, user.practiceId);
    if ((await countOffices(tx, user.practiceId)) >= OFFICE_LIMITS.offices) refuse(OFFICE_MESSAGES.tooMany);
    await insertOffice(tx, { id, practiceId: user.practiceId, fields, now });
  });
  const office = await findOffice(deps.db, user.practiceId, id);
  return { msg: OFFICE_MESSAGES.created, results: toOfficeWire(office!) };
}

/** `offices/update-office`: Edit Office, written whole. Another practice's office reads as none. */
export async function updateOffice(
  deps: AppDeps,
  user: SessionUser,
  body: RouteBody<'offices/update-office'>,
  now: Date,
): Promise<RouteAnswer<'offices/update-office'>> {
  assertManages(user);
  if (!body.office_id) throw new AppError('not_found', OFFICE_MESSAGES.notFound);
  const fields = readOfficeFields(body);
  const isSaved = await saveOffice(deps.db, { id: body.office_id, practiceId: user.practiceId, fields, now });
  const office = isSaved ? await findOffice(deps.db, user.practiceId, body.office_id) : null;
  if (!office) throw new AppError('not_found', OFFICE_MESSAGES.notFound);
  return { msg: OFFICE_MESSAGES.updated, results: toOfficeWire(office) };
}

/**
 * `offices/delete-office`: refused while any provider's working hours name the office (the owner sees whose, so
 * the hours can be moved first; nothing is detached behind a provider's back). The office is locked for the
 * check, and hours that name an office are saved under a share lock of it (set-availability), so a save and a
 * delete at once cannot leave hours naming a deleted office.
 */
export async function deleteOffice(
  deps: AppDeps,
  user: SessionUser,
  body: RouteBody<'offices/delete-office'>,
): Promise<string> {
  assertManages(user);
  const officeId = body.office_id;
  if (!officeId) throw new AppError('not_found', OFFICE_MESSAGES.notFound);
  await inTransaction(deps.db, async (tx) => {
    if (!(await findOffice(tx, user.practiceId, officeId, { lock: 'update' })))
      throw new AppError('not_found', OFFICE_MESSAGES.notFound);
    const users = await findProvidersUsingOffice(tx, user.practiceId, officeId);
    if (users.length > 0) refuse(OFFICE_MESSAGES.inUse(users));
    await removeOffice(tx, user.practiceId, officeId);
  });
  return OFFICE_MESSAGES.deleted;
}

/** `offices/set-in-office-sessions`: the practice's switch. */
export async function setInOfficeSessions(
  deps: AppDeps,
  user: SessionUser,
  body: RouteBody<'offices/set-in-office-sessions'>,
  now: Date,
): Promise<string> {
  assertManages(user);
  if (typeof body.is_on !== 'boolean') refuse(OFFICE_MESSAGES.badSwitch);
  await saveInOfficeSessions(deps.db, user.practiceId, body.is_on, now);
  return body.is_on ? OFFICE_MESSAGES.switchedOn : OFFICE_MESSAGES.switchedOff;
}
