import type { PracticeModel } from '#data/db/models/practice.js';
import { txOf, type Db } from './transaction.js';

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
  db: Db,
  input: { id: string; name: string; ownerId: string | null; planString: string | null; now: Date },
): Promise<PracticeRecord> {
  const row = await db.models.Practice.create(
    {
      id: input.id,
      name: input.name,
      owner_id: input.ownerId,
      plan_string: input.planString,
      created_at: input.now,
      updated_at: input.now,
    },
    txOf(db),
  );
  return toRecord(row);
}

/** The caller's own practice (callers pass the signed-in user's practice id). */
export async function findPracticeById(db: Db, id: string): Promise<PracticeRecord | null> {
  const row = await db.models.Practice.findByPk(id, txOf(db));
  return row ? toRecord(row) : null;
}
