import type { PracticeModel } from '#data/db/models/practice.js';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

export interface PracticeRecord {
  id: string;
  name: string;
  ownerId: string | null;
  planString: string | null;
}

type PracticeRow = Pick<PracticeModel, 'id' | 'name' | 'owner_id' | 'plan_string'>;

function toRecord(row: PracticeRow): PracticeRecord {
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

/**
 * The caller's own practice (callers pass the signed-in user's practice id): a prepared read (a booking reads its
 * plan by it), not a model instance.
 */
export async function findPracticeById(db: Db, id: string): Promise<PracticeRecord | null> {
  const [row] = await selectPrepared<PracticeRow>(
    db,
    'SELECT id, name, owner_id, plan_string FROM practices WHERE id = :id',
    { id },
  );
  return row ? toRecord(row) : null;
}

/**
 * Takes the practice's row lock inside the caller's transaction: changes that check a rule over the whole practice
 * (its article categories' names and keys, its number of offices) then run one at a time, so what was checked
 * holds until the change commits. Nothing before it in the transaction may read, so the check reads what the
 * previous holder committed.
 */
export async function lockPractice(db: Db, practiceId: string): Promise<void> {
  await selectPrepared(db, 'SELECT id FROM practices WHERE id = :practiceId FOR UPDATE', { practiceId });
}
