import { QueryTypes } from 'sequelize';
import type { AppointmentTypeModel } from '#data/db/models/appointment-type.js';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

export interface AppointmentTypeRecord {
  id: string;
  position: number;
  name: string;
  description: string;
  lengthMinutes: number;
  amount: number;
}

type TypeRow = Pick<
  AppointmentTypeModel,
  'id' | 'position' | 'name' | 'description' | 'length_minutes' | 'amount'
>;

function toRecord(row: TypeRow): AppointmentTypeRecord {
  return {
    id: row.id,
    position: row.position,
    name: row.name,
    description: row.description,
    lengthMinutes: row.length_minutes,
    amount: Number(row.amount),
  };
}

/**
 * A provider's types, in their order; the practice is a filter on the provider's few rows. A prepared read: every
 * account read (get-simple-user, each dashboard) carries them.
 */
export async function findAppointmentTypes(
  db: Db,
  practiceId: string,
  providerId: string,
): Promise<AppointmentTypeRecord[]> {
  const rows = await selectPrepared<TypeRow>(
    db,
    `SELECT id, position, name, description, length_minutes, amount FROM appointment_types
      WHERE practice_id = :practiceId AND provider_id = :providerId ORDER BY position`,
    { practiceId, providerId },
  );
  return rows.map(toRecord);
}

export async function insertAppointmentType(
  db: Db,
  input: {
    id: string;
    practiceId: string;
    providerId: string;
    position: number;
    name: string;
    description: string;
    lengthMinutes: number;
    amount: number;
    now: Date;
  },
): Promise<void> {
  await db.models.AppointmentType.create(
    {
      id: input.id,
      practice_id: input.practiceId,
      provider_id: input.providerId,
      position: input.position,
      name: input.name,
      description: input.description,
      length_minutes: input.lengthMinutes,
      amount: input.amount,
      created_at: input.now,
      updated_at: input.now,
    },
    txOf(db),
  );
}

export async function updateAppointmentType(
  db: Db,
  id: string,
  input: { name: string; description: string; lengthMinutes: number; amount: number; now: Date },
): Promise<void> {
  await db.models.AppointmentType.update(
    {
      name: input.name,
      description: input.description,
      length_minutes: input.lengthMinutes,
      amount: input.amount,
      updated_at: input.now,
    },
    { where: { id }, ...txOf(db) },
  );
}

/** Removes a type and closes the gap in the order (in ascending order, so the unique position never collides). */
export async function deleteAppointmentType(db: Db, providerId: string, id: string, position: number) {
  await db.models.AppointmentType.destroy({ where: { id }, ...txOf(db) });
  await db.sequelize.query(
    'UPDATE appointment_types SET position = position - 1 WHERE provider_id = :providerId AND position > :position ORDER BY position ASC',
    { replacements: { providerId, position }, type: QueryTypes.UPDATE, ...txOf(db) },
  );
}
