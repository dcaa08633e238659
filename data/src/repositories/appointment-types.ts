import { QueryTypes } from 'sequelize';
import { AppointmentTypeModel } from '#data/db/models/appointment-type.js';
import type { TxOptions } from './transaction.js';

export interface AppointmentTypeRecord {
  id: string;
  position: number;
  name: string;
  description: string;
  lengthMinutes: number;
  amount: number;
}

function toRecord(row: AppointmentTypeModel): AppointmentTypeRecord {
  return {
    id: row.id,
    position: row.position,
    name: row.name,
    description: row.description,
    lengthMinutes: row.length_minutes,
    amount: Number(row.amount),
  };
}

export async function findAppointmentTypes(
  providerId: string,
  options: TxOptions = {},
): Promise<AppointmentTypeRecord[]> {
  const rows = await AppointmentTypeModel.findAll({
    where: { provider_id: providerId },
    order: [['position', 'ASC']],
    ...options,
  });
  return rows.map(toRecord);
}

export async function insertAppointmentType(
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
  options: TxOptions = {},
): Promise<void> {
  await AppointmentTypeModel.create(
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
    options,
  );
}

export async function updateAppointmentType(
  id: string,
  input: { name: string; description: string; lengthMinutes: number; amount: number; now: Date },
  options: TxOptions = {},
): Promise<void> {
  await AppointmentTypeModel.update(
    {
      name: input.name,
      description: input.description,
      length_minutes: input.lengthMinutes,
      amount: input.amount,
      updated_at: input.now,
    },
    { where: { id }, ...options },
  );
}

/** Removes a type and closes the gap in the order (in ascending order, so the unique position never collides). */
export async function deleteAppointmentType(
  providerId: string,
  id: string,
  position: number,
  options: TxOptions = {},
) {
  await AppointmentTypeModel.destroy({ where: { id }, ...options });
  await AppointmentTypeModel.sequelize!.query(
    'UPDATE appointment_types SET position = position - 1 WHERE provider_id = :providerId AND position > :position ORDER BY position ASC',
    { replacements: { providerId, position }, type: QueryTypes.UPDATE, ...options },
  );
}
