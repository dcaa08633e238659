import type { Db } from '@tele/data/db';
import { refuse } from '#api/errors/app-error.js';
import {
  findDashboardTiles,
  saveDashboardTiles,
  type StoredTile,
} from '@tele/data/repositories/dashboard-layouts';
import { CLIENT_TILES, PROVIDER_TILES } from '@tele/contract/constants';
import { TILE_MESSAGES } from '@tele/contract/messages';

/** The provider dashboard's seven panels and the client's six, in the legacy default order with their colours. */
export const DEFAULT_PROVIDER_TILES: readonly StoredTile[] = Object.freeze(
  PROVIDER_TILES.map((tile) => ({ ...tile })),
);
export const DEFAULT_CLIENT_TILES: readonly StoredTile[] = Object.freeze(
  CLIENT_TILES.map((tile) => ({ ...tile })),
);

export type DashboardSide = 'provider' | 'client';

const defaultsOf = (side: DashboardSide) =>
  side === 'client' ? DEFAULT_CLIENT_TILES : DEFAULT_PROVIDER_TILES;

/** Exactly the side's known tiles, each once, each with a #rrggbb colour. */
export function isValidTileList(list: readonly StoredTile[], side: DashboardSide = 'provider'): boolean {
  const defaults = defaultsOf(side);
  const known = new Set(defaults.map((tile) => tile.title));
  return (
    list.length === defaults.length &&
    new Set(list.map((tile) => tile.title)).size === list.length &&
    list.every((tile) => known.has(tile.title) && /^#[0-9a-fA-F]{6}$/.test(tile.color))
  );
}

/** The saved order when there is a valid one, else the default (the legacy answers the default without msg). */
export async function getTiles(db: Db, userId: string, side: DashboardSide = 'provider') {
  const saved = await findDashboardTiles(db, userId);
  if (saved && isValidTileList(saved, side)) return { msg: TILE_MESSAGES.saved, results: saved };
  return { results: defaultsOf(side).map((tile) => ({ ...tile })) };
}

export async function updateTiles(
  db: Db,
  userId: string,
  list: StoredTile[] | undefined,
  now: Date,
  side: DashboardSide = 'provider',
): Promise<string> {
  if (!list || !isValidTileList(list, side))
    refuse(side === 'client' ? TILE_MESSAGES.invalidClient : TILE_MESSAGES.invalid);
  await saveDashboardTiles(
    db,
    userId,
    list.map(({ title, color }) => ({ title, color: color.toLowerCase() })),
    now,
  );
  return TILE_MESSAGES.updated;
}
