import { DashboardLayoutModel, type StoredTile } from '#data/db/models/dashboard-layout.js';

export type { StoredTile };

export async function findDashboardTiles(userId: string): Promise<StoredTile[] | null> {
  const row = await DashboardLayoutModel.findByPk(userId);
  return row ? row.tiles : null;
}

export async function saveDashboardTiles(userId: string, tiles: StoredTile[], now: Date): Promise<void> {
  await DashboardLayoutModel.upsert({ user_id: userId, tiles, updated_at: now });
}
