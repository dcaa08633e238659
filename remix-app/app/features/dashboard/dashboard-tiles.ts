import { PROVIDER_TILES, type ProviderTileTitle } from '@tele/contract/constants';

/**
 * The seven dashboard panels. The API stores their order under legacy titles (users/get-drag, drag-update);
 * the screens show the product's names. This module is the only place that maps one to the other.
 */

/** The legacy titles, in the default order (from the contract, which the API's default layout also uses). */
export const LEGACY_TILE_TITLES = PROVIDER_TILES.map((tile) => tile.title) as [
  ProviderTileTitle,
  ...ProviderTileTitle[],
];
const DEFAULT_COLOR = Object.fromEntries(PROVIDER_TILES.map((tile) => [tile.title, tile.color])) as Record<
  ProviderTileTitle,
  string
>;
export type LegacyTileTitle = ProviderTileTitle;

export type PanelKey =
  'clients' | 'messages' | 'appointments' | 'invoices' | 'payments' | 'enrollment' | 'documents';

export type TileDefinition = {
  key: PanelKey;
  legacyTitle: LegacyTileTitle;
  title: string;
  emptyText: string;
};

const DEFINITIONS: Record<LegacyTileTitle, TileDefinition> = {
  'Client List': {
    key: 'clients',
    legacyTitle: 'Client List',
    title: 'Clients',
    emptyText: 'You do not have any clients yet. Clients you add or invite will appear here.',
  },
  'Message Center': {
    key: 'messages',
    legacyTitle: 'Message Center',
    title: 'Message Center',
    emptyText: 'You do not have any messages yet. Conversations with your clients will appear here.',
  },
  'Appointment List': {
    key: 'appointments',
    legacyTitle: 'Appointment List',
    title: 'Appointments',
    emptyText:
      'You do not have any upcoming appointments. Click the create button above and to the right to get started.',
  },
  'Invoice List': {
    key: 'invoices',
    legacyTitle: 'Invoice List',
    title: 'Client Invoices',
    emptyText:
      'You do not have any outstanding payment requests. Click the create button above and to the right to get started.',
  },
  'Payment List': {
    key: 'payments',
    legacyTitle: 'Payment List',
    title: 'Client Payments',
    emptyText:
      'You do not have any payment history. Click the create button above and to the right to get started.',
  },
  'Client Requested List': {
    key: 'enrollment',
    legacyTitle: 'Client Requested List',
    title: 'Client Enrollment',
    emptyText: 'You do not have any appointment requests.',
  },
  'Document List': {
    key: 'documents',
    legacyTitle: 'Document List',
    title: 'Documents',
    emptyText: 'You have not shared a document yet',
  },
};

export type DashboardTile = TileDefinition & { color: string };

export function getTileDefinition(legacyTitle: LegacyTileTitle): TileDefinition {
  return DEFINITIONS[legacyTitle];
}

export function isLegacyTileTitle(value: unknown): value is LegacyTileTitle {
  return typeof value === 'string' && (LEGACY_TILE_TITLES as readonly string[]).includes(value);
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function getDefaultTiles(): DashboardTile[] {
  return LEGACY_TILE_TITLES.map((title) => ({
    ...DEFINITIONS[title],
    color: DEFAULT_COLOR[title],
  }));
}

/**
 * Turns the API's saved list into tiles. As the spec says, the list is used only when it has exactly seven
 * entries; it must also name each known panel once. Anything else falls back to the default order. An invalid
 * colour falls back to that panel's default colour.
 */
export function toDashboardTiles(saved: unknown): DashboardTile[] {
  if (!Array.isArray(saved) || saved.length !== LEGACY_TILE_TITLES.length) return getDefaultTiles();
  const tiles: DashboardTile[] = [];
  const seen = new Set<LegacyTileTitle>();
  for (const entry of saved) {
    const title: unknown =
      typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'title') : undefined;
    if (!isLegacyTileTitle(title) || seen.has(title)) return getDefaultTiles();
    seen.add(title);
    const color: unknown = Reflect.get(entry as object, 'color');
    const definition = DEFINITIONS[title];
    tiles.push({
      ...definition,
      color: typeof color === 'string' && HEX_COLOR.test(color) ? color : DEFAULT_COLOR[title],
    });
  }
  return tiles;
}

/** The shape drag-update stores. */
export function toSavedList(tiles: ReadonlyArray<{ legacyTitle: LegacyTileTitle; color: string }>) {
  return tiles.map((tile) => ({ title: tile.legacyTitle, color: tile.color }));
}
