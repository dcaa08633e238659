import type { DashboardPanelData } from '@tele/remix-app/features/dashboard/dashboard-panel.tsx';
import type { ShellAccount } from '@tele/remix-app/features/shell/side-menu.tsx';
import { getDefaultTiles } from '@tele/remix-app/features/dashboard/dashboard-tiles.ts';

export const PRODUCT_NAME = 'TeleTherapist';

export const account: ShellAccount = {
  name: 'Dr. Maya Patel',
  roleLabel: 'Owner',
  practiceName: 'Harbor Light Counseling',
  photo: null,
};

/** The seven panels in the default order, all empty (what a new practice sees). */
export function emptyPanels(): DashboardPanelData[] {
  return getDefaultTiles().map((tile) => ({
    key: tile.key,
    title: tile.title,
    color: tile.color,
    emptyText: tile.emptyText,
    items: [],
  }));
}

/** Sample rows, shaped as later issues will feed them. */
export const sampleRows: Record<string, DashboardPanelData['items']> = {
  clients: [
    {
      id: 'c1',
      primary: 'Jordan Alvarez',
      secondary: 'jordan.alvarez@example.com',
      meta: '555-014-2231',
      href: '/client-management/1-65a1b2c3d4e5f60718293a01',
    },
    {
      id: 'c2',
      primary: 'Priya Raman',
      secondary: 'priya.raman@example.com',
      meta: '555-019-7781',
      href: '/client-management/1-65a1b2c3d4e5f60718293a02',
    },
    {
      id: 'c3',
      primary: 'Samuel Okafor',
      secondary: 'samuel.okafor@example.com',
      meta: '555-011-0042',
      href: '/client-management/1-65a1b2c3d4e5f60718293a03',
    },
  ],
  appointments: [
    { id: 'a1', primary: 'Intake session', secondary: 'Jordan Alvarez', meta: 'Mon 9:00 AM' },
    { id: 'a2', primary: 'Follow-up', secondary: 'Priya Raman', meta: 'Tue 2:20 PM' },
  ],
};
