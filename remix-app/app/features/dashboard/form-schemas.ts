import * as z from 'zod/mini';
import { LEGACY_TILE_TITLES } from '#app/features/dashboard/dashboard-tiles.ts';
import { IdField } from '#app/utils/form-fields.ts';

export const DashboardLayoutSchema = z.object({
  tiles: z
    .array(
      z.object({
        title: z.enum(LEGACY_TILE_TITLES),
        color: z
          .string()
          .check(z.regex(/^#[0-9a-f]{6}$/i, { error: 'Each tile needs a colour like #2f4f81.' })),
      }),
    )
    .check(
      z.length(LEGACY_TILE_TITLES.length, { error: 'The dashboard has exactly seven panels.' }),
      z.refine((tiles) => new Set(tiles.map((tile) => tile.title)).size === tiles.length, {
        error: 'Each panel can appear only once.',
      }),
    ),
});
export type DashboardLayout = z.infer<typeof DashboardLayoutSchema>;

/** Client Enrollment's Approve: the request, as the dashboard shows it (the API looks it up by its id). */
export const ApproveClientRequestSchema = z.object({
  id: IdField,
  name: z.optional(z.string().check(z.trim(), z.maxLength(191))),
  email: z.optional(z.string().check(z.trim(), z.maxLength(191))),
});
export type ApproveClientRequest = z.infer<typeof ApproveClientRequestSchema>;

/** Client Enrollment's Decline (or Delete of an accepted request), after the confirmation. */
export const DeleteClientRequestSchema = z.object({ id: IdField });

/** The intents of Client Enrollment's forms. */
export const CLIENT_REQUEST_INTENTS = { approve: 'approve-request', delete: 'delete-request' } as const;
