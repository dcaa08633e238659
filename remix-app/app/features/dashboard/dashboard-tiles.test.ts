import { describe, expect, test } from 'vitest';
import {
  getDefaultTiles,
  LEGACY_TILE_TITLES,
  toDashboardTiles,
  toSavedList,
} from '#app/features/dashboard/dashboard-tiles.ts';

const saved = [
  { title: 'Document List', color: '#2faf81' },
  { title: 'Client List', color: '#743ba2' },
  { title: 'Message Center', color: '#2f4f81' },
  { title: 'Appointment List', color: '#80b540' },
  { title: 'Invoice List', color: '#5680e9' },
  { title: 'Payment List', color: '#5ab9ea' },
  { title: 'Client Requested List', color: '#84ceeb' },
];

describe('toDashboardTiles', () => {
  test('keeps the saved order and shows the product names', () => {
    const tiles = toDashboardTiles(saved);
    expect(tiles.map((tile) => tile.title)).toEqual([
      'Documents',
      'Clients',
      'Message Center',
      'Appointments',
      'Client Invoices',
      'Client Payments',
      'Client Enrollment',
    ]);
    expect(tiles[0]?.emptyText).toBe('You have not shared a document yet');
  });

  test('maps every legacy title to its spec empty state', () => {
    const byTitle = Object.fromEntries(getDefaultTiles().map((tile) => [tile.legacyTitle, tile.emptyText]));
    expect(byTitle['Client Requested List']).toBe('You do not have any appointment requests.');
    expect(byTitle['Invoice List']).toBe(
      'You do not have any outstanding payment requests. Click the create button above and to the right to get started.',
    );
    expect(byTitle['Payment List']).toBe(
      'You do not have any payment history. Click the create button above and to the right to get started.',
    );
  });

  test.each([
    ['not a list', 'Drag List'],
    ['six entries', saved.slice(0, 6)],
    ['eight entries', [...saved, { title: 'Client List', color: '#000000' }]],
    ['an unknown title', [...saved.slice(0, 6), { title: 'Provider List', color: '#743ba2' }]],
    ['a repeated title', [...saved.slice(0, 6), { title: 'Client List', color: '#743ba2' }]],
    ['an entry that is not an object', [...saved.slice(0, 6), 'Document List']],
  ])('falls back to the default order for %s', (_label, value) => {
    expect(toDashboardTiles(value)).toEqual(getDefaultTiles());
  });

  test('replaces an invalid colour with that panel’s default colour', () => {
    const withBadColour = saved.map((tile) =>
      tile.title === 'Client List' ? { ...tile, color: 'url(javascript:alert(1))' } : tile,
    );
    expect(toDashboardTiles(withBadColour)[1]).toMatchObject({ title: 'Clients', color: '#743ba2' });
  });

  test('the default order is the legacy one', () => {
    expect(getDefaultTiles().map((tile) => tile.legacyTitle)).toEqual([...LEGACY_TILE_TITLES]);
  });

  test('round-trips through the stored shape', () => {
    expect(toSavedList(toDashboardTiles(saved))).toEqual(saved);
  });
});
