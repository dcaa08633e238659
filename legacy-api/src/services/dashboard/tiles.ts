import { refuse } from '#api/errors/app-error.js';
import {
  findDashboardTiles,
  saveDashboardTiles,
  type StoredTile,
} from '#api/repositories/dashboard-layouts.js';

/** The provider dashboard's seven panels, in the legacy default order with their colours. */
export const DEFAULT_PROVIDER_TILES: readonly StoredTile[] = Object.freeze([
  { title: 'Client List', color: '#743ba2' },
  { title: 'Message Center', color: '#2f4f81' },
  { title: 'Appointment List', color: '#80b540' },
  { title: 'Invoice List', color: '#5680e9' },
  { title: 'Payment List', color: '#5ab9ea' },
  { title: 'Client Requested List', color: '#84ceeb' },
  { title: 'Document List', color: '#2faf81' },
]);

export const TILE_MESSAGES = {
  saved: 'Drag List',
  updated: 'The customizing list has updated successfully.',
  invalid: 'Please send the seven dashboard tiles, each once.',
} as const;

const KNOWN_TITLES = new Set(DEFAULT_PROVIDER_TILES.map((tile) => tile.title));

/** Exactly the seven known tiles, each once, each with a #rrggbb colour. */
export function isValidTileList(list: readonly StoredTile[]): boolean {
  return (
    list.length === DEFAULT_PROVIDER_TILES.length &&
    new Set(list.map((tile) => tile.title)).size === list.length &&
    list.every((tile) => KNOWN_TITLES.has(tile.title) && /^#[0-9a-fA-F]{6}$/.test(tile.color))
  );
}

/** The saved order when there is a valid one, else the default (the legacy answers the default without msg). */
export async function getTiles(userId: string) {
  const saved = await findDashboardTiles(userId);
  if (saved && isValidTileList(saved)) return { msg: TILE_MESSAGES.saved, results: saved };
  return { results: DEFAULT_PROVIDER_TILES.map((tile) => ({ ...tile })) };
}

export async function updateTiles(
  userId: string,
  list: StoredTile[] | undefined,
  now: Date,
): Promise<string> {
  if (!list || !isValidTileList(list)) refuse(TILE_MESSAGES.invalid);
  await saveDashboardTiles(
    userId,
    list.map(({ title, color }) => ({ title, color: color.toLowerCase() })),
    now,
  );
  return TILE_MESSAGES.updated;
}
