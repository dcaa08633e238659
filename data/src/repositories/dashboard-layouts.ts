import type { StoredTile } from '#data/db/models/dashboard-layout.js';
import { txOf, type Db } from './transaction.js';

export type { StoredTile };

/** The signed-in user's own layout (scoped by that user's id). */
export async function findDashboardTiles(db: Db, userId: string): Promise<StoredTile[] | null> {
  const row = await db.models.DashboardLayout.findByPk(userId, txOf(db));
  return row ? row.tiles : null;
}

export async function saveDashboardTiles(
  db: Db,
  userId: string,
  tiles: StoredTile[],
  now: Date,
): Promise<void> {
  await db.models.DashboardLayout.upsert({ user_id: userId, tiles, updated_at: now }, txOf(db));
}
