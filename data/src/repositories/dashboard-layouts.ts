import type { StoredTile } from '#data/db/models/dashboard-layout.js';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';
import { readJsonColumn } from '#data/lib/json-column.js';

export type { StoredTile };

/**
 * The signed-in user's own layout (scoped by that user's id), or null: a prepared read, since every dashboard asks
 * for it.
 */
export async function findDashboardTiles(db: Db, userId: string): Promise<StoredTile[] | null> {
  const [row] = await selectPrepared<{ tiles: StoredTile[] | string }>(
    db,
    'SELECT tiles FROM dashboard_layouts WHERE user_id = :userId',
    { userId },
  );
  return row ? readJsonColumn(row.tiles) : null;
}

export async function saveDashboardTiles(
  db: Db,
  userId: string,
  tiles: StoredTile[],
  now: Date,
): Promise<void> {
  await db.models.DashboardLayout.upsert({ user_id: userId, tiles, updated_at: now }, txOf(db));
}
