import type { StoredTile } from '#data/db/models/dashboard-layout.js';
import { selectPrepared } from './prepared.js';
import { txOf, type Db } from './transaction.js';

export type { StoredTile };

/**
 * The signed-in user's own layout (scoped by that user's id), or null: a prepared read, since every dashboard asks
 * for it.
 */
export async function findDashboardTiles(db: Db, userId: string): Promise<StoredTile[] | null> {
  const [row] = await selectPrepared<{ tiles: unknown }>(
    db,
    'SELECT tiles FROM dashboard_layouts WHERE user_id = :userId',
    { userId },
  );
  if (!row) return null;
  // MariaDB stores JSON as text: parse on read so both MySQL and MariaDB give objects.
  return (typeof row.tiles === 'string' ? JSON.parse(row.tiles) : row.tiles) as StoredTile[];
}

export async function saveDashboardTiles(
  db: Db,
  userId: string,
  tiles: StoredTile[],
  now: Date,
): Promise<void> {
  await db.models.DashboardLayout.upsert({ user_id: userId, tiles, updated_at: now }, txOf(db));
}
