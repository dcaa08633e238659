import type { AppDeps } from '#api/deps.js';
import { refuse } from '#api/errors/app-error.js';
import { newId } from '@tele/data/ids';
import { titleCase } from '#api/lib/text.js';
import {
  deleteAppointmentType,
  findAppointmentTypes,
  insertAppointmentType,
  updateAppointmentType,
  type AppointmentTypeRecord,
} from '@tele/data/repositories/appointment-types';
import { lockProviderCalendar, renameAppointmentType } from '@tele/data/repositories/appointments';
import { inTransaction } from '@tele/data/repositories/transaction';
import type { Db } from '@tele/data/db';
import type { SessionUser } from '#api/services/identity/session-user.js';
import { MAX_LENGTH_MINUTES } from './schedule.js';

import { TYPE_MESSAGES, PLAN_GATE_MESSAGES } from '@tele/contract/messages';
import type { RouteBody } from '@tele/contract/routes';
import { assertPlanFeature } from './plan-limits.js';
export { TYPE_MESSAGES };

/** The route's body, as its contract declares it. */
export type AppointmentTypeInput = RouteBody<'appointments/create-appointment-type'>;

/** Lower-cased, spaces collapsed, trimmed, then title-cased (legacy-contract, create-appointment-type). */
export function normaliseTypeName(name: string): string {
  return titleCase(name.toLowerCase().replace(/\s+/g, ' ').trim());
}

function readType(input: AppointmentTypeInput) {
  const name = normaliseTypeName(input.name ?? '');
  const rawLength = input.length === undefined ? '' : String(input.length).trim();
  if (!name && !rawLength) refuse(TYPE_MESSAGES.fillBoth);
  if (!name) refuse(TYPE_MESSAGES.fillName);
  if (!rawLength) refuse(TYPE_MESSAGES.fillLength);
  const lengthMinutes = Number(rawLength);
  if (!Number.isInteger(lengthMinutes) || lengthMinutes <= 0 || lengthMinutes > MAX_LENGTH_MINUTES)
    refuse(TYPE_MESSAGES.badLength);
  const rawAmount = input.amount === undefined || input.amount === '' ? 0 : Number(input.amount);
  if (!Number.isFinite(rawAmount) || rawAmount < 0 || rawAmount > 100_000) refuse(TYPE_MESSAGES.badAmount);
  return {
    name,
    description: titleCase((input.description ?? '').trim()).slice(0, 1000),
    lengthMinutes,
    amount: Math.round(rawAmount * 100) / 100,
  };
}

function readOrder(types: AppointmentTypeRecord[], order: unknown): AppointmentTypeRecord {
  const index = Number(order);
  const type = Number.isInteger(index) ? types[index] : undefined;
  if (!type) refuse(TYPE_MESSAGES.missing);
  return type;
}

export function toTypeWire(type: AppointmentTypeRecord) {
  return {
    _id: type.id,
    name: type.name,
    description: type.description,
    length: type.lengthMinutes,
    amount: type.amount,
  };
}

export async function listAppointmentTypes(db: Db, user: SessionUser) {
  return { results: (await findAppointmentTypes(db, user.practiceId, user.id)).map(toTypeWire) };
}

/** Create, or update the type at `order` (renaming it on the provider's appointments that use it). */
export async function saveAppointmentType(
  deps: AppDeps,
  user: SessionUser,
  input: AppointmentTypeInput,
  now: Date,
): Promise<string> {
  if (input.role !== 'create' && input.role !== 'update') refuse(TYPE_MESSAGES.badRole);
  const fields = readType(input);
  // Custom appointment types are an ADVANCED feature (spec part 2, section 9); deleting one stays open.
  await assertPlanFeature(deps.db, user.practiceId, 'customTypes', PLAN_GATE_MESSAGES.customTypes);
  return inTransaction(deps.db, async (tx) => {
    await lockProviderCalendar(tx, user.id);
    const types = await findAppointmentTypes(tx, user.practiceId, user.id);
    if (input.role === 'create') {
      if (types.some((type) => type.name.toLowerCase() === fields.name.toLowerCase()))
        refuse(TYPE_MESSAGES.duplicate);
      await insertAppointmentType(tx, {
        id: newId(now),
        practiceId: user.practiceId,
        providerId: user.id,
        position: types.length,
        ...fields,
        now,
      });
      return TYPE_MESSAGES.created;
    }
    if (types.length === 0) refuse(TYPE_MESSAGES.missing);
    const target = readOrder(types, input.order);
    if (types.some((type) => type.id !== target.id && type.name.toLowerCase() === fields.name.toLowerCase()))
      refuse(TYPE_MESSAGES.duplicate);
    await updateAppointmentType(tx, target.id, { ...fields, now });
    if (target.name !== fields.name) await renameAppointmentType(tx, user.id, target.name, fields.name);
    return TYPE_MESSAGES.updated;
  });
}

export async function removeAppointmentType(
  deps: AppDeps,
  user: SessionUser,
  order: unknown,
): Promise<string> {
  return inTransaction(deps.db, async (tx) => {
    await lockProviderCalendar(tx, user.id);
    const types = await findAppointmentTypes(tx, user.practiceId, user.id);
    if (types.length === 0) refuse(TYPE_MESSAGES.missing);
    const target = readOrder(types, order);
    await deleteAppointmentType(tx, user.id, target.id, target.position);
    await renameAppointmentType(tx, user.id, target.name, null);
    return TYPE_MESSAGES.deleted;
  });
}
