import { z } from 'zod';
import { LEGACY_TILE_TITLES } from '#app/features/dashboard/dashboard-tiles.ts';

export const DashboardLayoutSchema = z.object({
  tiles: z
    .array(
      z.object({
        title: z.enum(LEGACY_TILE_TITLES),
        color: z.string().regex(/^#[0-9a-f]{6}$/i, { error: 'Each tile needs a colour like #2f4f81.' }),
      }),
    )
    .length(LEGACY_TILE_TITLES.length, { error: 'The dashboard has exactly seven panels.' })
    .refine((tiles) => new Set(tiles.map((tile) => tile.title)).size === tiles.length, {
      error: 'Each panel can appear only once.',
    }),
});
export type DashboardLayout = z.infer<typeof DashboardLayoutSchema>;
