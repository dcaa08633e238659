import { Type } from '@sinclair/typebox';

/**
 * One request for the reads a page makes at once (ADR 0065). The web app's loaders call the API in parallel;
 * the calls its server starts in the same turn go to the API as one batch, each answered as if it had been sent
 * alone: its route's access rule, caller claims, body schema and messages, handler and answer schema. Only the
 * routes whose contract says `isBatchable` may be in a batch: JSON reads (and the share link's get-or-create)
 * whose handler sets nothing on the reply (no cookie, header or file) and that no rate limit counts.
 */
export const BATCH_PATH = '/api/batch';

/** At most this many calls in one batch: the dashboard makes eleven at once. */
export const MAX_BATCH_CALLS = 16;

export const BatchBody = Type.Object(
  {
    calls: Type.Array(
      Type.Object(
        {
          /** The route's name, `<group>/<name>` (its key in `@tele/contract/routes`). */
          route: Type.String({ maxLength: 100 }),
          body: Type.Object({}, { additionalProperties: true }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_BATCH_CALLS },
    ),
  },
  { additionalProperties: false },
);

/**
 * The answers, in the calls' order: each call's status and the body it would have been answered alone (its
 * route's answer on 200, a refusal's `{msg}` otherwise).
 */
export type BatchAnswer = { results: Array<{ status: number; answer: unknown }> };
