import { PracticeModel } from '#data/db/models/practice.js';
import type { TxOptions } from './transaction.js';

export interface PracticeRecord {
  id: string;
  name: string;
  ownerId: string | null;
  planString: string | null;
}

function toRecord(row: PracticeModel): PracticeRecord {
  return { id: row.id, name: row.name, ownerId: row.owner_id, planString: row.plan_string };
}

export async function createPractice(
  input: { id: string; name: string; ownerId: string | null; planString: string | null; now: Date },
  options: TxOptions = {},
): Promise<PracticeRecord> {
  const row = await PracticeModel.create(
    {
      id: input.id,
      name: input.name,
      owner_id: input.ownerId,
      plan_string: input.planString,
      created_at: input.now,
      updated_at: input.now,
    },
    options,
  );
  return toRecord(row);
}

export async function findPracticeById(id: string, options: TxOptions = {}): Promise<PracticeRecord | null> {
  const row = await PracticeModel.findByPk(id, options);
  return row ? toRecord(row) : null;
}
