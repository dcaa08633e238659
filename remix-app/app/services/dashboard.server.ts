import { callApi } from '#app/services/api.server.ts';
import type { Outcome } from '#app/services/identity.server.ts';
import { getDefaultTiles, toDashboardTiles } from '#app/utils/dashboard-tiles.ts';
import type { DashboardTile } from '#app/utils/dashboard-tiles.ts';
import type { DashboardLayout } from '#app/utils/form-schemas.ts';
import type { DashboardPanelData, PanelItem } from '#app/components/dashboard-panel.tsx';
import type { PanelKey } from '#app/utils/dashboard-tiles.ts';
import { requireUser } from '#app/utils/auth.server.ts';

const ROLE = 'provider';

/**
 * The saved order and colours of the seven dashboard panels (users/get-drag). A failed call is only logged, as
 * the spec says for list calls, and the default order is shown.
 */
export async function getDashboardTiles(request: Request): Promise<DashboardTile[]> {
  const user = await requireUser(request);
  const result = await callApi(request, 'users/get-drag', { id: user.id, role: ROLE });
  if (!result.ok) {
    console.warn(`[dashboard] get-drag answered ${result.status}: ${result.msg}`);
    return getDefaultTiles();
  }
  return toDashboardTiles(result.results);
}

export async function updateDashboardTiles(request: Request, layout: DashboardLayout): Promise<Outcome> {
  const user = await requireUser(request);
  const result = await callApi(request, 'users/drag-update', { id: user.id, role: ROLE, list: layout.tiles });
  return result.ok
    ? { ok: true, msg: result.msg ?? '' }
    : { ok: false, msg: result.msg, status: result.status };
}

/**
 * The panels in the saved order, each with its rows. Lists arrive with later issues (clients, messages, ...);
 * a panel without a list shows its empty state.
 */
export function buildDashboardPanels(
  tiles: DashboardTile[],
  lists: Partial<Record<PanelKey, PanelItem[]>> = {},
): DashboardPanelData[] {
  return tiles.map((tile) => ({
    key: tile.key,
    title: tile.title,
    color: tile.color,
    emptyText: tile.emptyText,
    items: lists[tile.key] ?? [],
  }));
}
